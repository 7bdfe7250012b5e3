// Random access to the objects of an existing PDF through its cross-reference chain, read from the
// end of the file. Nothing is parsed until it is asked for: a lookup in a classic xref table reads
// one 20-byte entry, an object in an object stream inflates only that object stream.
import zlib from 'node:zlib';
import { PdfParser, PdfStructureError, parseIndirectObject } from './pdf-parser';
import { PdfDict, PdfName, PdfRef, PdfStream, type PdfValue } from './pdf-objects';

export type XrefEntry =
  { type: 0 } | { type: 1; offset: number; gen: number } | { type: 2; stream: number; index: number };

interface XrefSection {
  /** undefined: this section says nothing about the object; look in older sections. */
  lookup(num: number): XrefEntry | undefined;
  /** One past the highest object number the section lists. */
  readonly end: number;
}

class TableSection implements XrefSection {
  constructor(
    private readonly buf: Buffer,
    private readonly subsections: { first: number; count: number; pos: number; stride: number }[],
  ) {}
  get end(): number {
    return Math.max(0, ...this.subsections.map((s) => s.first + s.count));
  }
  lookup(num: number): XrefEntry | undefined {
    // Later subsections win when they overlap, as in readers.
    for (let i = this.subsections.length - 1; i >= 0; i--) {
      const s = this.subsections[i]!;
      if (num < s.first || num >= s.first + s.count) continue;
      const at = s.pos + (num - s.first) * s.stride;
      const line = this.buf.toString('latin1', at, at + 18);
      const m = /^(\d{10}) (\d{5}) ([nf])/.exec(line);
      if (!m) throw new PdfStructureError(`malformed xref entry for object ${num} at byte ${at}`);
      if (m[3] === 'f') return { type: 0 };
      return { type: 1, offset: Number(m[1]), gen: Number(m[2]) };
    }
    return undefined;
  }
}

class StreamSection implements XrefSection {
  constructor(
    private readonly data: Buffer,
    private readonly widths: [number, number, number],
    private readonly index: number[],
  ) {}
  get end(): number {
    let end = 0;
    for (let i = 0; i + 1 < this.index.length; i += 2)
      end = Math.max(end, this.index[i]! + this.index[i + 1]!);
    return end;
  }
  lookup(num: number): XrefEntry | undefined {
    const [w0, w1, w2] = this.widths;
    const row = w0 + w1 + w2;
    let base = 0;
    for (let i = 0; i + 1 < this.index.length; i += 2) {
      const first = this.index[i]!;
      const count = this.index[i + 1]!;
      if (num >= first && num < first + count) {
        const at = (base + num - first) * row;
        if (at + row > this.data.length) return undefined;
        const field = (off: number, w: number) => {
          let v = 0;
          for (let k = 0; k < w; k++) v = v * 256 + this.data[at + off + k]!;
          return v;
        };
        const type = w0 ? field(0, w0) : 1;
        const f1 = field(w0, w1);
        const f2 = field(w0 + w1, w2);
        if (type === 0) return { type: 0 };
        if (type === 1) return { type: 1, offset: f1, gen: f2 };
        if (type === 2) return { type: 2, stream: f1, index: f2 };
        return undefined; // unknown types are to be ignored
      }
      base += count;
    }
    return undefined;
  }
}

export class PdfFile {
  /** The newest trailer (for an xref stream, its dictionary). */
  readonly trailer: PdfDict;
  /** Offset of the newest cross-reference section (the value after the last startxref). */
  readonly startxref: number;
  /** What the newest section is: a classic table (possibly with /XRefStm) or an xref stream. */
  readonly xrefKind: 'table' | 'stream';
  private readonly sections: XrefSection[] = [];
  private readonly cache = new Map<number, PdfValue>();
  private readonly objectStreams = new Map<number, { data: Buffer; offsets: Map<number, number> }>();

