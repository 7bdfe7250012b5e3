// POST /api/webhooks (new) or PATCH /api/webhooks/:id (edit, Enable/Disable).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Webhook, WebhookInput, WebhookUpdate } from '../../../../shared/integrations';
import { api } from '../../../lib/api-client';
import { webhooksQueryKey } from './list-webhooks';

type Reply = { webhook: Webhook; message: string };

export function saveWebhook(input: { id?: string; values: WebhookInput | WebhookUpdate }): Promise<Reply> {
  return input.id
    ? api.patch<Reply>(`/api/webhooks/${encodeURIComponent(input.id)}`, input.values)
    : api.post<Reply>('/api/webhooks', input.values);
}

export function useSaveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}
