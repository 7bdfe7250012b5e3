// POST /api/documents/:id/remind {signerId?}: emails the signers whose turn it is (at most once an
// hour per signer; the server's message says when the next one is possible).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentQueryKey } from './get-document';

export function sendReminder(input: {
  id: string;
  signerId?: string;
}): Promise<{ sent: string[]; message: string }> {
  return api.post(`/api/documents/${encodeURIComponent(input.id)}/remind`, {
    signerId: input.signerId,
  });
}

export function useSendReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReminder,
    onSuccess: (_data, { id }) => queryClient.invalidateQueries({ queryKey: documentQueryKey(id) }),
  });
}