  constructor(readonly buf: Buffer) {
    this.startxref = findStartxref(buf);
    const first = this.readSection(this.startxref);
    this.trailer = first.trailer;
    this.xrefKind = first.kind;
    const seen = new Set<number>([this.startxref]);
    let prev = first.prev;
    while (prev !== undefined) {
      if (seen.has(prev) || seen.size > 10_000) throw new PdfStructureError('xref /Prev loop');
      seen.add(prev);
      prev = this.readSection(prev).prev;
    }
    if (!(this.trailer.get('Root') instanceof PdfRef)) throw new PdfStructureError('trailer without /Root');
  }

  /** The first free object number: the trailer's /Size, or more if a section lists higher numbers. */
  get size(): number {
    const s = this.trailer.get('Size');
    if (typeof s !== 'number' || s < 1) throw new PdfStructureError('trailer without /Size');
    return Math.max(s, ...this.sections.map((x) => x.end));
  }

  private readSection(offset: number): { trailer: PdfDict; prev?: number; kind: 'table' | 'stream' } {
    if (offset < 0 || offset >= this.buf.length)
      throw new PdfStructureError(`xref offset ${offset} out of range`);
    const p = new PdfParser(this.buf, offset);
    if (p.peekKeyword('xref')) return this.readTable(p);
    const obj = parseIndirectObject(this.buf, offset, (ref) => this.resolveLength(ref));
    if (!(obj.value instanceof PdfStream) || obj.value.dict.nameOf('Type') !== 'XRef') {
      throw new PdfStructureError(`no xref section at byte ${offset}`);
    }
    this.addStreamSection(obj.value);
    const prev = obj.value.dict.get('Prev');
    return { trailer: obj.value.dict, prev: typeof prev === 'number' ? prev : undefined, kind: 'stream' };
  }

  private readTable(p: PdfParser): { trailer: PdfDict; prev?: number; kind: 'table' } {
    p.pos += 4;
    const subsections: { first: number; count: number; pos: number; stride: number }[] = [];
    for (;;) {
      if (p.peekKeyword('trailer')) break;
      const first = p.readInteger();
      const count = p.readInteger();
      // Entries are 20 bytes; tolerate writers that used a one-byte end of line (19) or three (21).
      while (p.buf[p.pos] === 0x20) p.pos++;
      if (p.buf[p.pos] === 0x0d) p.pos++;
      if (p.buf[p.pos] === 0x0a) p.pos++;
      const pos = p.pos;
      let stride = 20;
      if (count > 0) {
        let e = pos + 18;
        while (e < p.buf.length && (p.buf[e] === 0x20 || p.buf[e] === 0x0d || p.buf[e] === 0x0a)) e++;
        stride = e - pos;
        if (
          !/^\d{10} \d{5} [nf]/.test(p.buf.toString('latin1', pos, pos + 18)) ||
          stride < 19 ||
          stride > 21
        ) {
          throw new PdfStructureError(`malformed xref subsection at byte ${pos}`);
        }
      }
      subsections.push({ first, count, pos, stride });
      p.pos = pos + count * stride;
      if (p.pos > p.buf.length) throw new PdfStructureError('xref table runs past the end of the file');
    }
    p.pos += 7;
    const trailer = p.parseValue();
    if (!(trailer instanceof PdfDict)) throw new PdfStructureError('trailer is not a dictionary');
    this.sections.push(new TableSection(p.buf, subsections));
    // Hybrid files: the table's entries first, then the xref stream's, then the /Prev chain.
    const xrefStm = trailer.get('XRefStm');
    if (typeof xrefStm === 'number') {
      try {
        const obj = parseIndirectObject(this.buf, xrefStm, (ref) => this.resolveLength(ref));
        if (obj.value instanceof PdfStream) this.addStreamSection(obj.value);
      } catch {
        // A broken hybrid stream is ignored by pre-1.5 readers too; the table still stands.
      }
    }
    const prev = trailer.get('Prev');
    return { trailer, prev: typeof prev === 'number' ? prev : undefined, kind: 'table' };
  }

