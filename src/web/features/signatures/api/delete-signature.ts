// DELETE /api/signatures/:id: removes a saved signature; deleting the default promotes the oldest left.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { signaturesQueryKey, type SignaturesResponse } from './get-signatures';

export function deleteSignature(id: string): Promise<SignaturesResponse> {
  return api.delete<SignaturesResponse>(`/api/signatures/${encodeURIComponent(id)}`);
}

export function useDeleteSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSignature,
    onSuccess: ({ items }) => queryClient.setQueryData<SignaturesResponse>(signaturesQueryKey, { items }),
  });
}
