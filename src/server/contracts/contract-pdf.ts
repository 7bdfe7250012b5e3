// The contract generator's PDF: an A4 service contract with the company and client blocks, the
// contract id and date, the service, term and price, and signature lines for both parties. Every
// value the user typed goes through the Unicode helpers, so Hebrew and Arabic come out in the right
// order with a font that has their glyphs; a right-to-left paragraph is set against the right edge.
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import {
  drawUnicodeText,
  embedUnicodeFonts,
  isRtlParagraph,
  textWidth,
  wrapText,
  type UnicodeFonts,
} from '../pdf/unicode-text';

export interface ContractParty {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
}

export interface ContractPdfInput {
  siteName: string;
  title: string;
  contractId: string;
  /** Already formatted as the instance's settings say. */
  contractDate: string;
  company: ContractParty;
  client: ContractParty;
  serviceName: string;
  serviceDescription: string;
  /** Already formatted, e.g. ₪2,500.00. */
  price: string;
  startDate: string | null;
  endDate: string | null;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const CONTENT = A4[0] - MARGIN * 2;
const INK = rgb(0.09, 0.11, 0.16);
const MUTED = rgb(0.4, 0.44, 0.5);
const ACCENT = rgb(0.31, 0.27, 0.9);
const RULE = rgb(0.86, 0.88, 0.91);
const PANEL = rgb(0.965, 0.969, 0.984);

interface TextOpts {
  size: number;
  font?: PDFFont;
  color?: RGB;
}

export async function buildContractPdf(input: ContractPdfInput): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(input.title);
  doc.setSubject(`Service contract ${input.contractId}`);
  doc.setAuthor(input.company.name);
  // What a file manager or search index shows without opening the contract.
  doc.setKeywords([input.contractId, input.client.name, input.serviceName, input.price]);
  doc.setCreator(input.siteName);
  doc.setProducer(input.siteName);
  const fonts = await embedUnicodeFonts(doc);
  const w = new Writer(doc, fonts);

  // Header: the company on the left, the contract's id and date on the right.
  const top = w.y;
  w.line(input.company.name, MARGIN, CONTENT * 0.58, { size: 15, font: fonts.bold });
  w.y -= 16;
  for (const detail of partyDetails(input.company)) {
    w.line(detail, MARGIN, CONTENT * 0.58, { size: 9, color: MUTED });
    w.y -= 12.5;
  }
  const leftBottom = w.y;
  w.y = top;
  w.right('SERVICE CONTRACT', { size: 8.5, font: fonts.bold, color: ACCENT });
  w.y -= 17;
  w.right(input.contractId, { size: 14, font: fonts.bold });
  w.y -= 14;
  w.right(`Date: ${input.contractDate}`, { size: 9, color: MUTED });
  w.y = Math.min(leftBottom, w.y - 12.5) - 8;
  w.rule();
  w.y -= 28;

  w.line('Service Agreement', MARGIN, CONTENT, { size: 22, font: fonts.bold });
  w.y -= 18;
  w.paragraph(
    `This agreement is made on ${input.contractDate} between the service provider and the client named below.`,
    MARGIN,
    CONTENT,
    { size: 10, color: MUTED },
  );
  w.y -= 14;

