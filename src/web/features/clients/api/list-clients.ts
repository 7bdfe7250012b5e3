// GET /api/clients: the owner's contacts, searched on the server (name, email, company, phone).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientList } from '../../../../shared/clients';
import { api } from '../../../lib/api-client';

/** Every clients query starts with this key, so one invalidation refreshes lists and look-ups. */
export const clientsQueryKey = ['clients'] as const;

export interface ClientsQuery {
  q?: string;
  email?: string;
  page?: number;
  pageSize?: number;
}

export function listClients(query: ClientsQuery): Promise<ClientList> {
  return api.get<ClientList>('/api/clients', { query: { ...query } });
}

export const clientsQueryOptions = (query: ClientsQuery) =>
  queryOptions({
    queryKey: [...clientsQueryKey, 'list', query],
    queryFn: () => listClients(query),
    placeholderData: keepPreviousData,
  });

export function useClients(query: ClientsQuery, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...clientsQueryOptions(query), enabled: opts.enabled ?? true });
}
