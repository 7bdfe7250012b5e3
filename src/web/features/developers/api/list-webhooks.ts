// GET /api/webhooks: the owner's webhooks.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Webhook } from '../../../../shared/integrations';
import { api } from '../../../lib/api-client';

export const webhooksQueryKey = ['developers', 'webhooks'] as const;

export function listWebhooks(): Promise<{ items: Webhook[] }> {
  return api.get<{ items: Webhook[] }>('/api/webhooks');
}

export const webhooksQueryOptions = () => queryOptions({ queryKey: webhooksQueryKey, queryFn: listWebhooks });

export function useWebhooks() {
  return useQuery(webhooksQueryOptions());
}
