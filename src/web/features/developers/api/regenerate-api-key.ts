// POST /api/api-keys/:id/regenerate: a new secret for the key, shown once; the old one stops working.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CreatedApiKeyReply } from './create-api-key';
import { apiKeysQueryKey } from './list-api-keys';

export function regenerateApiKey(id: string): Promise<CreatedApiKeyReply> {
  return api.post<CreatedApiKeyReply>(`/api/api-keys/${encodeURIComponent(id)}/regenerate`);
}

export function useRegenerateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
