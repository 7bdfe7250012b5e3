// GET /api/clients/:id/documents: the owner's documents that have this contact as a signer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientDocument } from '../../../../shared/clients';
import { api } from '../../../lib/api-client';
import { clientsQueryKey } from './list-clients';

export function getClientDocuments(id: string): Promise<{ documents: ClientDocument[] }> {
  return api.get<{ documents: ClientDocument[] }>(`/api/clients/${encodeURIComponent(id)}/documents`);
}

export const clientDocumentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...clientsQueryKey, 'documents', id],
    queryFn: () => getClientDocuments(id),
  });

export function useClientDocuments(id: string | null) {
  return useQuery({ ...clientDocumentsQueryOptions(id ?? ''), enabled: !!id });
}
