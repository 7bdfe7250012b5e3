// The signer's side of the signing page, shared by the browser tests: draw a signature with the
// mouse, place it in the position picker, Complete Signing; and the check that a signed PDF shows
// the signature where it was placed (pdftoppm renders both files).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Placement } from '../../src/shared/signing';

const run = promisify(execFile);

/** A drawn signature as the pad sends it, for API calls: a black stroke on transparency, as a PNG
 * data URL. */
export async function signatureDataUrl(): Promise<string> {
  const png = await sharp({
    create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="200" height="100"><path d="M10 80 Q 60 10 100 60 T 190 30" stroke="black" stroke-width="4" fill="none"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Draws a looping stroke with the mouse on the Draw tab's pad. */
export async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByTestId('signature-pad');
  await pad.waitFor();
  const box = (await pad.boundingBox())!;
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  await page.mouse.move(...at(0.12, 0.62));
  await page.mouse.down();
  for (let i = 1; i <= 40; i++) {
    const t = i / 40;
    await page.mouse.move(...at(0.12 + 0.76 * t, 0.62 - 0.28 * Math.sin(t * Math.PI * 3)), { steps: 2 });
  }
  await page.mouse.up();
  await page.getByRole('img', { name: 'Preview of your signature' }).waitFor();
}

/** The viewer's page element inside the position picker, once drawn. */
export function pickerPage(page: Page, pageIndex: number) {
  return page
    .getByRole('dialog', { name: 'Place your signature' })
    .locator(`[data-page-index="${pageIndex}"]`);
}

/**
 * Clicks a picker page at a fraction of its width and height, kept inside the part of the page
 * the viewer shows (a page can be taller than the viewer at high zoom).
 */
export async function clickPage(page: Page, pageIndex: number, fx: number, fy: number): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Place your signature' });
  const pageBox = (await pickerPage(page, pageIndex).boundingBox())!;
  const view = (await dialog.getByRole('region', { name: /document pages/ }).boundingBox())!;
  const y = Math.min(Math.max(pageBox.y + pageBox.height * fy, view.y + 40), view.y + view.height - 40);
  const x = Math.min(Math.max(pageBox.x + pageBox.width * fx, view.x + 40), view.x + view.width - 40);
  await page.mouse.click(x, y);
}

/** Completes signing and returns the placement the browser sent. */
export async function completeSigning(page: Page, urlPart: string): Promise<Placement> {
  const [request] = await Promise.all([
    page.waitForRequest((r: Request) => r.method() === 'POST' && r.url().includes(urlPart)),
    page.getByRole('button', { name: 'Complete Signing' }).click(),
  ]);
  return (request.postDataJSON() as { placement: Placement }).placement;
}

/** Page `pageIndex` of a PDF rendered by pdftoppm at 72 dpi (1 px per displayed point), as RGB. */
export async function renderPage(pdf: Buffer, pageIndex: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signet-e2e-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    fs.writeFileSync(file, pdf);
    const n = String(pageIndex + 1);
    await run('pdftoppm', [
      '-f',
      n,
      '-l',
      n,
      '-r',
      '72',
      '-png',
      '-singlefile',
      file,
      path.join(dir, 'page'),
    ]);
    const { data, info } = await sharp(path.join(dir, 'page.png'))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Compares page `pageIndex` of the signed PDF with the original: the pixels that changed must lie
 * inside the placed box (a few pixels of slack for anti-aliasing), and there must be some.
 */
export async function expectSignatureAt(original: Buffer, signed: Buffer, placement: Placement) {
  const before = await renderPage(original, placement.pageIndex);
  const after = await renderPage(signed, placement.pageIndex);
  expect([after.width, after.height]).toEqual([before.width, before.height]);
  const slack = 3;
  let inside = 0;
  let outside = 0;
  for (let y = 0; y < after.height; y++) {
    for (let x = 0; x < after.width; x++) {
      const i = (y * after.width + x) * 3;
      const changed =
        Math.abs(after.data[i]! - before.data[i]!) > 24 ||
        Math.abs(after.data[i + 1]! - before.data[i + 1]!) > 24 ||
        Math.abs(after.data[i + 2]! - before.data[i + 2]!) > 24;
      if (!changed) continue;
      const within =
        x >= placement.x - slack &&
        x <= placement.x + placement.width + slack &&
        y >= placement.y - slack &&
        y <= placement.y + placement.height + slack;
      if (within) inside++;
      else outside++;
    }
  }
  expect(inside, 'changed pixels inside the placed box').toBeGreaterThan(40);
  expect(outside, 'changed pixels outside the placed box').toBeLessThan(5);
}
