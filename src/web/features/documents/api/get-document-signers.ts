// GET /api/documents/:id/signers: the document's signers with their links and progress (owner only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentDto } from '../../../../shared/documents';
import type { Signer } from '../../../../shared/signing';
import { api } from '../../../lib/api-client';

export interface DocumentWithSigners {
  document: DocumentDto;
  signers: Signer[];
}

// The same key as the signers feature's, so both screens share one cached answer.
export const documentSignersQueryKey = (id: string) => ['documents', id, 'signers'] as const;

export function getDocumentSigners(id: string): Promise<DocumentWithSigners> {
  return api.get<DocumentWithSigners>(`/api/documents/${encodeURIComponent(id)}/signers`);
}

export const documentSignersQueryOptions = (id: string) =>
  queryOptions({ queryKey: documentSignersQueryKey(id), queryFn: () => getDocumentSigners(id) });

export function useDocumentSigners(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...documentSignersQueryOptions(id), enabled: options.enabled ?? true });
}

/**
 * The links the dashboard's Copy Link / Test Link / Share act on: the open link while it is
 * pending, otherwise every pending signer's own link (PRODUCT.md §3).
 */
export function shareableLinks(signers: Signer[]): Signer[] {
  const open = signers.find((s) => s.isOpenLink && s.status === 'pending');
  if (open) return [open];
  return signers.filter((s) => s.status === 'pending');
}

/** The signing page in preview mode (records nothing), on this origin. */
export function previewLink(link: string): string {
  const url = new URL(link, window.location.origin);
  return `${url.pathname}?preview=1`;
}
