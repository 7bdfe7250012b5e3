// Document descriptions as the documents screens show them (dates: lib/dates).
import { CATEGORY_LABELS, type DocumentDto } from '../../../shared/documents';

const SOURCE_LABELS: Record<DocumentDto['sourceType'], string> = {
  pdf: 'PDF',
  image: 'Image',
  word: 'Word',
};

/** "PDF · Contract", "Image (PNG) · NDA". */
export function describeType(doc: Pick<DocumentDto, 'sourceType' | 'sourceExtension' | 'category'>): string {
  const source =
    doc.sourceType === 'pdf'
      ? 'PDF'
      : `${SOURCE_LABELS[doc.sourceType]} (${doc.sourceExtension.toUpperCase()}, converted to PDF)`;
  return `${source} · ${CATEGORY_LABELS[doc.category]}`;
}

export function signersSummary(
  doc: Pick<DocumentDto, 'signerCount' | 'signedCount' | 'uploaderSigned'>,
): string {
  if (doc.signerCount === 0) return doc.uploaderSigned ? 'Signed by you' : 'No signers';
  return `${doc.signedCount} of ${doc.signerCount} signed`;
}
