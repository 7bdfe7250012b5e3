// Parses PDF objects from a byte buffer at a given offset. Used lazily: the engine parses only the
// objects it resolves, never the whole file.
import { PdfDict, PdfName, PdfRef, PdfStream, PdfString, type PdfValue } from './pdf-objects';

/** The file cannot be read as a PDF at this point; callers may fall back to a full rewrite. */
export class PdfStructureError extends Error {}

const WHITE = new Uint8Array(256);
for (const c of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) WHITE[c] = 1;
const DELIM = new Uint8Array(256);
for (const c of '()<>[]{}/%') DELIM[c.charCodeAt(0)] = 1;

export const isWhite = (c: number | undefined): boolean => c !== undefined && WHITE[c] === 1;
const isRegular = (c: number | undefined): boolean => c !== undefined && !WHITE[c] && !DELIM[c];
const isDigit = (c: number | undefined): boolean => c !== undefined && c >= 0x30 && c <= 0x39;

const MAX_DEPTH = 100;

/** Short tokens are built in JS: Buffer#toString crosses into C++ and dominates parsing time. */
function latin1(buf: Buffer, start: number, end: number): string {
  if (end - start > 32) return buf.toString('latin1', start, end);
  let s = '';
  for (let i = start; i < end; i++) s += String.fromCharCode(buf[i]!);
  return s;
}

export class PdfParser {
  pos: number;
  constructor(
    readonly buf: Buffer,
    pos = 0,
    readonly end = buf.length,
  ) {
    this.pos = pos;
  }

  fail(message: string): never {
    throw new PdfStructureError(`${message} at byte ${this.pos}`);
  }

  skipWhitespace(): void {
    const { buf, end } = this;
    while (this.pos < end) {
      const c = buf[this.pos]!;
      if (WHITE[c]) this.pos++;
      else if (c === 0x25 /* % */) {
        while (this.pos < end && buf[this.pos] !== 0x0a && buf[this.pos] !== 0x0d) this.pos++;
      } else break;
    }
  }

  /** Reads a run of regular characters (a keyword or number) without moving past delimiters. */
  readToken(): string {
    this.skipWhitespace();
    const start = this.pos;
    while (this.pos < this.end && isRegular(this.buf[this.pos])) this.pos++;
    return latin1(this.buf, start, this.pos);
  }

  peekKeyword(keyword: string): boolean {
    this.skipWhitespace();
    const end = this.pos + keyword.length;
    return (
      end <= this.end &&
      this.buf.toString('latin1', this.pos, end) === keyword &&
      (end === this.end || !isRegular(this.buf[end]))
    );
  }

  readInteger(): number {
    const t = this.readToken();
    if (!/^[+-]?\d+$/.test(t)) this.fail(`expected an integer, found "${t.slice(0, 20)}"`);
    return Number(t);
  }

  parseValue(depth = 0): PdfValue {
    if (depth > MAX_DEPTH) this.fail('objects nested too deeply');
    this.skipWhitespace();
    if (this.pos >= this.end) this.fail('unexpected end of data');
    const c = this.buf[this.pos]!;
    if (c === 0x2f /* / */) return this.parseName();
    if (c === 0x28 /* ( */) return this.parseLiteralString();
    if (c === 0x3c /* < */) {
      if (this.buf[this.pos + 1] === 0x3c) return this.parseDict(depth);
      return this.parseHexString();
    }
    if (c === 0x5b /* [ */) {
      this.pos++;
      const arr: PdfValue[] = [];
      for (;;) {
        this.skipWhitespace();
        if (this.pos >= this.end) this.fail('unterminated array');
        if (this.buf[this.pos] === 0x5d /* ] */) {
          this.pos++;
          return arr;
        }
        arr.push(this.parseValue(depth + 1));
      }
    }
    if (isDigit(c) || c === 0x2b || c === 0x2d || c === 0x2e) return this.parseNumberOrRef();
    const t = this.readToken();
    if (t === 'true') return true;
    if (t === 'false') return false;
    if (t === 'null') return null;
    return this.fail(`unexpected token "${t.slice(0, 20) || String.fromCharCode(c)}"`);
  }

