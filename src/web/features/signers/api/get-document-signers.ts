// GET /api/documents/:id/signers: the document with its signers and their links (owner only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentDto } from '../../../../shared/documents';
import type { Signer } from '../../../../shared/signing';
import { api } from '../../../lib/api-client';

export interface DocumentSigners {
  document: DocumentDto;
  signers: Signer[];
}

export const documentSignersQueryKey = (id: string) => ['documents', id, 'signers'] as const;

export function getDocumentSigners(id: string): Promise<DocumentSigners> {
  return api.get<DocumentSigners>(`/api/documents/${encodeURIComponent(id)}/signers`);
}

export const documentSignersQueryOptions = (id: string) =>
  queryOptions({ queryKey: documentSignersQueryKey(id), queryFn: () => getDocumentSigners(id) });

export function useDocumentSigners(id: string) {
  return useQuery(documentSignersQueryOptions(id));
}
