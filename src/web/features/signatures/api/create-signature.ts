// POST /api/signatures: saves a signature (the first saved becomes the default).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createSignatureSchema } from '../../../../shared/signing';
import { api } from '../../../lib/api-client';
import { signaturesQueryKey, type SignaturesResponse } from './get-signatures';

export type CreateSignatureInput = z.input<typeof createSignatureSchema>;

export function createSignature(
  input: CreateSignatureInput,
): Promise<SignaturesResponse & { message: string }> {
  return api.post('/api/signatures', input);
}

export function useCreateSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSignature,
    onSuccess: ({ items }) => queryClient.setQueryData<SignaturesResponse>(signaturesQueryKey, { items }),
  });
}
