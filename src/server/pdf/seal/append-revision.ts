// The sealing engine: appends one signed revision to a PDF without rewriting a byte of it.
//
//   appendRevision(pdf, { stamps, textStamps?, appendPdf?, signature, identity })
//     → { pdf, incremental, byteRange }
//
// One revision = one incremental update holding
//   • each Stamp's PNG drawn into a new content stream of its page (the page's existing content is
//     wrapped in q … Q first, so an unbalanced graphics state or a leftover CTM cannot move it),
//   • each TextStamp (Latin text, Helvetica, WinAnsi) the same way,
//   • optionally the pages of `appendPdf` (the completion certificate) added at the end,
//   • an invisible signature field (/Rect [0 0 0 0], /F 132) in the AcroForm (/SigFlags 3),
//   • and its PAdES B-B signature (ETSI.CAdES.detached, SHA-256, signing-certificate-v2; the signing
//     time in /M) made with `identity`, covering the whole file up to the end of this revision.
// Every earlier signature stays valid. The final document seal is the same call with `appendPdf`
// and the name "Signet document seal".
//
// Coordinates: `x`, `y` are the top-left corner of the box, `width`/`height` its size, all in points
// of the page AS DISPLAYED: origin at the top-left of the visible page (CropBox applied), y growing
// downwards, /Rotate applied. A stamp is drawn upright as the reader sees the page, whatever the
// page's rotation, crop box origin or inherited attributes. TextStamp (x, y) is the top-left of a
// line `size` points tall; the baseline sits at y + 0.8 × size.
//
// Only the objects a revision touches are read: the trailer and xref chain from the end of the file,
// the catalog, the page tree path to the stamped pages and the AcroForm; an object inside an object
// stream inflates just that object stream. When the file cannot be read that way (a broken xref,
// say), it is rewritten whole by pdf-lib first and `incremental` is false: record that in the audit
// trail, because the original bytes (and any earlier signature) are then not preserved.
import crypto from 'node:crypto';
import { createCadesSignature, estimateCmsSize } from '../../crypto/cms';
import type { SigningIdentity } from '../../crypto/instance-certificate';
import { IncrementalUpdate } from './incremental-update';
import { importPages } from './import-pages';
import { PdfFile } from './pdf-file';
import { PdfStructureError } from './pdf-parser';
import { boxMatrix, findPage, type Matrix, type PageInfo } from './page-tree';
import {
  PdfDict,
  PdfRaw,
  PdfRef,
  PdfStream,
  PdfString,
  dict,
  formatNumber,
  name,
  pdfDate,
  textString,
  type PdfValue,
} from './pdf-objects';
import { pngToImageStreams, type ImageStreams } from './png-image';

export { PdfStructureError } from './pdf-parser';
export { PageNotFoundError } from './page-tree';
export { StampImageError } from './png-image';
export { AppendPdfError } from './import-pages';

export interface Stamp {
  pageIndex: number;
  /** Top-left corner of the box, in displayed page points (origin top-left, y down). */
  x: number;
  y: number;
  width: number;
  height: number;
  png: Buffer;
}

export interface TextStamp {
  pageIndex: number;
  /** Top-left of the text line, in displayed page points; the baseline is at y + 0.8 × size. */
  x: number;
  y: number;
  /** Font size in points. */
  size: number;
  /** Latin text (Windows-1252 repertoire); other characters are rejected — draw them as a PNG stamp. */
  text: string;
}

export interface SignatureInfo {
  /** Who signs, e.g. the signer's full name or "Signet document seal". Any script. */
  name: string;
  reason: string;
  location?: string;
  contactInfo?: string;
  signingTime: Date;
  /** The signature field's name; defaults to "Signature<n>". Made unique if taken. */
  fieldName?: string;
}

export interface RevisionInput {
  stamps: Stamp[];
  textStamps?: TextStamp[];
  /** A complete small PDF whose pages are appended at the end of the document in this revision. */
  appendPdf?: Buffer;
  signature: SignatureInfo;
  identity: SigningIdentity;
}

export interface RevisionResult {
  pdf: Buffer;
  /** false when the file had to be rewritten whole before the revision could be appended. */
  incremental: boolean;
  byteRange: [number, number, number, number];
}

export class SealError extends Error {}

export async function appendRevision(pdf: Buffer, input: RevisionInput): Promise<RevisionResult> {
  validate(input);
  const images = await prepareImages(input.stamps);
  let file: PdfFile | undefined;
  try {
    file = new PdfFile(pdf);
    return { ...sign(pdf, buildRevision(file, input, images), input.identity), incremental: true };
  } catch (err) {
    if (!(err instanceof PdfStructureError)) throw err;
    if (file?.trailer.has('Encrypt')) throw new SealError('encrypted PDFs cannot be sealed', { cause: err });
  }
  const rewritten = await rewriteWhole(pdf);
  const again = new PdfFile(rewritten);
  return { ...sign(rewritten, buildRevision(again, input, images), input.identity), incremental: false };
}

