// The completion certificate appended to a sealed document: what was signed (name, id, SHA-256 of
// the original), who signed it and how (name, email, IP, viewed and signed times, signature image),
// the event history, and a QR code to the public verification page.
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { drawUnicodeText, embedUnicodeFonts, isRtlParagraph, textWidth, wrapText } from './unicode-text';

export interface CertificateInput {
  siteName: string;
  document: { id: string; name: string; sha256: string; pageCount: number; uploadedAt: string };
  owner: { name: string; email: string };
  signers: {
    name: string;
    email: string | null;
    role: string;
    ip: string | null;
    viewedAt: string | null;
    signedAt: string;
    signaturePng: Buffer;
  }[];
  events: { at: string; event: string; actor: string }[];
  verifyUrl: string;
  formatDate: (iso: string) => string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.09, 0.11, 0.16);
const MUTED = rgb(0.4, 0.44, 0.5);
const ACCENT = rgb(0.31, 0.27, 0.9);
const RULE = rgb(0.86, 0.88, 0.91);

export async function buildCertificatePdf(input: CertificateInput): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const fonts = await embedUnicodeFonts(doc);
  const rtl = isRtlParagraph(input.document.name);
  const width = A4[0] - MARGIN * 2;
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;

  const newPage = () => {
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const ensure = (space: number) => {
    if (y - space < MARGIN + 20) newPage();
  };
  // Text placed at the block's start edge: left for left-to-right documents, right for right-to-left.
  const text = (
    value: string,
    opts: { size: number; font?: PDFFont; color?: ReturnType<typeof rgb>; indent?: number },
  ) => {
    const font = opts.font ?? fonts.regular;
    const indent = opts.indent ?? 0;
    drawUnicodeText(page, value, {
      x: rtl ? A4[0] - MARGIN - indent : MARGIN + indent,
      y,
      size: opts.size,
      font,
      color: opts.color ?? INK,
      align: rtl ? 'right' : 'left',
    });
  };
  const rule = () => {
    page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.7, color: RULE });
  };

  // Header band and QR code.
  page.drawRectangle({ x: 0, y: A4[1] - 6, width: A4[0], height: 6, color: ACCENT });
  text(input.siteName, { size: 11, font: fonts.bold, color: ACCENT });
  y -= 30;
  text('Certificate of Completion', { size: 22, font: fonts.bold });
  y -= 18;
  text('Every signature below was collected and sealed by this service.', { size: 9.5, color: MUTED });
  await drawQr(page, input.verifyUrl, rtl ? MARGIN : A4[0] - MARGIN - 78, A4[1] - MARGIN - 78, 78);
  y -= 28;

  const field = (label: string, value: string, mono = false) => {
    const lines = wrapText(value, fonts.regular, mono ? 8.5 : 10, width - 130);
    ensure(14 * lines.length + 4);
    text(label, { size: 8.5, font: fonts.bold, color: MUTED });
    for (const line of lines) {
      text(line, { size: mono ? 8.5 : 10, indent: 130 });
      y -= 14;
    }
    y -= 2;
  };
  field('Document', input.document.name);
  field('Document ID', input.document.id, true);
  field('Original SHA-256', input.document.sha256, true);
  field('Pages', String(input.document.pageCount));
  field('Sent by', `${input.owner.name} <${input.owner.email}>`);
  field('Uploaded', input.formatDate(input.document.uploadedAt));
  y -= 6;
  rule();
  y -= 22;

  text(`Signers (${input.signers.length})`, { size: 13, font: fonts.bold });
  y -= 20;
  for (const s of input.signers) {
    ensure(92);
    const top = y;
    text(s.name, { size: 11, font: fonts.bold });
    y -= 14;
    text(`${s.role}${s.email ? ` · ${s.email}` : ''}`, { size: 9, color: MUTED });
    y -= 14;
    text(`Viewed: ${s.viewedAt ? input.formatDate(s.viewedAt) : '—'}`, { size: 9 });
    y -= 12;
    text(`Signed: ${input.formatDate(s.signedAt)}`, { size: 9 });
    y -= 12;
    text(`IP address: ${s.ip ?? '—'}`, { size: 9 });
    const image = await doc.embedPng(Uint8Array.from(s.signaturePng));
    const scale = Math.min(150 / image.width, 56 / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    const boxX = rtl ? MARGIN : A4[0] - MARGIN - 160;
    page.drawRectangle({ x: boxX, y: top - 62, width: 160, height: 66, borderColor: RULE, borderWidth: 0.7 });
    page.drawImage(image, { x: boxX + (160 - w) / 2, y: top - 60 + (62 - h) / 2, width: w, height: h });
    y = Math.min(y, top - 66) - 14;
    rule();
    y -= 18;
  }

  ensure(40);
  text('History', { size: 13, font: fonts.bold });
  y -= 18;
  for (const e of input.events) {
    const line = `${input.formatDate(e.at)}  ·  ${e.event}  ·  ${e.actor}`;
    for (const part of wrapText(line, fonts.regular, 8.5, width)) {
      ensure(12);
      text(part, { size: 8.5, color: e.event === 'Signed' ? INK : MUTED });
      y -= 12;
    }
  }

  const pages = doc.getPages();
  for (const [i, p] of pages.entries()) {
    const footer = `Verify this document at ${input.verifyUrl}  ·  Certificate page ${i + 1} of ${pages.length}`;
    const size = 7.5;
    const w = textWidth(footer, fonts.regular, size);
    drawUnicodeText(p, footer, { x: (A4[0] - w) / 2, y: 24, size, font: fonts.regular, color: MUTED });
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

async function drawQr(page: PDFPage, url: string, x: number, y: number, size: number): Promise<void> {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = size / (n + 2);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (qr.modules.get(row, col)) {
        page.drawRectangle({
          x: x + cell * (col + 1),
          y: y + size - cell * (row + 2),
          width: cell,
          height: cell,
          color: INK,
        });
      }
    }
  }
}
