// POST /api/webhooks/:id/test (a saved webhook) or /api/webhooks/test (a URL not saved yet): a signed
// test_event sent now; the answer says success, timeout or failure with the spec's toast text.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookTestResult } from '../../../../shared/integrations';
import { api } from '../../../lib/api-client';

export function testWebhook(target: { id: string } | { url: string }): Promise<WebhookTestResult> {
  return 'id' in target
    ? api.post<WebhookTestResult>(`/api/webhooks/${encodeURIComponent(target.id)}/test`)
    : api.post<WebhookTestResult>('/api/webhooks/test', { url: target.url });
}

export function useTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['developers'] }),
  });
}