  private addStreamSection(stream: PdfStream): void {
    const d = stream.dict;
    const w = d.get('W');
    if (!Array.isArray(w) || w.length < 3 || !w.every((x) => typeof x === 'number')) {
      throw new PdfStructureError('xref stream without /W');
    }
    const size = d.get('Size');
    const index = d.get('Index');
    const idx = Array.isArray(index) ? (index as number[]) : [0, typeof size === 'number' ? size : 0];
    this.sections.push(new StreamSection(decodeStream(stream), w as [number, number, number], idx));
  }

  private resolveLength(ref: PdfRef): number | undefined {
    try {
      const v = this.resolve(ref);
      return typeof v === 'number' ? v : undefined;
    } catch {
      return undefined;
    }
  }

  entry(num: number): XrefEntry | undefined {
    for (const s of this.sections) {
      const e = s.lookup(num);
      if (e) return e;
    }
    return undefined;
  }

  /** The generation an update must use to replace object `num`. */
  generationOf(num: number): number {
    const e = this.entry(num);
    return e?.type === 1 ? e.gen : 0;
  }

  /** Follows a reference (or returns a direct value as is). Free or missing objects are null. */
  resolve(value: PdfValue | undefined): PdfValue {
    if (value === undefined) return null;
    if (!(value instanceof PdfRef)) return value;
    const cached = this.cache.get(value.num);
    if (cached !== undefined) return cached;
    const e = this.entry(value.num);
    let result: PdfValue = null;
    if (e?.type === 1) {
      this.cache.set(value.num, null); // breaks /Length reference cycles
      const obj = parseIndirectObject(this.buf, e.offset, (ref) => this.resolveLength(ref));
      if (obj.num !== value.num) {
        throw new PdfStructureError(`xref points object ${value.num} at byte ${e.offset}, found ${obj.num}`);
      }
      result = obj.value;
    } else if (e?.type === 2) {
      result = this.fromObjectStream(value.num, e.stream);
    }
    this.cache.set(value.num, result);
    return result;
  }

  resolveDict(value: PdfValue | undefined): PdfDict | undefined {
    const v = this.resolve(value);
    if (v instanceof PdfDict) return v;
    if (v instanceof PdfStream) return v.dict;
    return undefined;
  }

  /**
   * Only some keys of a dictionary object, without building the rest (a page's resources, say).
   * A full parse already cached is used as is.
   */
  resolveDictKeys(ref: PdfRef, keys: ReadonlySet<string>): PdfDict | undefined {
    const cached = this.cache.get(ref.num);
    if (cached !== undefined) return cached instanceof PdfDict ? cached : undefined;
    const e = this.entry(ref.num);
    try {
      if (e?.type === 1) {
        const p = new PdfParser(this.buf, e.offset);
        if (p.readInteger() !== ref.num) return this.resolveDict(ref);
        p.readInteger();
        if (p.readToken() !== 'obj') return this.resolveDict(ref);
        return p.parseDictKeys(keys);
      }
      if (e?.type === 2) {
        const os = this.loadObjectStream(e.stream);
        const at = os.offsets.get(ref.num);
        return at === undefined ? undefined : new PdfParser(os.data, at).parseDictKeys(keys);
      }
    } catch {
      return this.resolveDict(ref);
    }
    return undefined;
  }

  private loadObjectStream(streamNum: number): { data: Buffer; offsets: Map<number, number> } {
    let os = this.objectStreams.get(streamNum);
    if (!os) {
      const stream = this.resolve(new PdfRef(streamNum, 0));
      if (!(stream instanceof PdfStream))
        throw new PdfStructureError(`object stream ${streamNum} is missing`);
      const data = decodeStream(stream);
      const n = stream.dict.get('N');
      const first = stream.dict.get('First');
      if (typeof n !== 'number' || typeof first !== 'number') {
        throw new PdfStructureError(`object stream ${streamNum} without /N or /First`);
      }
      const header = new PdfParser(data, 0, first);
      const offsets = new Map<number, number>();
      for (let i = 0; i < n; i++) {
        const objNum = header.readInteger();
        const off = header.readInteger();
        if (!offsets.has(objNum)) offsets.set(objNum, first + off);
      }
      os = { data, offsets };
      this.objectStreams.set(streamNum, os);
    }
    return os;
  }

