// POST /api/api-keys: a new key; the answer carries the full key, shown once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyInput, CreatedApiKey } from '../../../../shared/integrations';
import { api } from '../../../lib/api-client';
import { apiKeysQueryKey } from './list-api-keys';

export type CreatedApiKeyReply = CreatedApiKey & { message: string };

export function createApiKey(input: ApiKeyInput): Promise<CreatedApiKeyReply> {
  return api.post<CreatedApiKeyReply>('/api/api-keys', input);
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
