// /api/admin/api-keys, /api/admin/webhooks and /api/admin/logs: every owner's keys and webhooks,
// and the system log.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOwner,
  ListAdminApiKeysQuery,
  ListAdminWebhooksQuery,
  Paged,
} from '../../../../shared/admin';
import type {
  ApiKey,
  ApiKeyInput,
  CreatedApiKey,
  ListSystemLogsQuery,
  SystemLog,
  Webhook,
  WebhookInput,
  WebhookTestResult,
  WebhookUpdate,
} from '../../../../shared/integrations';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-query-keys';
import { downloadFile } from './download-file';

export type AdminApiKey = ApiKey & { owner: AdminOwner };
export type AdminWebhook = Webhook & { owner: AdminOwner };

function useInvalidatingMutation<V, R>(fn: (vars: V) => Promise<R>, key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export function useAdminApiKeys(query: ListAdminApiKeysQuery) {
  return useQuery({
    queryKey: adminKeys.apiKeys(query),
    queryFn: () =>
      api.get<Paged<AdminApiKey>>('/api/admin/api-keys', { query: query as Record<string, string> }),
    placeholderData: keepPreviousData,
  });
}

const keyPath = (id: string) => `/api/admin/api-keys/${encodeURIComponent(id)}`;
export const useCreateAdminApiKey = () =>
  useInvalidatingMutation(
    (input: ApiKeyInput & { ownerId: string }) =>
      api.post<CreatedApiKey & { message: string }>('/api/admin/api-keys', input),
    ['admin', 'api-keys'],
  );
export const useSetApiKeyStatus = () =>
  useInvalidatingMutation(
    ({ id, active }: { id: string; active: boolean }) =>
      api.post<{ apiKey: ApiKey; message: string }>(`${keyPath(id)}/${active ? 'activate' : 'revoke'}`),
    ['admin', 'api-keys'],
  );
export const useRegenerateAdminApiKey = () =>
  useInvalidatingMutation(
    (id: string) => api.post<CreatedApiKey & { message: string }>(`${keyPath(id)}/regenerate`),
    ['admin', 'api-keys'],
  );
export const useDeleteAdminApiKey = () =>
  useInvalidatingMutation(
    (id: string) => api.delete<{ message: string }>(keyPath(id)),
    ['admin', 'api-keys'],
  );

export function useAdminWebhooks(query: ListAdminWebhooksQuery) {
  return useQuery({
    queryKey: adminKeys.webhooks(query),
    queryFn: () =>
      api.get<{ items: AdminWebhook[] }>('/api/admin/webhooks', { query: query as Record<string, string> }),
    placeholderData: keepPreviousData,
  });
}

const hookPath = (id: string) => `/api/admin/webhooks/${encodeURIComponent(id)}`;
export const useCreateAdminWebhook = () =>
  useInvalidatingMutation(
    (input: WebhookInput & { ownerId: string }) =>
      api.post<{ webhook: Webhook; message: string }>('/api/admin/webhooks', input),
    ['admin', 'webhooks'],
  );
export const useUpdateAdminWebhook = () =>
  useInvalidatingMutation(
    ({ id, ...input }: WebhookUpdate & { id: string }) =>
      api.patch<{ webhook: Webhook; message: string }>(hookPath(id), input),
    ['admin', 'webhooks'],
  );
export const useDeleteAdminWebhook = () =>
  useInvalidatingMutation(
    (id: string) => api.delete<{ message: string }>(hookPath(id)),
    ['admin', 'webhooks'],
  );
export const useTestAdminWebhook = () =>
  useInvalidatingMutation(
    (id: string) => api.post<WebhookTestResult>(`${hookPath(id)}/test`),
    ['admin', 'webhooks'],
  );

/** Test the URL typed in the form, before it is saved, for the user it will belong to. */
export const useTestAdminWebhookUrl = () =>
  useMutation({
    mutationFn: (input: { url: string; ownerId: string }) =>
      api.post<WebhookTestResult>('/api/admin/webhooks/test', input),
  });

export function useAdminLogs(query: ListSystemLogsQuery) {
  return useQuery({
    queryKey: adminKeys.logs(query),
    queryFn: () => api.get<Paged<SystemLog>>('/api/admin/logs', { query: query as Record<string, string> }),
    placeholderData: keepPreviousData,
  });
}

export const exportLogs = (query: { q: string; level: string }) =>
  downloadFile('/api/admin/logs/export', query, 'logs.csv');
