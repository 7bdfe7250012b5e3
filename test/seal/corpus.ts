// The PDFs the seal tests sign, made here with pdf-lib (and by hand where pdf-lib cannot): classic
// xref, object streams, rotated and cropped pages, inherited page attributes, an earlier incremental
// update, a scanned-image page and a longer text document. Built once per test file.
import { PDFArray, PDFDocument, PDFName, PDFNumber, StandardFonts, degrees, type PDFDict } from 'pdf-lib';
import sharp from 'sharp';
import { imageToPdf } from '../../src/server/pdf/convert-to-pdf';

export interface CorpusFile {
  name: string;
  bytes: Buffer;
  pages: number;
}

async function textPdf(
  pages: number,
  opts: { useObjectStreams: boolean; rotate?: number[]; title?: string },
) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  if (opts.title) doc.setTitle(opts.title);
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage([612, 792]);
    for (let line = 0; line < 40; line++) {
      page.drawText(`Page ${i + 1}, line ${line + 1}: the quick brown fox jumps over the lazy dog.`, {
        x: 40,
        y: 750 - line * 18,
        size: 11,
        font,
      });
    }
    const r = opts.rotate?.[i];
    if (r) page.setRotation(degrees(r));
  }
  return Buffer.from(await doc.save({ useObjectStreams: opts.useObjectStreams }));
}

/** Crop boxes with offsets, and a media box whose origin is not 0,0. */
async function croppedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const a = doc.addPage([612, 792]);
  a.drawText('Cropped page', { x: 100, y: 600, size: 20, font });
  a.setCropBox(40, 60, 520, 680);
  const b = doc.addPage([612, 792]);
  b.setMediaBox(100, 200, 500, 600);
  b.setCropBox(150, 250, 400, 500);
  b.setRotation(degrees(90));
  b.drawText('Offset media box', { x: 160, y: 300, size: 14, font });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/**
 * A two-level page tree whose intermediate node carries MediaBox, Rotate and Resources for its
 * pages, a page with /Contents as an array, and one with indirect /Resources.
 */
async function inheritedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const pages = [0, 1, 2].map((i) => {
    const p = doc.addPage([612, 792]);
    p.drawText(`Inherited ${i + 1}`, { x: 60, y: 700, size: 18, font });
    p.drawText(`second stream ${i + 1}`, { x: 60, y: 650, size: 12, font });
    return p;
  });
  const ctx = doc.context;
  const root = doc.catalog.lookup(PDFName.of('Pages')) as PDFDict;
  const rootRef = doc.catalog.get(PDFName.of('Pages'));
  // Pages 2 and 3 move under an intermediate node that sets /Rotate 90 and a smaller MediaBox.
  const mid = ctx.obj({
    Type: 'Pages',
    Kids: [],
    Count: 2,
    Rotate: 90,
    MediaBox: [0, 0, 500, 700],
  }) as PDFDict;
  const midRef = ctx.register(mid);
  const shared = pages[1]!.node.Resources()!;
  mid.set(PDFName.of('Resources'), shared);
  for (const p of pages.slice(1)) {
    p.node.set(PDFName.of('Parent'), midRef);
    p.node.delete(PDFName.of('MediaBox'));
    p.node.delete(PDFName.of('Resources'));
    (mid.get(PDFName.of('Kids')) as PDFArray).push(ctx.getObjectRef(p.node)!);
  }
  root.set(PDFName.of('Kids'), ctx.obj([ctx.getObjectRef(pages[0]!.node)!, midRef]));
  root.set(PDFName.of('Count'), PDFNumber.of(3));
  void rootRef;
  // Page 1: indirect Resources.
  const res = pages[0]!.node.Resources()!;
  pages[0]!.node.set(PDFName.of('Resources'), ctx.register(res));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** A classic-xref PDF followed by a hand-written incremental update that retitles it. */
