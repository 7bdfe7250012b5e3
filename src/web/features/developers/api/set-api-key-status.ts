// POST /api/api-keys/:id/revoke | /activate: Revoke Key and Activate Key.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKey } from '../../../../shared/integrations';
import { api } from '../../../lib/api-client';
import { apiKeysQueryKey } from './list-api-keys';

export function setApiKeyStatus(input: {
  id: string;
  action: 'revoke' | 'activate';
}): Promise<{ apiKey: ApiKey; message: string }> {
  return api.post(`/api/api-keys/${encodeURIComponent(input.id)}/${input.action}`);
}

export function useSetApiKeyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setApiKeyStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
