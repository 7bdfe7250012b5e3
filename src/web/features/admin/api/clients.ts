// /api/admin/clients: customer organisations, their report, and the administrator's actions.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminClient,
  CreateClient,
  ListClientsQuery,
  Paged,
  UpdateClient,
} from '../../../../shared/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-query-keys';
import { downloadFile } from './download-file';

export function useAdminClients(query: ListClientsQuery) {
  return useQuery({
    queryKey: adminKeys.clients(query),
    queryFn: () =>
      api.get<Paged<AdminClient>>('/api/admin/clients', { query: query as Record<string, string> }),
    placeholderData: keepPreviousData,
  });
}

/** One client, for the screens filtered to it (documents, API keys). */
export function useAdminClient(id: string | undefined) {
  return useQuery({
    queryKey: adminKeys.client(id ?? ''),
    queryFn: () => api.get<{ client: AdminClient }>(`/api/admin/clients/${encodeURIComponent(id!)}`),
    enabled: !!id,
    retry: false,
  });
}

export const downloadClientReport = (id: string) =>
  downloadFile(`/api/admin/clients/${encodeURIComponent(id)}/report`, {}, 'report.csv');

function useClientAction<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useCreateClient = () =>
  useClientAction((input: CreateClient) =>
    api.post<{ client: AdminClient; message: string }>('/api/admin/clients', input),
  );
export const useUpdateClient = () =>
  useClientAction(({ id, ...input }: UpdateClient & { id: string }) =>
    api.patch<{ client: AdminClient; message: string }>(
      `/api/admin/clients/${encodeURIComponent(id)}`,
      input,
    ),
  );
export const useDeleteClient = () =>
  useClientAction(({ id, confirm }: { id: string; confirm: string }) =>
    api.delete<{ message: string }>(`/api/admin/clients/${encodeURIComponent(id)}`, { body: { confirm } }),
  );