  // The two parties, side by side.
  const gap = 16;
  const boxWidth = (CONTENT - gap) / 2;
  const boxes = [
    { label: 'SERVICE PROVIDER', party: input.company, x: MARGIN },
    { label: 'CLIENT', party: input.client, x: MARGIN + boxWidth + gap },
  ].map((b) => ({ ...b, lines: partyDetails(b.party).flatMap((d) => w.wrap(d, boxWidth - 28, 9.5)) }));
  const nameLines = boxes.map((b) => w.wrap(b.party.name, boxWidth - 28, 12, fonts.bold));
  const boxHeight =
    22 +
    16 +
    Math.max(...nameLines.map((l) => l.length * 15)) +
    Math.max(...boxes.map((b) => b.lines.length)) * 13 +
    8;
  w.ensure(boxHeight + 10);
  const boxTop = w.y;
  boxes.forEach((b, i) => {
    // A party whose name is right-to-left is set against the box's right edge, details included.
    const rtl = isRtlParagraph(b.party.name);
    w.page.drawRectangle({
      x: b.x,
      y: boxTop - boxHeight,
      width: boxWidth,
      height: boxHeight,
      color: PANEL,
      borderColor: RULE,
      borderWidth: 0.7,
    });
    w.page.drawRectangle({ x: b.x, y: boxTop - 3, width: boxWidth, height: 3, color: ACCENT });
    w.y = boxTop - 22;
    w.line(b.label, b.x + 14, boxWidth - 28, { size: 7.5, font: fonts.bold, color: MUTED, rtl: false });
    w.y -= 18;
    for (const l of nameLines[i]!) {
      w.line(l, b.x + 14, boxWidth - 28, { size: 12, font: fonts.bold, rtl });
      w.y -= 15;
    }
    w.y += 1;
    for (const l of b.lines) {
      w.line(l, b.x + 14, boxWidth - 28, { size: 9.5, rtl });
      w.y -= 13;
    }
  });
  w.y = boxTop - boxHeight - 26;

  // 1. Services
  w.heading('1. Services');
  w.labelled('Service', input.serviceName, { font: fonts.bold, size: 11 });
  w.y -= 4;
  w.labelled('Description', input.serviceDescription, { size: 10 });
  w.y -= 8;

  // 2. Term
  w.heading('2. Term');
  if (input.startDate || input.endDate) {
    w.labelled('Start date', input.startDate ?? 'When both parties have signed', { size: 10 });
    w.labelled('End date', input.endDate ?? 'Until the services are completed', { size: 10 });
  } else {
    w.paragraph(
      'The services start when both parties have signed this contract and continue until they are completed.',
      MARGIN,
      CONTENT,
      { size: 10 },
    );
  }
  w.y -= 8;

  // 3. Fees
  w.heading('3. Fees');
  w.ensure(56);
  const feeTop = w.y + 12;
  w.page.drawRectangle({
    x: MARGIN,
    y: feeTop - 48,
    width: CONTENT,
    height: 48,
    color: PANEL,
    borderColor: RULE,
    borderWidth: 0.7,
  });
  w.y = feeTop - 20;
  w.line('Total price', MARGIN + 16, 200, { size: 10, font: fonts.bold });
  w.y -= 13;
  w.line('Israeli new shekels (ILS)', MARGIN + 16, 200, { size: 8.5, color: MUTED });
  w.y = feeTop - 30;
  w.right(input.price, { size: 17, font: fonts.bold, color: ACCENT }, A4[0] - MARGIN - 16);
  w.y = feeTop - 48 - 22;

  // 4. Agreement
  w.heading('4. Agreement');
  w.paragraph(
    'By signing below, the client and the service provider agree to the services, term and price set out in ' +
      'this contract. A change to the scope, the price or the dates applies only once both parties have agreed ' +
      'to it in writing.',
    MARGIN,
    CONTENT,
    { size: 10 },
  );
  w.y -= 16;

  // Signatures: room to sign above each line, the party and a date line below.
  w.ensure(108);
  w.line('Signatures', MARGIN, CONTENT, { size: 12.5, font: fonts.bold });
  w.y -= 56;
  const lineY = w.y;
  const sigs = [
    { role: 'Service provider', name: input.company.name, x: MARGIN },
    { role: 'Client', name: input.client.name, x: MARGIN + boxWidth + gap },
  ];
  for (const s of sigs) {
    w.page.drawLine({
      start: { x: s.x, y: lineY },
      end: { x: s.x + boxWidth, y: lineY },
      thickness: 0.9,
      color: INK,
    });
    w.y = lineY - 14;
    w.line(s.role, s.x, boxWidth, { size: 8, font: fonts.bold, color: MUTED });
    w.y -= 13;
    for (const l of w.wrap(s.name, boxWidth, 10).slice(0, 2)) {
      w.line(l, s.x, boxWidth, { size: 10, rtl: false });
      w.y -= 13;
    }
    w.y -= 8;
    w.line('Date: ____________________', s.x, boxWidth, { size: 9, color: MUTED });
  }