async function alreadyUpdatedPdf(): Promise<Buffer> {
  const base = await textPdf(2, { useObjectStreams: false, title: 'Before' });
  const text = base.toString('latin1');
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)![1]);
  const size = Number(/\/Size (\d+)/.exec(text.slice(text.lastIndexOf('trailer')))![1]);
  const root = /\/Root (\d+ \d+ R)/.exec(text.slice(text.lastIndexOf('trailer')))![1];
  const info = /\/Info (\d+ \d+ R)/.exec(text.slice(text.lastIndexOf('trailer')))![1];
  const infoNum = Number(info!.split(' ')[0]);
  const objOffset = base.length;
  const obj = `${infoNum} 0 obj\n<< /Title (After an earlier update) /Producer (hand) >>\nendobj\n`;
  const xrefOffset = objOffset + obj.length;
  const xref =
    `xref\n${infoNum} 1\n${String(objOffset).padStart(10, '0')} 00000 n\r\n` +
    `trailer\n<< /Size ${size} /Root ${root} /Info ${info} /Prev ${startxref} >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.concat([base, Buffer.from(obj + xref, 'latin1')]);
}

async function scannedPdf(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 850, height: 1100, channels: 3, background: '#f4f1ea' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="850" height="1100"><text x="80" y="200" font-size="60">Scanned</text></svg>',
        ),
      },
    ])
    .jpeg({ quality: 70 })
    .toBuffer();
  return imageToPdf(jpeg, 'image/jpeg');
}

let corpus: Promise<CorpusFile[]> | undefined;

export function buildCorpus(): Promise<CorpusFile[]> {
  corpus ??= (async () => [
    { name: 'classic-xref', bytes: await textPdf(3, { useObjectStreams: false }), pages: 3 },
    { name: 'object-streams', bytes: await textPdf(3, { useObjectStreams: true }), pages: 3 },
    {
      name: 'rotated',
      bytes: await textPdf(4, { useObjectStreams: true, rotate: [0, 90, 180, 270] }),
      pages: 4,
    },
    { name: 'cropped', bytes: await croppedPdf(), pages: 2 },
    { name: 'inherited-attributes', bytes: await inheritedPdf(), pages: 3 },
    { name: 'earlier-update', bytes: await alreadyUpdatedPdf(), pages: 2 },
    { name: 'scanned-image', bytes: await scannedPdf(), pages: 1 },
    { name: 'multi-page-text', bytes: await textPdf(12, { useObjectStreams: true }), pages: 12 },
  ])();
  return corpus;
}

/** A stamp that shows its orientation: left half red, right half blue, opaque. */
export function orientationStamp(width = 200, height = 80): Promise<Buffer> {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 1 } } })
    .composite([
      {
        input: {
          create: { width: width - half, height, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 1 } },
        },
        left: half,
        top: 0,
      },
    ])
    .png()
    .toBuffer();
}

/** A transparent PNG with an opaque green square in the middle (exercises the soft mask). */
export function translucentStamp(): Promise<Buffer> {
  return sharp({
    create: { width: 100, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      { input: { create: { width: 50, height: 50, channels: 4, background: '#00a000' } }, left: 25, top: 25 },
    ])
    .png()
    .toBuffer();
}

/** A one-page certificate, standing in for the completion certificate the lead builds. */
export async function certificatePdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595, 842]);
  page.drawText('Completion certificate', { x: 50, y: 780, size: 22, font });
  page.drawText(text, { x: 50, y: 740, size: 10, font });
  return Buffer.from(await doc.save());
}

/**
 * A PDF written by hand with a classic xref: `objects[i]` is the body of object i + 1 (without
 * "obj"/"endobj"); object 1 must be the catalog.
 */
export function handmadePdf(objects: string[], trailerExtra = ''): Buffer {
  let out = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f\r\n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n\r\n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export function stream(content: string, dict = ''): string {
  return `<< /Length ${Buffer.byteLength(content, 'latin1')} ${dict}>>\nstream\n${content}\nendstream`;
}
