// CMS SignedData for PDF signatures: builds the detached PAdES baseline B-B signature (signed
// attributes content-type, message-digest and ESS signing-certificate-v2; no signing-time, which
// PAdES keeps in the signature dictionary's /M) and parses any signer's CMS for verification.
import crypto, { type KeyObject } from 'node:crypto';
import * as der from './der';
import type { SigningIdentity } from './instance-certificate';

export const OIDS = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificate: '1.2.840.113549.1.9.16.2.12',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha1: '1.3.14.3.2.26',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha384: '2.16.840.1.101.3.4.2.2',
  sha512: '2.16.840.1.101.3.4.2.3',
  rsaEncryption: '1.2.840.113549.1.1.1',
  rsaPss: '1.2.840.113549.1.1.10',
  sha1WithRsa: '1.2.840.113549.1.1.5',
  sha256WithRsa: '1.2.840.113549.1.1.11',
  sha384WithRsa: '1.2.840.113549.1.1.12',
  sha512WithRsa: '1.2.840.113549.1.1.13',
  ecPublicKey: '1.2.840.10045.2.1',
  ecdsaWithSha1: '1.2.840.10045.4.1',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  ecdsaWithSha384: '1.2.840.10045.4.3.3',
  ecdsaWithSha512: '1.2.840.10045.4.3.4',
} as const;

const HASH_BY_OID: Record<string, string> = {
  [OIDS.sha1]: 'sha1',
  [OIDS.sha256]: 'sha256',
  [OIDS.sha384]: 'sha384',
  [OIDS.sha512]: 'sha512',
};

const HASH_BY_SIGNATURE_OID: Record<string, string> = {
  [OIDS.sha1WithRsa]: 'sha1',
  [OIDS.sha256WithRsa]: 'sha256',
  [OIDS.sha384WithRsa]: 'sha384',
  [OIDS.sha512WithRsa]: 'sha512',
  [OIDS.ecdsaWithSha1]: 'sha1',
  [OIDS.ecdsaWithSha256]: 'sha256',
  [OIDS.ecdsaWithSha384]: 'sha384',
  [OIDS.ecdsaWithSha512]: 'sha512',
};

/** The bytes of a CMS built for `identity` when only the signature value may still vary (ECDSA). */
export function estimateCmsSize(identity: SigningIdentity): number {
  return embeddedCertificates(identity).reduce((n, c) => n + c.length, 0) + 1024;
}

/**
 * A detached CAdES signature over content whose SHA-256 is `contentDigest`.
 * RSA keys sign with PKCS#1 v1.5, EC keys with ECDSA; both with SHA-256.
 */
export function createCadesSignature(contentDigest: Buffer, identity: SigningIdentity): Buffer {
  const sha256 = der.seq(der.oid(OIDS.sha256));
  const certHash = crypto.createHash('sha256').update(identity.certificate).digest();
  const attributes = [
    der.seq(der.oid(OIDS.contentType), der.set(der.oid(OIDS.data))),
    der.seq(der.oid(OIDS.messageDigest), der.set(der.octetString(contentDigest))),
    // SigningCertificateV2 { certs: [ESSCertIDv2 { hashAlgorithm: sha256 (DEFAULT, omitted), certHash }] };
    // issuerSerial left out, as ETSI EN 319 122-1 recommends.
    der.seq(
      der.oid(OIDS.signingCertificateV2),
      der.set(der.seq(der.seq(der.seq(der.octetString(certHash))))),
    ),
  ];
  const signedAttrsSet = der.setOf(attributes);
  const signature = sign(signedAttrsSet, identity.privateKey);
  const { issuer, serial } = issuerAndSerial(identity.certificate);
  const signatureAlgorithm =
    identity.keyType === 'rsa'
      ? der.seq(der.oid(OIDS.rsaEncryption), der.nullValue())
      : der.seq(der.oid(OIDS.ecdsaWithSha256));
  const signerInfo = der.seq(
    der.integer(1),
    der.seq(issuer, serial),
    sha256,
    // [0] IMPLICIT: the same content as the signed SET, with the context tag.
    der.tlv(0xa0, der.readNode(signedAttrsSet).content),
    signatureAlgorithm,
    der.octetString(signature),
  );
  const signedData = der.seq(
    der.integer(1),
    der.set(sha256),
    der.seq(der.oid(OIDS.data)),
    der.tlv(0xa0, Buffer.concat(embeddedCertificates(identity))),
    der.set(signerInfo),
  );
  return der.seq(der.oid(OIDS.signedData), der.explicit(0, signedData));
}

