// POST /api/webhook-deliveries/:id/redeliver: the same delivery (same id and body) sent again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function redeliverWebhook(deliveryId: string): Promise<{ message: string }> {
  return api.post(`/api/webhook-deliveries/${encodeURIComponent(deliveryId)}/redeliver`);
}

export function useRedeliverWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeliverWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['developers', 'deliveries'] }),
  });
}