  private parseNumberOrRef(): number | PdfRef {
    const { buf, end } = this;
    const start = this.pos;
    let i = start;
    let negative = false;
    if (buf[i] === 0x2b || buf[i] === 0x2d) negative = buf[i++] === 0x2d;
    let intPart = 0;
    let digits = 0;
    while (i < end && isDigit(buf[i])) {
      intPart = intPart * 10 + (buf[i++]! - 0x30);
      digits++;
    }
    let value = intPart;
    let isInteger = !negative && i > start;
    if (buf[i] === 0x2e /* . */) {
      isInteger = false;
      i++;
      let scale = 0.1;
      while (i < end && isDigit(buf[i])) {
        value += (buf[i++]! - 0x30) * scale;
        scale /= 10;
        digits++;
      }
    }
    if (i < end && isRegular(buf[i])) {
      // Malformed ("--5", "1.2.3", "4e3"): take the leading number, as readers do.
      const t = this.readToken();
      const m = /^[+-]*(\d*\.?\d*)/.exec(t);
      const n = Number(m?.[1] || 0);
      return Number.isNaN(n) ? 0 : n;
    }
    this.pos = i;
    if (digits === 0) return 0;
    if (!isInteger || digits > 15) return negative ? -value : value;
    // "n g R"?
    let j = i;
    while (j < end && WHITE[buf[j]!]) j++;
    if (!isDigit(buf[j])) return value;
    let gen = 0;
    while (j < end && isDigit(buf[j])) gen = gen * 10 + (buf[j++]! - 0x30);
    while (j < end && WHITE[buf[j]!]) j++;
    if (buf[j] === 0x52 /* R */ && !isRegular(buf[j + 1])) {
      this.pos = j + 1;
      return new PdfRef(value, gen);
    }
    return value;
  }

  /** Moves past one value without building it. */
  skipValue(depth = 0): void {
    if (depth > MAX_DEPTH) this.fail('objects nested too deeply');
    this.skipWhitespace();
    const { buf, end } = this;
    const c = buf[this.pos];
    if (c === undefined) this.fail('unexpected end of data');
    if (c === 0x2f) {
      this.pos++;
      while (this.pos < end && isRegular(buf[this.pos])) this.pos++;
    } else if (c === 0x28) {
      this.parseLiteralString();
    } else if (c === 0x3c && buf[this.pos + 1] === 0x3c) {
      this.pos += 2;
      for (;;) {
        this.skipWhitespace();
        if (this.pos >= end) this.fail('unterminated dictionary');
        if (buf[this.pos] === 0x3e && buf[this.pos + 1] === 0x3e) {
          this.pos += 2;
          return;
        }
        this.skipValue(depth + 1);
      }
    } else if (c === 0x3c) {
      const close = buf.indexOf(0x3e, this.pos);
      if (close < 0) this.fail('unterminated hex string');
      this.pos = close + 1;
    } else if (c === 0x5b) {
      this.pos++;
      for (;;) {
        this.skipWhitespace();
        if (this.pos >= end) this.fail('unterminated array');
        if (buf[this.pos] === 0x5d) {
          this.pos++;
          return;
        }
        this.skipValue(depth + 1);
      }
    } else if (isDigit(c) || c === 0x2b || c === 0x2d || c === 0x2e) {
      this.parseNumberOrRef();
    } else {
      this.readToken();
    }
  }

  /** A dictionary with only the `wanted` keys parsed (the page tree walk needs /Type, /Count, /Kids). */
  parseDictKeys(wanted: ReadonlySet<string>): PdfDict {
    this.skipWhitespace();
    if (this.buf[this.pos] !== 0x3c || this.buf[this.pos + 1] !== 0x3c) this.fail('expected a dictionary');
    this.pos += 2;
    const d = new PdfDict();
    for (;;) {
      this.skipWhitespace();
      if (this.pos >= this.end) this.fail('unterminated dictionary');
      if (this.buf[this.pos] === 0x3e && this.buf[this.pos + 1] === 0x3e) {
        this.pos += 2;
        return d;
      }
      if (this.buf[this.pos] !== 0x2f) this.fail('expected a name as dictionary key');
      const key = this.parseName().value;
      if (wanted.has(key)) d.set(key, this.parseValue(1));
      else this.skipValue(1);
    }
  }

  private parseName(): PdfName {
    this.pos++;
    const start = this.pos;
    while (this.pos < this.end && isRegular(this.buf[this.pos])) this.pos++;
    let raw = latin1(this.buf, start, this.pos);
    if (raw.includes('#')) {
      raw = raw.replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    }
    return PdfName.of(raw);
  }

