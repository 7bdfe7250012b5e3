// Pages as images, drawn by pdf.js in the browser (Export as Image, thumbnails).
import type { PDFDocumentProxy } from 'pdfjs-dist';

/** Pixels per point of an exported image: 2 gives 144 dpi, sharp on screen and in print previews. */
export const EXPORT_SCALE = 2;
const MAX_CANVAS_PIXELS = 4096 * 4096;

/** Draws one page (pageIndex from 0) on a white background and returns it as a PNG. */
export async function renderPageToPng(
  pdf: PDFDocumentProxy,
  pageIndex: number,
  scale: number = EXPORT_SCALE,
): Promise<Blob> {
  const page = await pdf.getPage(pageIndex + 1);
  const base = page.getViewport({ scale: 1 });
  const fit = Math.sqrt(MAX_CANVAS_PIXELS / Math.max(1, base.width * base.height));
  const viewport = page.getViewport({ scale: Math.min(scale, fit) });
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.floor(viewport.width));
  canvas.height = Math.max(1, Math.floor(viewport.height));
  try {
    await page.render({ canvas, viewport, background: 'white' }).promise;
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('Failed to render document'))),
        'image/png',
      ),
    );
  } finally {
    canvas.width = 0;
    page.cleanup();
  }
}
