// POST /api/signatures/:id/default: makes one saved signature the default (and only that one).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { signaturesQueryKey, type SignaturesResponse } from './get-signatures';

export function setDefaultSignature(id: string): Promise<SignaturesResponse> {
  return api.post<SignaturesResponse>(`/api/signatures/${encodeURIComponent(id)}/default`);
}

export function useSetDefaultSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultSignature,
    onSuccess: ({ items }) => queryClient.setQueryData<SignaturesResponse>(signaturesQueryKey, { items }),
  });
}