  private fromObjectStream(num: number, streamNum: number): PdfValue {
    const os = this.loadObjectStream(streamNum);
    const at = os.offsets.get(num);
    if (at === undefined) return null;
    return new PdfParser(os.data, at).parseValue();
  }
}

function findStartxref(buf: Buffer): number {
  const tailStart = Math.max(0, buf.length - 4096);
  const at = buf.lastIndexOf('startxref', buf.length, 'latin1');
  if (at < tailStart) throw new PdfStructureError('no startxref near the end of the file');
  const p = new PdfParser(buf, at + 9);
  return p.readInteger();
}

/** Decodes FlateDecode streams (with PNG/TIFF-less predictors); other filters are not needed here. */
export function decodeStream(stream: PdfStream): Buffer {
  const filter = stream.dict.get('Filter');
  const filters = (Array.isArray(filter) ? filter : filter ? [filter] : []).map((f) =>
    f instanceof PdfName ? f.value : '',
  );
  if (filters.length === 0) return stream.data;
  if (filters.length > 1 || (filters[0] !== 'FlateDecode' && filters[0] !== 'Fl')) {
    throw new PdfStructureError(`unsupported stream filter ${filters.join(', ')}`);
  }
  let data: Buffer;
  try {
    data = zlib.inflateSync(stream.data, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
  } catch (err) {
    throw new PdfStructureError(`corrupt Flate stream: ${(err as Error).message}`);
  }
  const parmsValue = stream.dict.get('DecodeParms') ?? stream.dict.get('DP');
  const parms = Array.isArray(parmsValue) ? parmsValue[0] : parmsValue;
  if (parms instanceof PdfDict) {
    const predictor = parms.get('Predictor');
    if (typeof predictor === 'number' && predictor >= 10) {
      const colors = (parms.get('Colors') as number | undefined) ?? 1;
      const bpc = (parms.get('BitsPerComponent') as number | undefined) ?? 8;
      const columns = (parms.get('Columns') as number | undefined) ?? 1;
      return undoPngPredictor(
        data,
        Math.ceil((colors * bpc * columns) / 8),
        Math.max(1, Math.ceil((colors * bpc) / 8)),
      );
    }
    if (predictor === 2) throw new PdfStructureError('TIFF predictor is not supported');
  }
  return data;
}

export function undoPngPredictor(data: Buffer, rowLength: number, bpp: number): Buffer {
  const rows = Math.floor(data.length / (rowLength + 1));
  const out = Buffer.alloc(rows * rowLength);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (rowLength + 1)]!;
    const src = r * (rowLength + 1) + 1;
    const dst = r * rowLength;
    const up = dst - rowLength;
    for (let i = 0; i < rowLength; i++) {
      const raw = data[src + i]!;
      const a = i >= bpp ? out[dst + i - bpp]! : 0;
      const b = r > 0 ? out[up + i]! : 0;
      const c = r > 0 && i >= bpp ? out[up + i - bpp]! : 0;
      let v: number;
      switch (type) {
        case 0: v = raw; break; // prettier-ignore
        case 1: v = raw + a; break; // prettier-ignore
        case 2: v = raw + b; break; // prettier-ignore
        case 3: v = raw + ((a + b) >> 1); break; // prettier-ignore
        case 4: {
          const p = a + b - c;
          const pa = Math.abs(p - a);
          const pb = Math.abs(p - b);
          const pc = Math.abs(p - c);
          v = raw + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
          break;
        }
        default:
          throw new PdfStructureError(`bad PNG predictor row type ${type}`);
      }
      out[dst + i] = v & 0xff;
    }
  }
  return out;
}
