// GET /api/documents/:id: one of the owner's documents (another owner's id answers 404).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentDto } from '../../../../shared/documents';
import { api } from '../../../lib/api-client';

export const documentQueryKey = (id: string) => ['documents', id] as const;

export async function getDocument(id: string): Promise<DocumentDto> {
  const { document } = await api.get<{ document: DocumentDto }>(`/api/documents/${encodeURIComponent(id)}`);
  return document;
}

export const documentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...documentQueryKey(id), 'detail'] as const,
    queryFn: () => getDocument(id),
    // While the server seals a completed document, look again every few seconds.
    refetchInterval: (query) => (query.state.data?.sealState === 'sealing' ? 3000 : false),
  });

export function useDocument(id: string) {
  return useQuery(documentQueryOptions(id));
}

/** Where the document's current file (sealed once there is one) is served. */
export function documentFileUrl(
  id: string,
  options: { download?: boolean; variant?: 'current' | 'original' | 'sealed' } = {},
): string {
  const params = new URLSearchParams();
  if (options.variant && options.variant !== 'current') params.set('variant', options.variant);
  if (options.download) params.set('download', '1');
  const qs = params.toString();
  return `/api/documents/${encodeURIComponent(id)}/file${qs ? `?${qs}` : ''}`;
}
