// GET /api/webhooks/:id/secret and POST …/secret/rotate; with id 'documents', the account's secret
// for documents' own webhook URLs (/api/webhooks/document-secret).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const path = (id: string) =>
  id === 'documents' ? '/api/webhooks/document-secret' : `/api/webhooks/${encodeURIComponent(id)}/secret`;

export const webhookSecretQueryKey = (id: string) => ['developers', 'secret', id] as const;

export function getWebhookSecret(id: string): Promise<{ secret: string }> {
  return api.get<{ secret: string }>(path(id));
}

/** Loaded only when revealed. */
export function useWebhookSecret(id: string, enabled: boolean) {
  return useQuery({ queryKey: webhookSecretQueryKey(id), queryFn: () => getWebhookSecret(id), enabled });
}

export function rotateWebhookSecret(id: string): Promise<{ secret: string; message: string }> {
  return api.post(`${path(id)}/rotate`);
}

export function useRotateWebhookSecret(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rotateWebhookSecret(id),
    onSuccess: (data) => queryClient.setQueryData(webhookSecretQueryKey(id), { secret: data.secret }),
  });
}
