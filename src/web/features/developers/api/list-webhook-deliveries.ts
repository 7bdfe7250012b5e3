// GET /api/webhooks/:id/deliveries (or /api/webhooks/document-deliveries): the delivery log.
import { useQuery } from '@tanstack/react-query';
import type { WebhookDelivery } from '../../../../shared/integrations';
import { api } from '../../../lib/api-client';

export const deliveriesQueryKey = (id: string) => ['developers', 'deliveries', id] as const;

export function listWebhookDeliveries(id: string): Promise<{ items: WebhookDelivery[] }> {
  return api.get(
    id === 'documents'
      ? '/api/webhooks/document-deliveries'
      : `/api/webhooks/${encodeURIComponent(id)}/deliveries`,
  );
}

/** Refreshes every few seconds while a delivery is still pending. */
export function useWebhookDeliveries(id: string, enabled = true) {
  return useQuery({
    queryKey: deliveriesQueryKey(id),
    queryFn: () => listWebhookDeliveries(id),
    enabled,
    refetchInterval: (query) => (query.state.data?.items.some((d) => d.status === 'pending') ? 3000 : false),
  });
}
