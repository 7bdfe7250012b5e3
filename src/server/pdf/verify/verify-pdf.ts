// Verifies every signature embedded in a PDF, independently of how the file was made: finds each
// signature dictionary by its /ByteRange, recomputes the digest of the bytes it covers, checks the
// CMS signature over its signed attributes with the embedded certificate, and tells whether bytes
// were added after the last signed revision.
//
//   verifyPdfSignatures(pdf, { trustedRoots? }) → { signatures: VerifiedSignature[], modifiedAfterLastSignature, totalLength }
//
// `digestValid`: the covered bytes hash to the signed message digest (false after any change to them).
// `signatureValid`: the signer's certificate verifies the signature over the signed attributes.
// `chainTrusted` (only with trustedRoots): the signer certificate chains up to one of those roots.
import crypto, { X509Certificate } from 'node:crypto';
import * as der from '../../crypto/der';
import {
  OIDS,
  hashName,
  parseSignedData,
  signingCertificateV2Matches,
  verifySignerSignature,
  type ParsedSignerInfo,
} from '../../crypto/cms';
import { formatName } from '../../crypto/instance-certificate';
import { PdfFile } from '../seal/pdf-file';
import { PdfParser, parseIndirectObject } from '../seal/pdf-parser';
import { PdfDict, PdfName, PdfRef, PdfString, decodeTextString, type PdfValue } from '../seal/pdf-objects';

export interface VerifiedSignature {
  fieldName?: string;
  name?: string;
  reason?: string;
  location?: string;
  /** From the signature dictionary's /M, as ISO 8601. */
  signingTime?: string;
  subFilter?: string;
  byteRange: number[];
  /** The end of the signed bytes: the length of the file as it was when signed. */
  coversUpTo: number;
  /** Whether the covered bytes end at a revision's %%EOF. */
  coversWholeRevision: boolean;
  digestValid: boolean;
  signatureValid: boolean;
  signerCertificate: { subject: string; issuer: string; fingerprintSha256: string; serial: string };
  /** ESS signing-certificate-v2 present and naming the signer's certificate (PAdES requires it). */
  hasSigningCertificateV2: boolean;
  chainTrusted?: boolean;
  /** Why the signature could not be checked, when it could not. */
  error?: string;
}

export interface PdfVerification {
  signatures: VerifiedSignature[];
  /** Bytes (other than trailing whitespace) follow the range the last signature covers. */
  modifiedAfterLastSignature: boolean;
  totalLength: number;
}

export async function verifyPdfSignatures(
  pdf: Buffer,
  opts: { trustedRoots?: Buffer[] } = {},
): Promise<PdfVerification> {
  const fieldNames = signatureFieldNames(pdf);
  const signatures: VerifiedSignature[] = [];
  const seen = new Set<string>();
  for (let at = pdf.indexOf('/ByteRange'); at >= 0; at = pdf.indexOf('/ByteRange', at + 10)) {
    const byteRange = readByteRange(pdf, at + 10);
    if (!byteRange) continue;
    const key = byteRange.join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    signatures.push(verifyOne(pdf, at, byteRange, fieldNames, opts.trustedRoots));
  }
  signatures.sort((a, b) => a.coversUpTo - b.coversUpTo);
  let end = pdf.length;
  while (end > 0 && [0x00, 0x09, 0x0a, 0x0d, 0x20].includes(pdf[end - 1]!)) end--;
  const lastCovered = Math.max(0, ...signatures.map((s) => s.coversUpTo));
  return {
    signatures,
    modifiedAfterLastSignature: signatures.length > 0 && lastCovered < end,
    totalLength: pdf.length,
  };
}

function readByteRange(pdf: Buffer, at: number): number[] | undefined {
  try {
    const v = new PdfParser(pdf, at, Math.min(pdf.length, at + 200)).parseValue();
    if (
      !Array.isArray(v) ||
      v.length !== 4 ||
      !v.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0)
    ) {
      return undefined;
    }
    return v as number[];
  } catch {
    return undefined;
  }
}

