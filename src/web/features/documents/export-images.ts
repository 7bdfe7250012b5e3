// Export as Image: every page drawn by pdf.js in the browser; one page saves a PNG, several a zip
// of PNGs (fflate, loaded only when needed).
import { openPdf } from '../../components/pdf/load-pdfjs';
import { renderPageToPng } from '../../components/pdf/render-page-image';
import { saveBlob } from './save-blob';

export async function exportDocumentImages(
  fileUrl: string,
  name: string,
  onProgress?: (done: number, total: number) => void,
): Promise<void> {
  const task = await openPdf(fileUrl);
  try {
    const pdf = await task.promise;
    const pages: Uint8Array[] = [];
    for (let i = 0; i < pdf.numPages; i++) {
      const png = await renderPageToPng(pdf, i);
      pages.push(new Uint8Array(await png.arrayBuffer()));
      onProgress?.(i + 1, pdf.numPages);
    }
    if (pages.length === 1) {
      saveBlob(new Blob([pages[0] as BlobPart], { type: 'image/png' }), `${name}.png`);
      return;
    }
    const { zipSync } = await import('fflate');
    const width = String(pages.length).length;
    const files = Object.fromEntries(
      pages.map((bytes, i) => [`${name} - page ${String(i + 1).padStart(width, '0')}.png`, bytes]),
    );
    // PNGs are compressed already: store them as they are.
    const zip = zipSync(files, { level: 0 });
    saveBlob(new Blob([zip as BlobPart], { type: 'application/zip' }), `${name} (images).zip`);
  } finally {
    await task.destroy();
  }
}
