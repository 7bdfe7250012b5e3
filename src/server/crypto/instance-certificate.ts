// The instance's signing identity: the key and certificate chain every seal is made with.
//
//   loadOrCreateSigningIdentity(dataDir, { pkcs12Path?, pkcs12Password? }) → SigningIdentity
//     Without a PKCS#12 file: the first start creates a root CA ("Signet Root CA – <id>", 20 years)
//     and a signing certificate issued by it ("Signet Document Seal – <id>", 10 years, keyUsage
//     digitalSignature + nonRepudiation, extKeyUsage emailProtection + documentSigning), both ECDSA
//     P-256, in <dataDir>/certs/ (keys 0600, folder 0700); later starts load them. With a PKCS#12
//     file the key and chain come from it (RSA or EC) and nothing is written.
//   describeIdentity(identity) → subject, issuer, serial, validity, SHA-256 fingerprint, source
//   rootCertificatePem(dataDir) → the generated root certificate, for an NSS/Acrobat trust store.
//
// P-256 because NSS (pdfsig, Firefox), Acrobat and OpenSSL all verify it, a signature costs ~0.03 ms
// against ~1.5 ms for RSA-3072, and a key is made in under a millisecond.
import crypto, { type KeyObject, X509Certificate } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as der from './der';

export interface SigningIdentity {
  privateKey: KeyObject;
  keyType: 'ec' | 'rsa';
  /** The signing certificate, DER. */
  certificate: Buffer;
  /** Signing certificate first, then its issuers up to the root (as far as known), DER. */
  chain: Buffer[];
  /** The signing certificate's subject common name. */
  commonName: string;
  /** SHA-256 of the signing certificate's DER, lowercase hex. */
  fingerprintSha256: string;
  source: 'generated' | 'pkcs12';
}

export interface IdentityDescription {
  subject: string;
  issuer: string;
  serial: string;
  notBefore: string;
  notAfter: string;
  fingerprintSha256: string;
  source: 'generated' | 'pkcs12';
}

export class SigningIdentityError extends Error {}

const OID = {
  commonName: '2.5.4.3',
  organization: '2.5.4.10',
  ecPublicKey: '1.2.840.10045.2.1',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  sha256WithRsa: '1.2.840.113549.1.1.11',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
  extKeyUsage: '2.5.29.37',
  subjectKeyIdentifier: '2.5.29.14',
  authorityKeyIdentifier: '2.5.29.35',
  emailProtection: '1.3.6.1.5.5.7.3.4',
  documentSigning: '1.3.6.1.5.5.7.3.36',
};

const FILES = {
  rootKey: 'root-ca.key.pem',
  rootCert: 'root-ca.pem',
  signingKey: 'signing.key.pem',
  signingCert: 'signing.pem',
};

export async function loadOrCreateSigningIdentity(
  dataDir: string,
  opts: { pkcs12Path?: string; pkcs12Password?: string } = {},
): Promise<SigningIdentity> {
  if (opts.pkcs12Path) {
    const { loadPkcs12 } = await import('./pkcs12');
    const { privateKey, certificates } = await loadPkcs12(
      await fs.readFile(opts.pkcs12Path),
      opts.pkcs12Password ?? '',
    );
    return identityFrom(privateKey, certificates, 'pkcs12');
  }
  const dir = path.join(dataDir, 'certs');
  const existing = await readGenerated(dir);
  if (existing) return existing;
  await generateInto(dataDir, dir);
  const created = await readGenerated(dir);
  if (!created) throw new SigningIdentityError(`the generated certificates in ${dir} could not be read back`);
  return created;
}

export function describeIdentity(identity: SigningIdentity): IdentityDescription {
  const cert = new X509Certificate(identity.certificate);
  return {
    subject: formatName(cert.subject),
    issuer: formatName(cert.issuer),
    serial: cert.serialNumber.toLowerCase(),
    notBefore: new Date(cert.validFrom).toISOString(),
    notAfter: new Date(cert.validTo).toISOString(),
    fingerprintSha256: identity.fingerprintSha256,
    source: identity.source,
  };
}

export async function rootCertificatePem(dataDir: string): Promise<string> {
  return fs.readFile(path.join(dataDir, 'certs', FILES.rootCert), 'utf8');
}