function verifyOne(
  pdf: Buffer,
  at: number,
  byteRange: number[],
  fieldNames: Map<number, string>,
  trustedRoots: Buffer[] | undefined,
): VerifiedSignature {
  const [o1, l1, o2, l2] = byteRange as [number, number, number, number];
  const coversUpTo = o2 + l2;
  const result: VerifiedSignature = {
    byteRange,
    coversUpTo,
    coversWholeRevision: endsWithEof(pdf, coversUpTo),
    digestValid: false,
    signatureValid: false,
    signerCertificate: { subject: '', issuer: '', fingerprintSha256: '', serial: '' },
    hasSigningCertificateV2: false,
  };
  const dictInfo = enclosingSignatureDict(pdf, at);
  if (dictInfo) {
    const { dict, num } = dictInfo;
    const text = (k: string) => {
      const v = dict.get(k);
      return v instanceof PdfString ? decodeTextString(v) : undefined;
    };
    result.fieldName = fieldNames.get(num);
    result.name = text('Name');
    result.reason = text('Reason');
    result.location = text('Location');
    const m = text('M');
    result.signingTime = m ? parsePdfDate(m) : undefined;
    result.subFilter = dict.nameOf('SubFilter');
  }
  const gapStart = o1 + l1;
  if (
    o1 !== 0 ||
    gapStart >= o2 ||
    coversUpTo > pdf.length ||
    pdf[gapStart] !== 0x3c ||
    pdf[o2 - 1] !== 0x3e
  ) {
    result.error = 'the byte range does not match the file';
    return result;
  }
  let cms: ParsedSignerInfo;
  try {
    const hex = pdf.toString('latin1', gapStart + 1, o2 - 1).replace(/[^0-9a-fA-F]/g, '');
    cms = parseSignedData(Buffer.from(hex.length % 2 ? hex + '0' : hex, 'hex'));
  } catch (err) {
    result.error = `the signature is not a readable CMS: ${(err as Error).message}`;
    return result;
  }
  const ranges = () => [pdf.subarray(o1, o1 + l1), pdf.subarray(o2, o2 + l2)];
  const hash = (alg: string, parts: Buffer[]) => {
    const h = crypto.createHash(alg);
    for (const p of parts) h.update(p);
    return h.digest();
  };
  const alg = hashName(cms.digestAlgorithm);
  if (!alg) {
    result.error = `unsupported digest algorithm ${cms.digestAlgorithm}`;
    return result;
  }
  const messageDigest = cms.attributes.get(OIDS.messageDigest)?.[0]?.content;
  if (cms.eContentType === OIDS.tstInfo && cms.eContent) {
    // A document timestamp: the token's message imprint is the hash of the covered bytes.
    const imprint = tstMessageImprint(cms.eContent);
    result.digestValid =
      !!imprint &&
      hash(imprint.alg, ranges()).equals(imprint.digest) &&
      !!messageDigest &&
      hash(alg, [cms.eContent]).equals(messageDigest);
  } else if (result.subFilter === 'adbe.pkcs7.sha1' && cms.eContent) {
    result.digestValid =
      hash('sha1', ranges()).equals(cms.eContent) &&
      (!messageDigest || hash(alg, [cms.eContent]).equals(messageDigest));
  } else if (cms.signedAttributes) {
    result.digestValid = !!messageDigest && hash(alg, ranges()).equals(messageDigest);
  }
  result.signatureValid = verifySignerSignature(cms, ranges);
  if (!cms.signedAttributes) result.digestValid = result.signatureValid; // the signature is over the bytes
  if (cms.signerCertificate) {
    const cert = new X509Certificate(cms.signerCertificate);
    result.signerCertificate = {
      subject: formatName(cert.subject),
      issuer: formatName(cert.issuer),
      fingerprintSha256: crypto.createHash('sha256').update(cms.signerCertificate).digest('hex'),
      serial: cert.serialNumber.toLowerCase(),
    };
    result.hasSigningCertificateV2 = signingCertificateV2Matches(cms, cms.signerCertificate);
    if (trustedRoots) result.chainTrusted = chainsTo(cert, cms.certificates, trustedRoots);
  } else {
    result.error = 'the signer certificate is not in the signature';
  }
  return result;
}

function endsWithEof(pdf: Buffer, end: number): boolean {
  let e = end;
  while (e > 0 && [0x0a, 0x0d, 0x20, 0x00].includes(pdf[e - 1]!)) e--;
  return pdf.toString('latin1', Math.max(0, e - 5), e) === '%%EOF';
}

