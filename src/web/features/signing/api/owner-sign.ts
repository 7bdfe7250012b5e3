// POST /api/documents/:id/sign: the owner signs their own document (image, placement in displayed
// page points, how it was made). Answers with the document and its signers.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DocumentDto } from '../../../../shared/documents';
import type { ownerSignSchema, Signer } from '../../../../shared/signing';
import { api } from '../../../lib/api-client';

export type OwnerSignInput = z.input<typeof ownerSignSchema>;
export interface OwnerSignResult {
  document: DocumentDto;
  signers: Signer[];
  message: string;
}

export function ownerSign(id: string, input: OwnerSignInput): Promise<OwnerSignResult> {
  return api.post<OwnerSignResult>(`/api/documents/${encodeURIComponent(id)}/sign`, input);
}

export function useOwnerSign(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OwnerSignInput) => ownerSign(id, input),
    // The document page, its signers and the lists all show the new state.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['documents'] }),
  });
}
