// Text in any language for the PDFs Signet writes (certificate page, contracts): an embedded font
// with Hebrew and Arabic glyphs (DejaVu Sans, from npm), and the Unicode bidirectional algorithm so
// right-to-left text comes out in the right order. Each directional run is drawn on its own: pdf-lib's
// layout engine (fontkit) shapes and reverses a right-to-left run by itself when the run is all one
// script, so runs are cut at every direction change and placed in visual order here.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import bidiFactory from 'bidi-js';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';

const bidi = bidiFactory();
const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
let fontBytes: { regular: Buffer; bold: Buffer } | undefined;

export interface UnicodeFonts {
  regular: PDFFont;
  bold: PDFFont;
}

export async function embedUnicodeFonts(doc: PDFDocument): Promise<UnicodeFonts> {
  fontBytes ??= {
    regular: fs.readFileSync(path.join(fontDir, 'DejaVuSans.ttf')),
    bold: fs.readFileSync(path.join(fontDir, 'DejaVuSans-Bold.ttf')),
  };
  doc.registerFontkit(fontkit);
  return {
    regular: await doc.embedFont(fontBytes.regular, { subset: true }),
    bold: await doc.embedFont(fontBytes.bold, { subset: true }),
  };
}

interface Run {
  text: string;
  rtl: boolean;
}

const RTL_CHAR = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

export function hasRtl(text: string): boolean {
  return RTL_CHAR.test(text);
}

/** Runs of one direction in visual (left-to-right) order; RTL runs keep logical order for the shaper. */
/** The paragraph direction from its first strong letter (rule P2). */
export function isRtlParagraph(text: string): boolean {
  const first = /[\p{L}]/u.exec(text);
  return !!first && hasRtl(first[0]);
}

export function visualRuns(text: string, baseRtl = isRtlParagraph(text)): Run[] {
  if (!hasRtl(text)) return [{ text, rtl: false }];
  const { levels } = bidi.getEmbeddingLevels(text, baseRtl ? 'rtl' : 'ltr');
  const runs: { start: number; end: number; level: number }[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = runs[runs.length - 1];
    if (last && last.level === levels[i]) last.end = i;
    else runs.push({ start: i, end: i, level: levels[i]! });
  }
  // Reorder runs (rule L2): from the highest level down, reverse every sequence at or above it.
  const max = Math.max(...runs.map((r) => r.level));
  const minOdd = Math.min(...runs.map((r) => r.level).filter((l) => l % 2 === 1), max + 1);
  for (let level = max; level >= minOdd; level--) {
    for (let i = 0; i < runs.length;) {
      if (runs[i]!.level >= level) {
        let j = i;
        while (j + 1 < runs.length && runs[j + 1]!.level >= level) j++;
        runs.splice(i, j - i + 1, ...runs.slice(i, j + 1).reverse());
        i = j + 1;
      } else i++;
    }
  }
  return runs.map((r) => {
    const rtl = r.level % 2 === 1;
    let s = text.slice(r.start, r.end + 1);
    if (rtl) {
      s = [...s].map((c) => bidi.getMirroredCharacter(c) ?? c).join('');
      // fontkit reverses runs that contain right-to-left letters; a run of only neutrals we reverse here.
      if (!hasRtl(s)) s = [...s].reverse().join('');
    }
    return { text: s, rtl };
  });
}

export function textWidth(text: string, font: PDFFont, size: number): number {
  return visualRuns(text).reduce((w, r) => w + font.widthOfTextAtSize(r.text, size), 0);
}

export interface DrawOptions {
  x: number;
  y: number;
  size: number;
  font: PDFFont;
  color?: RGB;
  /** Where x is: the left edge (default), or the right edge (for right-to-left paragraphs). */
  align?: 'left' | 'right';
}

export function drawUnicodeText(page: PDFPage, text: string, opts: DrawOptions): number {
  const runs = visualRuns(text);
  const width = runs.reduce((w, r) => w + opts.font.widthOfTextAtSize(r.text, opts.size), 0);
  let x = opts.align === 'right' ? opts.x - width : opts.x;
  for (const run of runs) {
    if (!run.text) continue;
    page.drawText(run.text, { x, y: opts.y, size: opts.size, font: opts.font, color: opts.color });
    x += opts.font.widthOfTextAtSize(run.text, opts.size);
  }
  return width;
}

/** Greedy word wrap by measured width. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, font, size) <= maxWidth || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}