export function certificateToPem(derBytes: Buffer): string {
  const b64 = derBytes.toString('base64').replace(/(.{64})/g, '$1\n');
  return `-----BEGIN CERTIFICATE-----\n${b64.replace(/\n$/, '')}\n-----END CERTIFICATE-----\n`;
}

/** "CN=a\nO=b" (node's format) → "CN=a, O=b". */
export function formatName(name: string): string {
  return name.split('\n').filter(Boolean).join(', ');
}

// ── Loading ─────────────────────────────────────────────────────────────────────────────────────

async function readGenerated(dir: string): Promise<SigningIdentity | null> {
  let keyPem: string;
  try {
    keyPem = await fs.readFile(path.join(dir, FILES.signingKey), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  // Keys must stay owner-only even if someone copied the folder with a loose umask.
  for (const file of [FILES.signingKey, FILES.rootKey]) {
    await fs.chmod(path.join(dir, file), 0o600).catch(() => {});
  }
  const signing = pemToDer(await fs.readFile(path.join(dir, FILES.signingCert), 'utf8'));
  const root = pemToDer(await fs.readFile(path.join(dir, FILES.rootCert), 'utf8'));
  return identityFrom(crypto.createPrivateKey(keyPem), [signing, root], 'generated');
}

/** Orders the chain from the certificate that matches the key and checks the key really signs. */
export function identityFrom(
  privateKey: KeyObject,
  certificates: Buffer[],
  source: SigningIdentity['source'],
): SigningIdentity {
  const publicDer = crypto.createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const parsed = certificates.map((d) => ({ der: d, x509: new X509Certificate(d) }));
  const leaf = parsed.find((c) => c.x509.publicKey.export({ type: 'spki', format: 'der' }).equals(publicDer));
  if (!leaf) throw new SigningIdentityError('no certificate matches the private key');
  const chain = [leaf];
  for (let current = leaf; chain.length < 10;) {
    if (current.x509.checkIssued(current.x509) && current.x509.verify(current.x509.publicKey)) break;
    const issuer = parsed.find((c) => !chain.includes(c) && current.x509.checkIssued(c.x509));
    if (!issuer) break;
    chain.push(issuer);
    current = issuer;
  }
  const keyType = privateKey.asymmetricKeyType;
  if (keyType !== 'ec' && keyType !== 'rsa') {
    throw new SigningIdentityError(`unsupported key type ${String(keyType)} (use RSA or ECDSA)`);
  }
  const probe = Buffer.from('signet');
  if (!crypto.verify('sha256', probe, leaf.x509.publicKey, crypto.sign('sha256', probe, privateKey))) {
    throw new SigningIdentityError('the private key does not match the certificate');
  }
  const cn = /(?:^|\n)CN=([^\n]*)/.exec(leaf.x509.subject)?.[1] ?? leaf.x509.subject;
  return {
    privateKey,
    keyType,
    certificate: leaf.der,
    chain: chain.map((c) => c.der),
    commonName: cn,
    fingerprintSha256: crypto.createHash('sha256').update(leaf.der).digest('hex'),
    source,
  };
}

function pemToDer(pem: string): Buffer {
  const m = /-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/.exec(pem);
  if (!m) throw new SigningIdentityError('not a PEM certificate');
  return Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64');
}

// ── Generation ──────────────────────────────────────────────────────────────────────────────────

async function generateInto(dataDir: string, dir: string): Promise<void> {
  const id = crypto.randomBytes(4).toString('hex').toUpperCase();
  const now = new Date();
  const notBefore = new Date(now.getTime() - 60 * 60 * 1000); // tolerate clocks a little behind
  const years = (n: number) =>
    new Date(Date.UTC(now.getUTCFullYear() + n, now.getUTCMonth(), now.getUTCDate()));

  const rootKeys = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const rootName = name(`Signet Root CA – ${id}`);
  const rootSpki = rootKeys.publicKey.export({ type: 'spki', format: 'der' });
  const rootKeyId = keyIdentifier(rootSpki);
  const rootCert = issueCertificate({
    subject: rootName,
    issuer: rootName,
    spki: rootSpki,
    notBefore,
    notAfter: years(20),
    issuerKey: rootKeys.privateKey,
    extensions: [
      extension(OID.basicConstraints, true, der.seq(der.bool(true))),
      extension(OID.keyUsage, true, keyUsageBits(0x06, 1)), // keyCertSign, cRLSign
      extension(OID.subjectKeyIdentifier, false, der.octetString(rootKeyId)),
    ],
  });

  const signingKeys = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const signingSpki = signingKeys.publicKey.export({ type: 'spki', format: 'der' });
  const signingCert = issueCertificate({
    subject: name(`Signet Document Seal – ${id}`),
    issuer: rootName,
    spki: signingSpki,
    notBefore,
    notAfter: years(10),
    issuerKey: rootKeys.privateKey,
    extensions: [
      extension(OID.basicConstraints, true, der.seq()),
      extension(OID.keyUsage, true, keyUsageBits(0xc0, 6)), // digitalSignature, nonRepudiation
      extension(OID.extKeyUsage, false, der.seq(der.oid(OID.emailProtection), der.oid(OID.documentSigning))),
      extension(OID.subjectKeyIdentifier, false, der.octetString(keyIdentifier(signingSpki))),
      extension(OID.authorityKeyIdentifier, false, der.seq(der.implicitPrimitive(0, rootKeyId))),
    ],
  });

  // Written to a private temporary folder, then renamed into place: two processes starting at once
  // end up with one identity, and a crash never leaves half a set of files.
  await fs.mkdir(dataDir, { recursive: true });
  const tmp = await fs.mkdtemp(path.join(dataDir, '.certs-'));
  const pkcs8 = (k: KeyObject) => k.export({ type: 'pkcs8', format: 'pem' }) as string;
  await fs.writeFile(path.join(tmp, FILES.rootKey), pkcs8(rootKeys.privateKey), { mode: 0o600 });
  await fs.writeFile(path.join(tmp, FILES.signingKey), pkcs8(signingKeys.privateKey), { mode: 0o600 });
  await fs.writeFile(path.join(tmp, FILES.rootCert), certificateToPem(rootCert), { mode: 0o644 });
  await fs.writeFile(path.join(tmp, FILES.signingCert), certificateToPem(signingCert), { mode: 0o644 });
  await fs.chmod(tmp, 0o700);
  try {
    await fs.rename(tmp, dir);
  } catch (err) {
    await fs.rm(tmp, { recursive: true, force: true });
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw err;
  }
}

function name(commonName: string): Buffer {
  const rdn = (type: string, value: string) => der.set(der.seq(der.oid(type), der.utf8String(value)));
  return der.seq(rdn(OID.organization, 'Signet'), rdn(OID.commonName, commonName));
}

function extension(id: string, critical: boolean, value: Buffer): Buffer {
  return critical
    ? der.seq(der.oid(id), der.bool(true), der.octetString(value))
    : der.seq(der.oid(id), der.octetString(value));
}

function keyUsageBits(bits: number, unused: number): Buffer {
  return der.tlv(0x03, Buffer.from([unused, bits]));
}

/** RFC 5280 method 1: SHA-1 of the subjectPublicKey bits. */
function keyIdentifier(spki: Buffer): Buffer {
  const fields = der.children(der.readNode(spki));
  const bits = fields[1]!.content.subarray(1);
  return crypto.createHash('sha1').update(bits).digest();
}

function issueCertificate(p: {
  subject: Buffer;
  issuer: Buffer;
  spki: Buffer;
  notBefore: Date;
  notAfter: Date;
  issuerKey: KeyObject;
  extensions: Buffer[];
}): Buffer {
  const serial = crypto.randomBytes(16);
  serial[0] = (serial[0]! & 0x7f) | 0x10; // positive and 16 bytes long
  const algorithm = der.seq(der.oid(OID.ecdsaWithSha256));
  const tbs = der.seq(
    der.explicit(0, der.integer(2)),
    der.integer(serial),
    algorithm,
    p.issuer,
    der.seq(der.time(p.notBefore), der.time(p.notAfter)),
    p.subject,
    p.spki,
    der.explicit(3, der.seq(...p.extensions)),
  );
  const signature = crypto.sign('sha256', tbs, p.issuerKey);
  return der.seq(tbs, algorithm, der.bitString(signature));
}
