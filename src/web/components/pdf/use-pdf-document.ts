// usePdfDocument(url): loads a PDF with pdf.js (with the session cookie; the server answers range
// requests, so pdf.js fetches only the parts it needs) and cleans up when the URL changes or the
// component goes away.
import { useCallback, useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { openPdf } from './load-pdfjs';

export type PdfStatus = 'loading' | 'ready' | 'error';

export interface PdfDocumentState {
  pdf: PDFDocumentProxy | null;
  numPages: number;
  status: PdfStatus;
  error: PdfLoadError | null;
  /** Loads the document again (the error panel's Try Again). */
  reload: () => void;
}

/** Why a document could not be shown, in words for the error panel. */
export class PdfLoadError extends Error {
  /** The HTTP status when the server refused the file (404 deleted, 410 expired, 401/403 no access). */
  readonly status: number | null;
  constructor(message: string, status: number | null = null) {
    super(message);
    this.name = 'PdfLoadError';
    this.status = status;
  }
}

export function describePdfError(err: unknown): PdfLoadError {
  if (err instanceof PdfLoadError) return err;
  const e = err as { name?: string; status?: number; message?: string } | null;
  const status = typeof e?.status === 'number' && e.status > 0 ? e.status : null;
  if (status === 404) return new PdfLoadError('The file was not found.', status);
  if (status === 410) return new PdfLoadError('The document has expired and its file was deleted.', status);
  if (status === 401 || status === 403)
    return new PdfLoadError('You do not have permission to view this file.', status);
  if (status) return new PdfLoadError(`The server answered ${status}.`, status);
  if (e?.name === 'InvalidPDFException') return new PdfLoadError('The file is not a valid PDF.');
  if (e?.name === 'PasswordException') return new PdfLoadError('The file is protected by a password.');
  if (e?.message && /import|module|chunk/i.test(e.message))
    return new PdfLoadError('Failed to load document renderer');
  return new PdfLoadError(e?.message || 'Failed to load document');
}

export function usePdfDocument(url: string): PdfDocumentState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<PdfDocumentState, 'reload'> & { key: string }>({
    key: '',
    pdf: null,
    numPages: 0,
    status: 'loading',
    error: null,
  });
  const key = `${attempt}:${url}`;

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    if (!url) {
      setState({
        key,
        pdf: null,
        numPages: 0,
        status: 'error',
        error: new PdfLoadError('No document URL provided'),
      });
      return;
    }
    openPdf(url)
      .then((task) => {
        destroy = () => void task.destroy();
        if (cancelled) return destroy();
        return task.promise.then((pdf) => {
          if (!cancelled) setState({ key, pdf, numPages: pdf.numPages, status: 'ready', error: null });
        });
      })
      .catch((err: unknown) => {
        if (!cancelled)
          setState({ key, pdf: null, numPages: 0, status: 'error', error: describePdfError(err) });
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [url, key]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // Until the effect for this URL has answered, the previous document is not shown.
  if (state.key !== key) return { pdf: null, numPages: 0, status: 'loading', error: null, reload };
  return { pdf: state.pdf, numPages: state.numPages, status: state.status, error: state.error, reload };
}