function validate(input: RevisionInput): void {
  const finite = (...n: number[]) => n.every((v) => Number.isFinite(v));
  for (const s of input.stamps) {
    if (!Number.isInteger(s.pageIndex) || s.pageIndex < 0) throw new SealError('stamp pageIndex must be ≥ 0');
    if (!finite(s.x, s.y, s.width, s.height) || s.width <= 0 || s.height <= 0) {
      throw new SealError('stamp box must have a finite position and a positive size');
    }
  }
  for (const t of input.textStamps ?? []) {
    if (!Number.isInteger(t.pageIndex) || t.pageIndex < 0 || !finite(t.x, t.y, t.size) || t.size <= 0) {
      throw new SealError('text stamp needs a page, a position and a positive size');
    }
    winAnsi(t.text); // throws early on characters Helvetica cannot show
  }
  if (Number.isNaN(input.signature.signingTime.getTime())) throw new SealError('signingTime is not a date');
}

/** pdf-lib reads the file object by object (ignoring its xref) and writes it anew. */
async function rewriteWhole(pdf: Buffer): Promise<Buffer> {
  // Loaded only here: the incremental path never needs pdf-lib (nor its memory).
  const { PDFDocument } = await import('pdf-lib');
  let doc: Awaited<ReturnType<typeof PDFDocument.load>>;
  try {
    doc = await PDFDocument.load(pdf, { updateMetadata: false, throwOnInvalidObject: false });
  } catch (err) {
    throw new SealError(`the PDF cannot be read: ${(err as Error).message}`, { cause: err });
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

// ── Building the revision ───────────────────────────────────────────────────────────────────────

interface PreparedImage {
  streams: ImageStreams;
}

async function prepareImages(stamps: Stamp[]): Promise<Map<string, PreparedImage>> {
  const images = new Map<string, PreparedImage>();
  for (const s of stamps) {
    const key = imageKey(s.png);
    if (!images.has(key)) images.set(key, { streams: await pngToImageStreams(s.png) });
  }
  return images;
}

const imageKey = (png: Buffer) => crypto.createHash('sha1').update(png).digest('hex');

interface Placeholders {
  update: IncrementalUpdate;
  contentsLength: number;
}

function buildRevision(
  file: PdfFile,
  input: RevisionInput,
  images: Map<string, PreparedImage>,
): Placeholders {
  if (file.trailer.has('Encrypt')) throw new SealError('encrypted PDFs cannot be sealed');
  const update = new IncrementalUpdate(file);
  const rootRef = file.trailer.get('Root') as PdfRef;
  const catalog = file.resolveDict(rootRef);
  const pagesRoot = catalog?.get('Pages');
  if (!catalog || !(pagesRoot instanceof PdfRef)) throw new PdfStructureError('catalog without /Pages');

  // Stamps, grouped by page.
  const byPage = new Map<number, { stamps: Stamp[]; texts: TextStamp[] }>();
  const group = (i: number) => byPage.get(i) ?? byPage.set(i, { stamps: [], texts: [] }).get(i)!;
  for (const s of input.stamps) group(s.pageIndex).stamps.push(s);
  for (const t of input.textStamps ?? []) group(t.pageIndex).texts.push(t);
  const imageRefs = new Map<string, PdfRef>();
  let wrapRef: PdfRef | undefined;
  let firstStamped: PdfRef | undefined;
  for (const [index, { stamps, texts }] of [...byPage].sort((a, b) => a[0] - b[0])) {
    const page = findPage(file, pagesRoot, index);
    firstStamped ??= page.ref;
    wrapRef ??= update.add(new PdfStream(new PdfDict(), Buffer.from('q\n', 'latin1')));
    stampPage(update, page, stamps, texts, images, imageRefs, wrapRef);
  }

  // Appended pages (the completion certificate).
  let firstAppended: PdfRef | undefined;
  if (input.appendPdf) {
    const added = importPages(update, pagesRoot, input.appendPdf);
    firstAppended = added[0];
    const root = update.edit(pagesRoot);
    const kids = update.resolve(root.get('Kids'));
    const count = update.resolve(root.get('Count'));
    root.set('Kids', [...(Array.isArray(kids) ? kids : []), ...added]);
    root.set('Count', (typeof count === 'number' ? count : 0) + added.length);
  }

  // The signature, its invisible field and the AcroForm.
  const contentsLength = 2 * Math.max(8192, Math.ceil((estimateCmsSize(input.identity) * 1.5) / 1024) * 1024);
  const sig = input.signature;
  const sigRef = update.add(
    dict({
      Type: name('Sig'),
      Filter: name('Adobe.PPKLite'),
      SubFilter: name('ETSI.CAdES.detached'),
      ByteRange: new PdfRaw(Buffer.from(BYTE_RANGE_PLACEHOLDER, 'latin1'), 'byteRange'),
      Contents: new PdfRaw(Buffer.from(`<${'0'.repeat(contentsLength)}>`, 'latin1'), 'contents'),
      M: pdfDate(sig.signingTime),
      Name: textString(sig.name),
      Reason: textString(sig.reason),
      Location: sig.location !== undefined ? textString(sig.location) : undefined,
      ContactInfo: sig.contactInfo !== undefined ? textString(sig.contactInfo) : undefined,
      Prop_Build: dict({ App: dict({ Name: name('Signet') }) }),
    }),
  );
  const widgetPage = firstStamped ?? firstAppended ?? findPage(file, pagesRoot, 0).ref;
  const { acroForm, fields } = editAcroForm(update, rootRef, catalog);
  const fieldName = uniqueFieldName(
    update,
    fields,
    sig.fieldName ?? `Signature${countSignatures(update, fields) + 1}`,
  );
  const widgetRef = update.add(
    dict({
      Type: name('Annot'),
      Subtype: name('Widget'),
      FT: name('Sig'),
      T: textString(fieldName),
      V: sigRef,
      Rect: [0, 0, 0, 0],
      F: 132, // Print + Locked
      P: widgetPage,
    }),
  );
  acroForm.set('Fields', [...fields, widgetRef]);
  const flags = update.resolve(acroForm.get('SigFlags'));
  acroForm.set('SigFlags', (typeof flags === 'number' ? flags : 0) | 3);
  const pageDict = update.edit(widgetPage);
  const annots = update.resolve(pageDict.get('Annots'));
  pageDict.set('Annots', [...(Array.isArray(annots) ? annots : []), widgetRef]);
  return { update, contentsLength };
}

const BYTE_RANGE_PLACEHOLDER = `[0 ${'0'.repeat(10)} ${'0'.repeat(10)} ${'0'.repeat(10)}]`;

function stampPage(
  update: IncrementalUpdate,
  page: PageInfo,
  stamps: Stamp[],
  texts: TextStamp[],
  images: Map<string, PreparedImage>,
  imageRefs: Map<string, PdfRef>,
  wrapRef: PdfRef,
): void {
  const pageDict = update.edit(page.ref);
  // Resources: a direct copy on the page, so inherited or shared dictionaries stay untouched.
  const resources = copyDict(update.resolve(pageDict.get('Resources') ?? page.resources));
  const xobjects = copyDict(update.resolve(resources.get('XObject')));
  const fonts = copyDict(update.resolve(resources.get('Font')));
  let ops = 'Q\n';
  for (const s of stamps) {
    const id = imageKey(s.png);
    let ref = imageRefs.get(id);
    if (!ref) {
      const { image, smask } = images.get(id)!.streams;
      const imageDict = image.dict.clone();
      if (smask) imageDict.set('SMask', update.add(smask));
      ref = update.add(new PdfStream(imageDict, image.data));
      imageRefs.set(id, ref);
    }
    const key = freeName(xobjects, `SgIm${ref.num}`, ref);
    xobjects.set(key, ref);
    ops += `q ${matrix(boxMatrix(page, s.x, s.y, s.width, s.height))} cm /${key} Do Q\n`;
  }
  if (texts.length) {
    const font = dict({
      Type: name('Font'),
      Subtype: name('Type1'),
      BaseFont: name('Helvetica'),
      Encoding: name('WinAnsiEncoding'),
    });
    const key = freeName(fonts, 'SgHelv');
    fonts.set(key, font);
    for (const t of texts) {
      // Local space: origin on the baseline, 1 unit = 1 point, upright as displayed.
      const base = t.y + 0.8 * t.size;
      const m = boxMatrix(page, t.x, base - 1, 1, 1);
      const text = winAnsi(t.text).toString('hex');
      ops += `q ${matrix(m)} cm BT /${key} ${formatNumber(t.size)} Tf 0 0 Td <${text}> Tj ET Q\n`;
    }
    resources.set('Font', fonts);
  }
  if (xobjects.map.size) resources.set('XObject', xobjects);
  pageDict.set('Resources', resources);
  const stampRef = update.add(new PdfStream(new PdfDict(), Buffer.from(ops, 'latin1')));
  pageDict.set('Contents', [wrapRef, ...contentsOf(update, pageDict.get('Contents')), stampRef]);
}

function contentsOf(update: IncrementalUpdate, value: PdfValue | undefined): PdfValue[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value;
  if (value instanceof PdfRef) {
    const target = update.resolve(value);
    if (Array.isArray(target)) return target;
    if (target instanceof PdfStream) return [value];
    return [];
  }
  return [];
}

function copyDict(value: PdfValue): PdfDict {
  if (value instanceof PdfDict) return value.clone();
  return new PdfDict();
}

function freeName(d: PdfDict, base: string, same?: PdfRef): string {
  let candidate = base;
  for (let i = 2; d.has(candidate); i++) {
    const existing = d.get(candidate);
    if (same && existing instanceof PdfRef && existing.equals(same)) return candidate;
    candidate = `${base}_${i}`;
  }
  return candidate;
}

const matrix = (m: Matrix) => m.map(formatNumber).join(' ');

function editAcroForm(
  update: IncrementalUpdate,
  rootRef: PdfRef,
  catalog: PdfDict,
): { acroForm: PdfDict; fields: PdfValue[] } {
  const current = catalog.get('AcroForm');
  let acroForm: PdfDict;
  if (current instanceof PdfRef && update.resolve(current) instanceof PdfDict) {
    acroForm = update.edit(current);
  } else {
    // Direct or missing: the AcroForm becomes its own object and the catalog points to it.
    acroForm = current instanceof PdfDict ? current.clone() : new PdfDict();
    update.edit(rootRef).set('AcroForm', update.add(acroForm));
  }
  const fields = update.resolve(acroForm.get('Fields'));
  return { acroForm, fields: Array.isArray(fields) ? [...fields] : [] };
}

function fieldNames(
  update: IncrementalUpdate,
  fields: PdfValue[],
): { names: Set<string>; signatures: number } {
  const names = new Set<string>();
  let signatures = 0;
  for (const f of fields) {
    const d = update.resolve(f);
    if (!(d instanceof PdfDict)) continue;
    const t = d.get('T');
    if (t instanceof PdfString) names.add(t.bytes.toString('latin1'));
    if (d.nameOf('FT') === 'Sig') signatures++;
  }
  return { names, signatures };
}

function countSignatures(update: IncrementalUpdate, fields: PdfValue[]): number {
  return fieldNames(update, fields).signatures;
}

function uniqueFieldName(update: IncrementalUpdate, fields: PdfValue[], wanted: string): string {
  const { names } = fieldNames(update, fields);
  const encoded = (s: string) => textString(s).bytes.toString('latin1');
  let candidate = wanted;
  for (let i = 2; names.has(encoded(candidate)); i++) candidate = `${wanted} (${i})`;
  return candidate;
}

// ── Signing ─────────────────────────────────────────────────────────────────────────────────────

function sign(
  original: Buffer,
  { update, contentsLength }: Placeholders,
  identity: SigningIdentity,
): Omit<RevisionResult, 'incremental'> {
  const { bytes, marks } = update.serialize(original);
  const contents = marks.get('contents')!;
  const range = marks.get('byteRange')!;
  const gapStart = original.length + contents.offset;
  const gapEnd = gapStart + contents.length;
  const total = original.length + bytes.length;
  const byteRange: [number, number, number, number] = [0, gapStart, gapEnd, total - gapEnd];
  const rangeText = `[${byteRange.join(' ')}]`;
  if (rangeText.length > range.length) throw new SealError('file too large for the ByteRange placeholder');
  bytes.write(rangeText.padEnd(range.length, ' '), range.offset, 'latin1');

  const digest = crypto
    .createHash('sha256')
    .update(original)
    .update(bytes.subarray(0, contents.offset))
    .update(bytes.subarray(contents.offset + contents.length))
    .digest();
  const cms = createCadesSignature(digest, identity).toString('hex');
  if (cms.length > contentsLength) throw new SealError('the signature does not fit its placeholder');
  bytes.write(cms, contents.offset + 1, 'latin1');
  return { pdf: Buffer.concat([original, bytes]), byteRange };
}

// ── Text ────────────────────────────────────────────────────────────────────────────────────────

const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89,
  'Š': 0x8a, '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95,
  '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
}; // prettier-ignore

function winAnsi(text: string): Buffer {
  const out: number[] = [];
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if ((c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff)) out.push(c);
    else if (WIN_ANSI_EXTRA[ch] !== undefined) out.push(WIN_ANSI_EXTRA[ch]);
    else throw new SealError(`text stamps cannot show "${ch}" (use a PNG stamp for non-Latin text)`);
  }
  return Buffer.from(out);
}
