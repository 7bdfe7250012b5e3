// Loads pdf.js on first use (its own chunk, ~140 KB gzip, plus the worker) so that only pages that
// show a PDF pay for it. The legacy build runs in every browser we support (the modern one needs
// very recent JavaScript features); the worker and pdf.js's data files are served by Signet itself.
import type { DocumentInitParameters, PDFDocumentLoadingTask } from 'pdfjs-dist/types/src/display/api';

type Pdfjs = typeof import('pdfjs-dist');

let loading: Promise<Pdfjs> | undefined;

/** The pdf.js module, with its worker configured. Retried on the next call if loading failed. */
export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    const [pdfjs, worker] = await Promise.all([
      import('pdfjs-dist/legacy/build/pdf.mjs') as Promise<Pdfjs>,
      import('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url'),
    ]);
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    return pdfjs;
  })().catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

/**
 * Where the build copies pdf.js's CMaps, standard fonts, wasm decoders and ICC profiles
 * (vite.config.ts, `pdfjsAssets`). The version in the path makes them safe to cache forever.
 */
export function pdfjsAssetBase(version: string): string {
  return `/assets/pdfjs-${version}/`;
}

/** Starts loading a document with Signet's options (credentials, self-hosted data, no eval). */
export async function openPdf(
  source: string | Uint8Array,
  options: Partial<DocumentInitParameters> = {},
): Promise<PDFDocumentLoadingTask> {
  const pdfjs = await loadPdfjs();
  const base = pdfjsAssetBase(pdfjs.version);
  return pdfjs.getDocument({
    ...(typeof source === 'string' ? { url: source } : { data: source }),
    withCredentials: true,
    // The CSP forbids eval; pdf.js then draws glyphs without compiled functions.
    isEvalSupported: false,
    cMapUrl: `${base}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${base}standard_fonts/`,
    wasmUrl: `${base}wasm/`,
    iccUrl: `${base}iccs/`,
    ...options,
  });
}
