// Collects the objects one revision adds or replaces and writes them after the original bytes with
// a cross-reference section chained to the previous one by /Prev: a classic table after a classic
// table, an xref stream after an xref stream (hybrid and compressed files stay readable by every
// reader that could read them before).
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { PdfFile } from './pdf-file';
import {
  ByteSink,
  PdfDict,
  PdfRef,
  PdfStream,
  PdfString,
  name,
  writeValue,
  type PdfValue,
} from './pdf-objects';

export class IncrementalUpdate {
  private readonly objects = new Map<number, { ref: PdfRef; value: PdfValue }>();
  private nextNum: number;

  constructor(readonly file: PdfFile) {
    this.nextNum = file.size;
  }

  allocate(): PdfRef {
    return new PdfRef(this.nextNum++, 0);
  }

  add(value: PdfValue): PdfRef {
    const ref = this.allocate();
    this.set(ref, value);
    return ref;
  }

  set(ref: PdfRef, value: PdfValue): void {
    this.objects.set(ref.num, { ref, value });
  }

  /** The current value of an object: this revision's version if it has one, else the file's. */
  resolve(value: PdfValue | undefined): PdfValue {
    if (value instanceof PdfRef) {
      const own = this.objects.get(value.num);
      if (own) return own.value;
    }
    return this.file.resolve(value);
  }

  /**
   * A dictionary object to change in this revision: the first call copies the file's version (with
   * the generation the xref gives it) and later calls return the same copy.
   */
  edit(ref: PdfRef): PdfDict {
    const own = this.objects.get(ref.num);
    if (own) {
      if (own.value instanceof PdfDict) return own.value;
      throw new Error(`object ${ref.num} is not a dictionary`);
    }
    const current = this.file.resolve(ref);
    const copy = current instanceof PdfDict ? current.clone() : new PdfDict();
    this.objects.set(ref.num, { ref: new PdfRef(ref.num, this.file.generationOf(ref.num)), value: copy });
    return copy;
  }

  /**
   * The bytes to append to `original` (which must be the file this update was made for).
   * `marks` gives the positions, within those bytes, of PdfRaw values written with an id.
   */
  serialize(original: Buffer): { bytes: Buffer; marks: Map<string, { offset: number; length: number }> } {
    const base = original.length;
    const sink = new ByteSink();
    const last = original[original.length - 1];
    if (last !== 0x0a && last !== 0x0d) sink.write('\n');
    const offsets = new Map<number, { offset: number; gen: number }>();
    const sorted = [...this.objects.values()].sort((a, b) => a.ref.num - b.ref.num);
    for (const { ref, value } of sorted) {
      offsets.set(ref.num, { offset: base + sink.length, gen: ref.gen });
      sink.write(`${ref.num} ${ref.gen} obj\n`);
      writeValue(sink, value);
      sink.write('\nendobj\n');
    }
    const trailer = this.trailerEntries();
    if (this.file.xrefKind === 'stream') {
      const xrefRef = this.allocate();
      const xrefOffset = base + sink.length;
      offsets.set(xrefRef.num, { offset: xrefOffset, gen: 0 });
      const nums = [...offsets.keys()].sort((a, b) => a - b);
      const maxOffset = Math.max(...[...offsets.values()].map((o) => o.offset));
      const offWidth = Math.max(4, Math.ceil(Math.log2(maxOffset + 1) / 8));
      const row = 1 + offWidth + 2;
      const data = Buffer.alloc(nums.length * row);
      nums.forEach((num, i) => {
        const { offset, gen } = offsets.get(num)!;
        data[i * row] = 1;
        data.writeUIntBE(offset, i * row + 1, offWidth);
        data.writeUInt16BE(gen, i * row + 1 + offWidth);
      });
      const d = new PdfDict([
        ['Type', name('XRef')],
        ['Size', this.nextNum],
        ['Index', runs(nums).flat()],
        ['W', [1, offWidth, 2]],
        ...trailer,
        ['Filter', name('FlateDecode')],
      ]);
      sink.write(`${xrefRef.num} 0 obj\n`);
      writeValue(sink, new PdfStream(d, zlib.deflateSync(data)));
      sink.write(`\nendobj\nstartxref\n${xrefOffset}\n%%EOF\n`);
    } else {
      const xrefOffset = base + sink.length;
      const nums = [...offsets.keys()].sort((a, b) => a - b);
      let table = 'xref\n';
      for (const [first, count] of runs(nums)) {
        table += `${first} ${count}\n`;
        for (let n = first; n < first + count; n++) {
          const { offset, gen } = offsets.get(n)!;
          table += `${String(offset).padStart(10, '0')} ${String(gen).padStart(5, '0')} n\r\n`;
        }
      }
      sink.write(table);
      sink.write('trailer\n');
      writeValue(sink, new PdfDict([['Size', this.nextNum], ...trailer]));
      sink.write(`\nstartxref\n${xrefOffset}\n%%EOF\n`);
    }
    return { bytes: sink.toBuffer(), marks: sink.marks };
  }

  private trailerEntries(): [string, PdfValue][] {
    const t = this.file.trailer;
    const entries: [string, PdfValue][] = [['Root', t.get('Root')!]];
    const info = t.get('Info');
    if (info instanceof PdfRef) entries.push(['Info', info]);
    // The first ID identifies the document for good; the second changes with every revision.
    const id = t.get('ID');
    const fresh = new PdfString(crypto.randomBytes(16), true);
    const first = Array.isArray(id) && id[0] instanceof PdfString ? id[0] : fresh;
    entries.push(['ID', [new PdfString(first.bytes, true), fresh]]);
    entries.push(['Prev', this.file.startxref]);
    return entries;
  }
}

/** [first, count] runs of consecutive numbers. */
function runs(sorted: number[]): [number, number][] {
  const out: [number, number][] = [];
  for (const n of sorted) {
    const last = out[out.length - 1];
    if (last && last[0] + last[1] === n) last[1]++;
    else out.push([n, 1]);
  }
  return out;
}
