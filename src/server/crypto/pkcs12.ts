// Reads a PKCS#12 (.p12/.pfx) file an administrator supplies: its private key and certificates.
// node:crypto cannot open PKCS#12, so node-forge does the decryption (it also reads the legacy
// 3DES/RC2 files Windows and older OpenSSL write); keys and certificates then go to node:crypto.
import crypto, { type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import { SigningIdentityError } from './instance-certificate';

export async function loadPkcs12(
  file: Buffer,
  password: string,
): Promise<{ privateKey: KeyObject; certificates: Buffer[] }> {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(file.toString('binary')), false, password);
  } catch (err) {
    throw new SigningIdentityError(`the PKCS#12 file cannot be opened: ${(err as Error).message}`, {
      cause: err,
    });
  }
  const toDer = (asn1: forge.asn1.Asn1) => Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');

  const keyBags = [
    ...(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag! })[forge.pki.oids.pkcs8ShroudedKeyBag!] ??
      []),
    ...(p12.getBags({ bagType: forge.pki.oids.keyBag! })[forge.pki.oids.keyBag!] ?? []),
  ];
  const keyBag = keyBags[0];
  if (!keyBag) throw new SigningIdentityError('the PKCS#12 file holds no private key');
  // forge decodes RSA keys itself; other keys (EC) are left as the decrypted PrivateKeyInfo.
  const keyDer = keyBag.key
    ? toDer(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(keyBag.key)))
    : toDer(keyBag.asn1 as forge.asn1.Asn1);
  const privateKey = crypto.createPrivateKey({ key: keyDer, format: 'der', type: 'pkcs8' });

  const certBags = p12.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!] ?? [];
  // certificateToAsn1 reuses the parsed TBSCertificate, so the DER (and its signature) is unchanged.
  const certificates = certBags.map((bag) =>
    bag.cert ? toDer(forge.pki.certificateToAsn1(bag.cert)) : toDer(bag.asn1 as forge.asn1.Asn1),
  );
  if (!certificates.length) throw new SigningIdentityError('the PKCS#12 file holds no certificate');
  return { privateKey, certificates };
}
