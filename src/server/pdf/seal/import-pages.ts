// Copies the pages of a small, complete PDF (the completion certificate) into a revision: each page
// and everything it references, renumbered after the document's objects, with the inherited page
// attributes made explicit so nothing is inherited from the document's own page tree.
import { PdfFile } from './pdf-file';
import { listPages } from './page-tree';
import { PdfStructureError } from './pdf-parser';
import { PdfDict, PdfRef, PdfStream, type PdfValue } from './pdf-objects';
import type { IncrementalUpdate } from './incremental-update';

export class AppendPdfError extends Error {}

/** Returns the new page references, in order, with /Parent set to `parent`. */
export function importPages(update: IncrementalUpdate, parent: PdfRef, source: Buffer): PdfRef[] {
  let src: PdfFile;
  let pages: ReturnType<typeof listPages>;
  try {
    src = new PdfFile(source);
    const root = src.resolveDict(src.trailer.get('Root'));
    const pagesRoot = root?.get('Pages');
    if (!(pagesRoot instanceof PdfRef)) throw new PdfStructureError('no page tree');
    pages = listPages(src, pagesRoot);
  } catch (err) {
    throw new AppendPdfError(`the PDF to append cannot be read: ${(err as Error).message}`, { cause: err });
  }
  if (!pages.length) throw new AppendPdfError('the PDF to append has no pages');

  const mapped = new Map<number, PdfRef>();
  const queue: PdfRef[] = [];
  const mapRef = (ref: PdfRef): PdfValue => {
    let target = mapped.get(ref.num);
    if (!target) {
      // Never drag in the source's catalog or page tree (outlines and the like may point there).
      const d = src.resolveDict(ref);
      const type = d?.nameOf('Type');
      if (type === 'Catalog' || type === 'Pages') return null;
      target = update.allocate();
      mapped.set(ref.num, target);
      queue.push(ref);
    }
    return target;
  };
  const copy = (value: PdfValue): PdfValue => {
    if (value instanceof PdfRef) return mapRef(value);
    if (Array.isArray(value)) return value.map(copy);
    if (value instanceof PdfDict) {
      const d = new PdfDict();
      for (const [k, v] of value.map) d.set(k, copy(v));
      return d;
    }
    if (value instanceof PdfStream) {
      const d = value.dict.clone();
      d.delete('Length');
      return new PdfStream(copy(d) as PdfDict, value.data);
    }
    return value;
  };

  const newPages = pages.map((p) => {
    const ref = update.allocate();
    mapped.set(p.ref.num, ref);
    return ref;
  });
  pages.forEach((p, i) => {
    const d = p.dict.clone();
    d.delete('Parent');
    d.delete('StructParents'); // the certificate's structure tree is not copied
    d.set('MediaBox', [...p.mediaBox]);
    d.set('CropBox', [...(p.hasCropBox ? p.cropBox : p.mediaBox)]);
    d.set('Rotate', p.rotate);
    d.set('Resources', p.resources ?? new PdfDict());
    const copied = copy(d) as PdfDict;
    copied.set('Parent', parent);
    update.set(newPages[i]!, copied);
  });
  while (queue.length) {
    const ref = queue.shift()!;
    update.set(mapped.get(ref.num)!, copy(src.resolve(ref)));
  }
  return newPages;
}