/**
 * The signature dictionary around a /ByteRange key, parsed from the nearest "n g obj" header before
 * it (looking back far enough to step over a /Contents placed before /ByteRange).
 */
function enclosingSignatureDict(pdf: Buffer, at: number): { dict: PdfDict; num: number } | undefined {
  const limit = Math.max(0, at - 2 * 1024 * 1024);
  for (
    let pos = pdf.lastIndexOf('obj', at, 'latin1');
    pos >= limit;
    pos = pdf.lastIndexOf('obj', pos - 1, 'latin1')
  ) {
    if (pos >= 3 && pdf.toString('latin1', pos - 3, pos) === 'end') continue;
    const head = /(\d+)\s+(\d+)\s+$/.exec(pdf.toString('latin1', Math.max(0, pos - 24), pos));
    if (!head) continue;
    try {
      const obj = parseIndirectObject(pdf, pos - head[0].length, () => undefined);
      if (obj.value instanceof PdfDict && obj.value.has('ByteRange'))
        return { dict: obj.value, num: obj.num };
    } catch {
      // not a parsable object: report the signature without its dictionary's details
    }
    return undefined;
  }
  return undefined;
}

/** Signature dictionary object number → fully qualified field name, from the newest AcroForm. */
function signatureFieldNames(pdf: Buffer): Map<number, string> {
  const out = new Map<number, string>();
  try {
    const file = new PdfFile(pdf);
    const catalog = file.resolveDict(file.trailer.get('Root'));
    const acroForm = file.resolveDict(catalog?.get('AcroForm'));
    const walk = (fields: PdfValue, prefix: string, depth: number) => {
      const list = file.resolve(fields);
      if (!Array.isArray(list) || depth > 20) return;
      for (const f of list) {
        const d = file.resolveDict(f);
        if (!d) continue;
        const t = d.get('T');
        const partial = t instanceof PdfString ? decodeTextString(t) : '';
        const full = prefix && partial ? `${prefix}.${partial}` : prefix || partial;
        const v = d.get('V');
        if (v instanceof PdfRef && d.get('FT') instanceof PdfName) out.set(v.num, full);
        else if (v instanceof PdfRef && !d.has('FT')) out.set(v.num, full);
        if (d.has('Kids')) walk(d.get('Kids')!, full, depth + 1);
      }
    };
    if (acroForm) walk(acroForm.get('Fields') ?? [], '', 0);
  } catch {
    // a file whose structure cannot be read still has its signatures checked
  }
  return out;
}

function tstMessageImprint(tstInfo: Buffer): { alg: string; digest: Buffer } | undefined {
  try {
    const fields = der.children(der.readNode(tstInfo));
    const imprint = der.children(fields[2]!);
    const alg = hashName(der.decodeOid(der.children(imprint[0]!)[0]!));
    return alg ? { alg, digest: imprint[1]!.content } : undefined;
  } catch {
    return undefined;
  }
}

function chainsTo(leaf: X509Certificate, embedded: Buffer[], roots: Buffer[]): boolean {
  const pool = embedded.map((c) => new X509Certificate(c));
  const anchors = roots.map((r) => new X509Certificate(r));
  let current = leaf;
  for (let depth = 0; depth < 10; depth++) {
    const anchor = anchors.find(
      (a) => a.raw.equals(current.raw) || (current.checkIssued(a) && current.verify(a.publicKey)),
    );
    if (anchor) return true;
    const next = pool.find(
      (c) => !c.raw.equals(current.raw) && current.checkIssued(c) && current.verify(c.publicKey),
    );
    if (!next) return false;
    current = next;
  }
  return false;
}

/** D:YYYYMMDDHHmmSS+HH'mm' (every part after the year optional) → ISO 8601. */
export function parsePdfDate(s: string): string | undefined {
  const m = /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?([Zz+-])?(\d{2})?'?(\d{2})?'?/.exec(
    s.trim(),
  );
  if (!m) return undefined;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', sec = '00', sign, oh = '00', om = '00'] = m;
  const offset = !sign || sign === 'Z' || sign === 'z' ? 'Z' : `${sign}${oh}:${om}`;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${sec}${offset}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