const embedded = new WeakMap<SigningIdentity, Buffer[]>();

/**
 * The chain without its self-signed root. A verifier must hold the root as a trust anchor anyway, and
 * with the root inside the CMS, NSS (pdfsig) reports "Unknown issue with Certificate" for every
 * second signature of a file once that root is in its database.
 */
export function embeddedCertificates(identity: SigningIdentity): Buffer[] {
  let certs = embedded.get(identity);
  if (!certs) {
    certs = identity.chain.filter((c, i) => {
      if (i === 0) return true;
      const x = new crypto.X509Certificate(c);
      return !(x.checkIssued(x) && x.verify(x.publicKey));
    });
    embedded.set(identity, certs);
  }
  return certs;
}

function sign(data: Buffer, key: KeyObject): Buffer {
  // node signs EC keys as a DER Ecdsa-Sig-Value and RSA keys with PKCS#1 v1.5, which is what CMS wants.
  return crypto.sign('sha256', data, key);
}

/** The raw issuer Name and serialNumber INTEGER of a certificate, for IssuerAndSerialNumber. */
export function issuerAndSerial(certificate: Buffer): { issuer: Buffer; serial: Buffer } {
  const tbs = der.children(der.children(der.readNode(certificate))[0]!);
  const offset = tbs[0]!.tag === 0xa0 ? 1 : 0;
  return { serial: tbs[offset]!.raw, issuer: tbs[offset + 2]!.raw };
}

// ── Parsing and verification ────────────────────────────────────────────────────────────────────

export interface ParsedSignerInfo {
  eContentType: string;
  /** Present for encapsulated content (e.g. an RFC 3161 timestamp token's TSTInfo). */
  eContent?: Buffer;
  digestAlgorithm: string;
  /** The signed attributes re-tagged as a SET, the bytes the signature covers; absent without attributes. */
  signedAttributes?: Buffer;
  attributes: Map<string, der.DerNode[]>;
  signatureAlgorithm: string;
  signatureParams?: der.DerNode;
  signature: Buffer;
  certificates: Buffer[];
  signerCertificate?: Buffer;
}

export function parseSignedData(cms: Buffer): ParsedSignerInfo {
  const contentInfo = der.children(der.readNode(cms));
  if (der.decodeOid(contentInfo[0]!) !== OIDS.signedData) throw new der.DerError('not a CMS SignedData');
  const signedData = der.children(der.children(contentInfo[1]!)[0]!);
  let i = 2; // version, digestAlgorithms
  const encap = der.children(signedData[i++]!);
  const eContentType = der.decodeOid(encap[0]!);
  const eContent = encap[1] ? der.children(encap[1])[0]?.content : undefined;
  const certificates: Buffer[] = [];
  while (signedData[i] && (signedData[i]!.tag & 0xe0) === 0xa0) {
    const node = signedData[i++]!;
    if ((node.tag & 0x1f) === 0) {
      for (const c of der.children(node)) if (c.tag === 0x30) certificates.push(c.raw);
    }
  }
  const signerInfos = der.children(signedData[signedData.length - 1]!);
  if (!signerInfos.length) throw new der.DerError('no SignerInfo');
  const si = der.children(signerInfos[0]!);
  let j = 1;
  const sid = si[j++]!;
  const digestAlgorithm = der.decodeOid(der.children(si[j++]!)[0]!);
  let signedAttributes: Buffer | undefined;
  const attributes = new Map<string, der.DerNode[]>();
  if (si[j]!.tag === 0xa0) {
    const node = si[j++]!;
    signedAttributes = Buffer.concat([Buffer.from([0x31]), node.raw.subarray(1)]);
    for (const attr of der.children(node)) {
      const [type, values] = der.children(attr);
      attributes.set(der.decodeOid(type!), der.children(values!));
    }
  }
  const sigAlg = der.children(si[j++]!);
  const signature = si[j++]!.content;
  return {
    eContentType,
    eContent,
    digestAlgorithm,
    signedAttributes,
    attributes,
    signatureAlgorithm: der.decodeOid(sigAlg[0]!),
    signatureParams: sigAlg[1],
    signature,
    certificates,
    signerCertificate: findSignerCertificate(sid, certificates),
  };
}

