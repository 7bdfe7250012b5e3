// POST /api/documents/:id/finish: after the owner signed, complete the document with no other
// signers; the server seals it in a job (the document shows completed once sealed).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentDto } from '../../../../shared/documents';
import type { Signer } from '../../../../shared/signing';
import { api } from '../../../lib/api-client';

export function finishDocument(id: string): Promise<{ document: DocumentDto; signers: Signer[] }> {
  return api.post(`/api/documents/${encodeURIComponent(id)}/finish`);
}

export function useFinishDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => finishDocument(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['documents'] }),
  });
}
