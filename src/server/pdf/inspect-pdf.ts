// Checks an uploaded PDF without changing it: readable, not encrypted, page count and first page size.
import { PDFDocument, EncryptedPDFError } from 'pdf-lib';
import { AppError } from '../http/errors';

export interface PdfInfo {
  pageCount: number;
  /** First page as displayed (crop box, rotation applied), in points. */
  width: number;
  height: number;
}

export const PDF_ENCRYPTED =
  'This PDF is password-protected or encrypted. Please upload an unprotected copy.';
export const PDF_CORRUPT = 'This PDF file is damaged and cannot be opened. Please upload a valid PDF.';

export async function inspectPdf(bytes: Uint8Array): Promise<PdfInfo> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false });
  } catch (err) {
    // pdf-lib's error classes lose their prototype when compiled, so match the name or message too.
    if (err instanceof EncryptedPDFError || /is encrypted/.test((err as Error).message)) {
      throw new AppError('unprocessable', PDF_ENCRYPTED);
    }
    throw new AppError('unprocessable', PDF_CORRUPT, { cause: err });
  }
  if (doc.isEncrypted) throw new AppError('unprocessable', PDF_ENCRYPTED);
  let pageCount: number;
  try {
    pageCount = doc.getPageCount();
  } catch (err) {
    throw new AppError('unprocessable', PDF_CORRUPT, { cause: err });
  }
  if (pageCount < 1) throw new AppError('unprocessable', PDF_CORRUPT);
  const page = doc.getPage(0);
  const box = page.getCropBox();
  const rotation = ((page.getRotation().angle % 360) + 360) % 360;
  const swap = rotation === 90 || rotation === 270;
  return { pageCount, width: swap ? box.height : box.width, height: swap ? box.width : box.height };
}
