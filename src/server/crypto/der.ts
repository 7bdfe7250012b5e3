// A small DER encoder and decoder: just what CMS signatures and X.509 certificates need, synchronous
// and allocation-light, so signing a document costs the signature and not a generic ASN.1 library.

// ── Encoding ────────────────────────────────────────────────────────────────────────────────────

function lengthBytes(len: number): Buffer {
  if (len < 0x80) return Buffer.from([len]);
  const bytes: number[] = [];
  for (let n = len; n > 0; n = Math.floor(n / 256)) bytes.unshift(n & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

/** One TLV with a raw identifier octet (class, constructed bit and tag number < 31). */
export function tlv(tag: number, content: Buffer): Buffer {
  return Buffer.concat([Buffer.from([tag]), lengthBytes(content.length), content]);
}

export const seq = (...items: Buffer[]): Buffer => tlv(0x30, Buffer.concat(items));
export const set = (...items: Buffer[]): Buffer => tlv(0x31, Buffer.concat(items));
/** SET OF in DER order: elements sorted by their encodings. */
export const setOf = (items: Buffer[]): Buffer => tlv(0x31, Buffer.concat([...items].sort(Buffer.compare)));
export const nullValue = (): Buffer => Buffer.from([0x05, 0x00]);
export const octetString = (b: Buffer): Buffer => tlv(0x04, b);
export const utf8String = (s: string): Buffer => tlv(0x0c, Buffer.from(s, 'utf8'));
export const printableString = (s: string): Buffer => tlv(0x13, Buffer.from(s, 'latin1'));
export const bool = (v: boolean): Buffer => tlv(0x01, Buffer.from([v ? 0xff : 0x00]));
/** BIT STRING with no unused bits. */
export const bitString = (b: Buffer): Buffer => tlv(0x03, Buffer.concat([Buffer.from([0]), b]));
/** [n] EXPLICIT (constructed, context-specific). */
export const explicit = (n: number, inner: Buffer): Buffer => tlv(0xa0 | n, inner);
/** [n] IMPLICIT primitive (context-specific). */
export const implicitPrimitive = (n: number, content: Buffer): Buffer => tlv(0x80 | n, content);

/** INTEGER from a non-negative bigint, a number, or big-endian unsigned bytes. */
export function integer(value: bigint | number | Buffer): Buffer {
  let bytes: Buffer;
  if (Buffer.isBuffer(value)) {
    let i = 0;
    while (i < value.length - 1 && value[i] === 0) i++;
    bytes = value.subarray(i);
  } else {
    let hex = BigInt(value).toString(16);
    if (hex.length % 2) hex = '0' + hex;
    bytes = Buffer.from(hex, 'hex');
  }
  if (bytes.length === 0) bytes = Buffer.from([0]);
  if (bytes[0]! & 0x80) bytes = Buffer.concat([Buffer.from([0]), bytes]);
  return tlv(0x02, bytes);
}

export function oid(dotted: string): Buffer {
  const parts = dotted.split('.').map((p) => Number(p));
  const out: number[] = [parts[0]! * 40 + parts[1]!];
  for (const part of parts.slice(2)) {
    const groups: number[] = [];
    let n = part;
    do {
      groups.unshift(n & 0x7f);
      n = Math.floor(n / 128);
    } while (n > 0);
    for (let i = 0; i < groups.length - 1; i++) groups[i]! |= 0x80;
    out.push(...groups);
  }
  return tlv(0x06, Buffer.from(out));
}

/** UTCTime until 2049, GeneralizedTime from 2050, as RFC 5280 requires. */
export function time(date: Date): Buffer {
  const iso = date.toISOString(); // YYYY-MM-DDTHH:mm:ss.sssZ
  const digits = iso.slice(0, 19).replace(/[-T:]/g, '');
  const year = date.getUTCFullYear();
  if (year >= 1950 && year < 2050) return tlv(0x17, Buffer.from(digits.slice(2) + 'Z', 'latin1'));
  return tlv(0x18, Buffer.from(digits + 'Z', 'latin1'));
}

// ── Decoding ────────────────────────────────────────────────────────────────────────────────────

export class DerError extends Error {}

export interface DerNode {
  /** The identifier octet (class bits, constructed bit, tag number). */
  tag: number;
  /** The whole TLV. */
  raw: Buffer;
  /** The value octets. */
  content: Buffer;
}

/** Reads one TLV at `offset` (definite lengths only, as DER requires). */
export function readNode(buf: Buffer, offset = 0): DerNode {
  if (offset + 2 > buf.length) throw new DerError('truncated DER');
  const tag = buf[offset]!;
  if ((tag & 0x1f) === 0x1f) throw new DerError('high tag numbers are not supported');
  let pos = offset + 1;
  let len = buf[pos++]!;
  if (len & 0x80) {
    const n = len & 0x7f;
    if (n === 0 || n > 4) throw new DerError('unsupported DER length');
    len = 0;
    for (let i = 0; i < n; i++) len = len * 256 + buf[pos++]!;
  }
  if (pos + len > buf.length) throw new DerError('truncated DER');
  return { tag, raw: buf.subarray(offset, pos + len), content: buf.subarray(pos, pos + len) };
}

/** The elements of a constructed node. */
export function children(node: DerNode): DerNode[] {
  const out: DerNode[] = [];
  let pos = 0;
  while (pos < node.content.length) {
    const child = readNode(node.content, pos);
    out.push(child);
    pos += child.raw.length;
  }
  return out;
}

export function decodeOid(node: DerNode): string {
  if (node.tag !== 0x06) throw new DerError('expected an OBJECT IDENTIFIER');
  const b = node.content;
  const first = b[0]!;
  const parts = [Math.min(2, Math.floor(first / 40)), first - Math.min(2, Math.floor(first / 40)) * 40];
  let n = 0;
  for (let i = 1; i < b.length; i++) {
    n = n * 128 + (b[i]! & 0x7f);
    if (!(b[i]! & 0x80)) {
      parts.push(n);
      n = 0;
    }
  }
  return parts.join('.');
}

export function decodeInteger(node: DerNode): bigint {
  if (node.tag !== 0x02) throw new DerError('expected an INTEGER');
  return node.content.length ? BigInt('0x' + node.content.toString('hex')) : 0n;
}

export function decodeTime(node: DerNode): Date {
  const s = node.content.toString('latin1');
  if (node.tag === 0x17) {
    const yy = Number(s.slice(0, 2));
    const year = yy >= 50 ? 1900 + yy : 2000 + yy;
    return new Date(
      `${year}-${s.slice(2, 4)}-${s.slice(4, 6)}T${s.slice(6, 8)}:${s.slice(8, 10)}:${s.slice(10, 12)}Z`,
    );
  }
  if (node.tag === 0x18) {
    return new Date(
      `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(8, 10)}:${s.slice(10, 12)}:${s.slice(12, 14)}Z`,
    );
  }
  throw new DerError('expected a time');
}