  private parseLiteralString(): PdfString {
    const { buf, end } = this;
    this.pos++;
    const out: number[] = [];
    let depth = 1;
    while (this.pos < end) {
      const c = buf[this.pos++]!;
      if (c === 0x5c /* \ */) {
        const e = buf[this.pos++];
        if (e === undefined) break;
        switch (e) {
          case 0x6e: out.push(0x0a); break; // prettier-ignore
          case 0x72: out.push(0x0d); break; // prettier-ignore
          case 0x74: out.push(0x09); break; // prettier-ignore
          case 0x62: out.push(0x08); break; // prettier-ignore
          case 0x66: out.push(0x0c); break; // prettier-ignore
          case 0x0d:
            if (buf[this.pos] === 0x0a) this.pos++;
            break;
          case 0x0a:
            break;
          default:
            if (e >= 0x30 && e <= 0x37) {
              let v = e - 0x30;
              for (let k = 0; k < 2 && buf[this.pos]! >= 0x30 && buf[this.pos]! <= 0x37; k++) {
                v = v * 8 + (buf[this.pos++]! - 0x30);
              }
              out.push(v & 0xff);
            } else out.push(e);
        }
      } else if (c === 0x28) {
        depth++;
        out.push(c);
      } else if (c === 0x29) {
        if (--depth === 0) return new PdfString(Buffer.from(out));
        out.push(c);
      } else if (c === 0x0d) {
        // An unescaped end-of-line in a literal string reads as a single LF.
        if (buf[this.pos] === 0x0a) this.pos++;
        out.push(0x0a);
      } else out.push(c);
    }
    return this.fail('unterminated string');
  }

  private parseHexString(): PdfString {
    const close = this.buf.indexOf(0x3e /* > */, this.pos);
    if (close < 0 || close > this.end) this.fail('unterminated hex string');
    let hex = this.buf.toString('latin1', this.pos + 1, close).replace(/[^0-9a-fA-F]/g, '');
    if (hex.length % 2) hex += '0';
    this.pos = close + 1;
    return new PdfString(Buffer.from(hex, 'hex'), true);
  }

  private parseDict(depth: number): PdfDict {
    this.pos += 2;
    const d = new PdfDict();
    for (;;) {
      this.skipWhitespace();
      if (this.pos >= this.end) this.fail('unterminated dictionary');
      const c = this.buf[this.pos];
      if (c === 0x3e /* > */ && this.buf[this.pos + 1] === 0x3e) {
        this.pos += 2;
        return d;
      }
      if (c !== 0x2f) this.fail('expected a name as dictionary key');
      const key = this.parseName().value;
      this.skipWhitespace();
      // A key with no value before ">>" (seen in broken files) reads as null.
      if (this.buf[this.pos] === 0x3e && this.buf[this.pos + 1] === 0x3e) {
        d.set(key, null);
        continue;
      }
      d.set(key, this.parseValue(depth + 1));
    }
  }
}

export interface IndirectObject {
  num: number;
  gen: number;
  value: PdfValue;
  /** Byte offset just after the object (after endobj when present). */
  end: number;
}

/**
 * Parses "num gen obj … endobj" at `offset`. `resolveLength` resolves an indirect stream /Length;
 * when the length is missing or wrong, the stream runs to the next "endstream".
 */
export function parseIndirectObject(
  buf: Buffer,
  offset: number,
  resolveLength: (ref: PdfRef) => number | undefined,
): IndirectObject {
  const p = new PdfParser(buf, offset);
  const num = p.readInteger();
  const gen = p.readInteger();
  if (p.readToken() !== 'obj') p.fail(`expected "obj" for object ${num}`);
  const value = p.parseValue();
  if (value instanceof PdfDict && p.peekKeyword('stream')) {
    p.pos += 6;
    if (buf[p.pos] === 0x0d) p.pos++;
    if (buf[p.pos] === 0x0a) p.pos++;
    const start = p.pos;
    let length: number | undefined;
    const l = value.get('Length');
    if (typeof l === 'number') length = l;
    else if (l instanceof PdfRef) length = resolveLength(l);
    let end = -1;
    if (length !== undefined && length >= 0 && start + length <= buf.length) {
      const q = new PdfParser(buf, start + length);
      if (q.peekKeyword('endstream')) end = start + length;
    }
    if (end < 0) {
      const found = buf.indexOf('endstream', start, 'latin1');
      if (found < 0) p.fail('stream without endstream');
      end = found;
      if (buf[end - 1] === 0x0a) end--;
      if (buf[end - 1] === 0x0d) end--;
    }
    const stream = new PdfStream(value, buf.subarray(start, end));
    const after = new PdfParser(buf, end);
    after.skipWhitespace();
    after.pos += 9; // endstream
    if (after.peekKeyword('endobj')) after.pos += 6;
    return { num, gen, value: stream, end: after.pos };
  }
  if (p.peekKeyword('endobj')) p.pos += 6;
  return { num, gen, value, end: p.pos };
}