  const pages = doc.getPages();
  for (const [i, p] of pages.entries()) {
    const footer = `${input.contractId}  ·  Page ${i + 1} of ${pages.length}`;
    const size = 7.5;
    const width = textWidth(footer, fonts.regular, size);
    drawUnicodeText(p, footer, { x: (A4[0] - width) / 2, y: 28, size, font: fonts.regular, color: MUTED });
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

function partyDetails(p: ContractParty): string[] {
  return [p.address, p.phone, p.email].filter((v): v is string => !!v && v.trim() !== '');
}

/** A cursor down the page that starts a new page when the next block does not fit. */
class Writer {
  page: PDFPage;
  y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: UnicodeFonts,
  ) {
    this.page = this.addPage();
    this.y = A4[1] - MARGIN;
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage(A4);
    page.drawRectangle({ x: 0, y: A4[1] - 6, width: A4[0], height: 6, color: ACCENT });
    return page;
  }

  ensure(space: number): void {
    if (this.y - space < MARGIN) {
      this.page = this.addPage();
      this.y = A4[1] - MARGIN;
    }
  }

  wrap(text: string, width: number, size: number, font: PDFFont = this.fonts.regular): string[] {
    return text.split(/\r?\n/).flatMap((p) => (p.trim() === '' ? [''] : wrapText(p, font, size, width)));
  }

  /**
   * One line in a column: from its left edge, or from its right edge when the text (or the block it
   * belongs to, when `rtl` is given) is right-to-left.
   */
  line(text: string, x: number, width: number, opts: TextOpts & { rtl?: boolean }): void {
    const font = opts.font ?? this.fonts.regular;
    const rtl = opts.rtl ?? isRtlParagraph(text);
    drawUnicodeText(this.page, text, {
      x: rtl ? x + width : x,
      y: this.y,
      size: opts.size,
      font,
      color: opts.color ?? INK,
      align: rtl ? 'right' : 'left',
    });
  }

  /** One line against the right margin (or another right edge). */
  right(text: string, opts: TextOpts, edge = A4[0] - MARGIN): void {
    drawUnicodeText(this.page, text, {
      x: edge,
      y: this.y,
      size: opts.size,
      font: opts.font ?? this.fonts.regular,
      color: opts.color ?? INK,
      align: 'right',
    });
  }

  /** Wrapped paragraphs; each keeps its own direction. */
  paragraph(text: string, x: number, width: number, opts: TextOpts): void {
    const leading = opts.size * 1.45;
    for (const para of text.split(/\r?\n/)) {
      const rtl = isRtlParagraph(para);
      const lines =
        para.trim() === '' ? [''] : wrapText(para, opts.font ?? this.fonts.regular, opts.size, width);
      for (const l of lines) {
        this.ensure(leading);
        drawUnicodeText(this.page, l, {
          x: rtl ? x + width : x,
          y: this.y,
          size: opts.size,
          font: opts.font ?? this.fonts.regular,
          color: opts.color ?? INK,
          align: rtl ? 'right' : 'left',
        });
        this.y -= leading;
      }
    }
  }

  heading(text: string): void {
    this.ensure(60);
    this.line(text, MARGIN, CONTENT, { size: 12.5, font: this.fonts.bold });
    this.y -= 8;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.6,
      color: RULE,
    });
    this.y -= 17;
  }

  /** A label in a narrow left column and its value, wrapped, beside it. */
  labelled(label: string, value: string, opts: TextOpts): void {
    const labelWidth = 96;
    this.ensure(opts.size * 1.45 + 4);
    this.line(label, MARGIN, labelWidth, { size: 9, font: this.fonts.bold, color: MUTED });
    this.paragraph(value, MARGIN + labelWidth, CONTENT - labelWidth, opts);
    this.y -= 2;
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.7,
      color: RULE,
    });
  }
}