function findSignerCertificate(sid: der.DerNode, certificates: Buffer[]): Buffer | undefined {
  if (sid.tag === 0x80) {
    // subjectKeyIdentifier
    return certificates.find((c) => {
      try {
        const ski = new crypto.X509Certificate(c);
        return ski.publicKey && subjectKeyIdentifier(c)?.equals(sid.content);
      } catch {
        return false;
      }
    });
  }
  const [issuer, serial] = der.children(sid);
  return certificates.find((c) => {
    try {
      const ids = issuerAndSerial(c);
      return ids.issuer.equals(issuer!.raw) && ids.serial.equals(serial!.raw);
    } catch {
      return false;
    }
  });
}

function subjectKeyIdentifier(certificate: Buffer): Buffer | undefined {
  const tbs = der.children(der.children(der.readNode(certificate))[0]!);
  const exts = tbs.find((n) => n.tag === 0xa3);
  if (!exts) return undefined;
  for (const ext of der.children(der.children(exts)[0]!)) {
    const parts = der.children(ext);
    if (der.decodeOid(parts[0]!) === '2.5.29.14') {
      return der.readNode(parts[parts.length - 1]!.content).content;
    }
  }
  return undefined;
}

export function hashName(digestOid: string): string | undefined {
  return HASH_BY_OID[digestOid];
}

/** Verifies the signature value over the signed attributes (or over `content` without attributes). */
export function verifySignerSignature(parsed: ParsedSignerInfo, content: () => Buffer[]): boolean {
  if (!parsed.signerCertificate) return false;
  const key = new crypto.X509Certificate(parsed.signerCertificate).publicKey;
  const pss = parsed.signatureAlgorithm === OIDS.rsaPss ? pssParams(parsed.signatureParams) : undefined;
  const hash =
    pss?.hash ?? HASH_BY_SIGNATURE_OID[parsed.signatureAlgorithm] ?? HASH_BY_OID[parsed.digestAlgorithm];
  if (!hash) return false;
  const verifier = crypto.createVerify(hash);
  if (parsed.signedAttributes) verifier.update(parsed.signedAttributes);
  else for (const part of content()) verifier.update(part);
  try {
    if (pss) {
      return verifier.verify(
        { key, padding: crypto.constants.RSA_PKCS1_PSS_PADDING, saltLength: pss.saltLength },
        parsed.signature,
      );
    }
    return verifier.verify(key, parsed.signature);
  } catch {
    return false;
  }
}

function pssParams(params: der.DerNode | undefined): { hash: string; saltLength: number } {
  let hash = 'sha1';
  let saltLength = 20;
  if (params && params.tag === 0x30) {
    for (const field of der.children(params)) {
      const inner = der.children(field)[0]!;
      if (field.tag === 0xa0) hash = HASH_BY_OID[der.decodeOid(der.children(inner)[0]!)] ?? hash;
      if (field.tag === 0xa2) saltLength = Number(der.decodeInteger(inner));
    }
  }
  return { hash, saltLength };
}

/** Does the ESS signing-certificate(-v2) attribute name this certificate? */
export function signingCertificateV2Matches(parsed: ParsedSignerInfo, certificate: Buffer): boolean {
  const values = parsed.attributes.get(OIDS.signingCertificateV2);
  if (!values?.length) return false;
  try {
    const certs = der.children(der.children(values[0]!)[0]!);
    return certs.some((essCertId) => {
      const fields = der.children(essCertId);
      let alg = 'sha256';
      let k = 0;
      if (fields[0]!.tag === 0x30) alg = HASH_BY_OID[der.decodeOid(der.children(fields[k++]!)[0]!)] ?? '';
      if (!alg) return false;
      return crypto.createHash(alg).update(certificate).digest().equals(fields[k]!.content);
    });
  } catch {
    return false;
  }
}
