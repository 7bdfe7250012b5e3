// The PDF object model of the sealing engine, and its serialiser. Deliberately small: values are
// parsed on demand from the original bytes and written back only for the objects a revision changes.

export class PdfName {
  /** `value` is the decoded name (latin1 bytes), without the slash. */
  constructor(readonly value: string) {}
  static of(value: string): PdfName {
    return new PdfName(value);
  }
}

export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
  equals(other: PdfRef): boolean {
    return this.num === other.num && this.gen === other.gen;
  }
}

export class PdfString {
  constructor(
    readonly bytes: Buffer,
    readonly hex = false,
  ) {}
}

/** Bytes written verbatim (signature placeholders). `id` lets the writer report where they landed. */
export class PdfRaw {
  constructor(
    readonly bytes: Buffer,
    readonly id?: string,
  ) {}
}

export class PdfDict {
  readonly map: Map<string, PdfValue>;
  constructor(entries?: Iterable<[string, PdfValue]>) {
    this.map = new Map(entries);
  }
  get(key: string): PdfValue | undefined {
    return this.map.get(key);
  }
  set(key: string, value: PdfValue): this {
    this.map.set(key, value);
    return this;
  }
  has(key: string): boolean {
    return this.map.has(key);
  }
  delete(key: string): void {
    this.map.delete(key);
  }
  /** A shallow copy: nested direct values are shared, so replace them rather than mutate them. */
  clone(): PdfDict {
    return new PdfDict(this.map);
  }
  nameOf(key: string): string | undefined {
    const v = this.map.get(key);
    return v instanceof PdfName ? v.value : undefined;
  }
}

export class PdfStream {
  /** `data` is the encoded stream body; /Length is rewritten from it when serialised. */
  constructor(
    readonly dict: PdfDict,
    readonly data: Buffer,
  ) {}
}

export type PdfValue =
  null | boolean | number | PdfName | PdfString | PdfRef | PdfDict | PdfStream | PdfRaw | PdfValue[];

export const name = (value: string): PdfName => PdfName.of(value);

export function dict(entries: Record<string, PdfValue | undefined>): PdfDict {
  const d = new PdfDict();
  for (const [k, v] of Object.entries(entries)) if (v !== undefined) d.set(k, v);
  return d;
}

/** A PDF text string: printable ASCII as a literal, anything else UTF-16BE with a BOM (hex). */
export function textString(text: string): PdfString {
  if (/^[\x20-\x7e]*$/.test(text)) return new PdfString(Buffer.from(text, 'latin1'));
  const utf16 = Buffer.from(text, 'utf16le').swap16();
  return new PdfString(Buffer.concat([Buffer.from([0xfe, 0xff]), utf16]), true);
}

/** Decodes a PDF text string (UTF-16BE with BOM, UTF-8 with BOM, or PDFDocEncoding ≈ latin1). */
export function decodeTextString(s: PdfString): string {
  const b = s.bytes;
  if (b.length >= 2 && b[0] === 0xfe && b[1] === 0xff)
    return Buffer.from(b.subarray(2)).swap16().toString('utf16le');
  if (b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return b.subarray(3).toString('utf8');
  return b.toString('latin1');
}

/** D:YYYYMMDDHHmmSS+00'00' in UTC. */
export function pdfDate(date: Date): PdfString {
  const iso = date.toISOString();
  const digits = iso.slice(0, 19).replace(/[-T:]/g, '');
  return new PdfString(Buffer.from(`D:${digits}+00'00'`, 'latin1'));
}

// ── Serialisation ───────────────────────────────────────────────────────────────────────────────

/** Collects output as latin1 text and buffers; remembers where PdfRaw values with an id landed. */
export class ByteSink {
  private readonly parts: Buffer[] = [];
  private text = '';
  private flushed = 0;
  readonly marks = new Map<string, { offset: number; length: number }>();

  get length(): number {
    return this.flushed + this.text.length;
  }
  write(s: string): void {
    this.text += s;
  }
  writeBytes(b: Buffer): void {
    this.flush();
    this.parts.push(b);
    this.flushed += b.length;
  }
  mark(id: string, length: number): void {
    this.marks.set(id, { offset: this.length, length });
  }
  private flush(): void {
    if (this.text) {
      this.parts.push(Buffer.from(this.text, 'latin1'));
      this.flushed += this.text.length;
      this.text = '';
    }
  }
  toBuffer(): Buffer {
    this.flush();
    return Buffer.concat(this.parts);
  }
}

export function formatNumber(n: number): string {
  if (Number.isInteger(n)) return String(n);
  if (!Number.isFinite(n)) return '0';
  const s = n.toFixed(10).replace(/0+$/, '').replace(/\.$/, '');
  return s === '-0' ? '0' : s;
}

const NAME_REGULAR = /^[!-~]$/;
const NAME_ESCAPE = new Set(['#', '/', '(', ')', '<', '>', '[', ']', '{', '}', '%']);

function formatName(value: string): string {
  let out = '/';
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (NAME_REGULAR.test(ch) && !NAME_ESCAPE.has(ch)) out += ch;
    else out += '#' + (code & 0xff).toString(16).padStart(2, '0');
  }
  return out;
}

function formatLiteralString(bytes: Buffer): string {
  let out = '(';
  for (const b of bytes) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) out += '\\' + String.fromCharCode(b);
    else if (b === 0x0d) out += '\\r';
    else if (b === 0x0a) out += '\\n';
    else out += String.fromCharCode(b);
  }
  return out + ')';
}

export function writeValue(sink: ByteSink, value: PdfValue): void {
  if (value === null) sink.write('null');
  else if (typeof value === 'boolean') sink.write(value ? 'true' : 'false');
  else if (typeof value === 'number') sink.write(formatNumber(value));
  else if (value instanceof PdfName) sink.write(formatName(value.value));
  else if (value instanceof PdfRef) sink.write(`${value.num} ${value.gen} R`);
  else if (value instanceof PdfString) {
    sink.write(value.hex ? `<${value.bytes.toString('hex')}>` : formatLiteralString(value.bytes));
  } else if (value instanceof PdfRaw) {
    if (value.id) sink.mark(value.id, value.bytes.length);
    sink.writeBytes(value.bytes);
  } else if (Array.isArray(value)) {
    sink.write('[');
    value.forEach((v, i) => {
      if (i) sink.write(' ');
      writeValue(sink, v);
    });
    sink.write(']');
  } else if (value instanceof PdfDict) {
    sink.write('<<');
    for (const [k, v] of value.map) {
      sink.write(formatName(k));
      sink.write(' ');
      writeValue(sink, v);
    }
    sink.write('>>');
  } else if (value instanceof PdfStream) {
    const d = value.dict.clone();
    d.set('Length', value.data.length);
    writeValue(sink, d);
    sink.write('\nstream\n');
    sink.writeBytes(value.data);
    sink.write('\nendstream');
  }
}
