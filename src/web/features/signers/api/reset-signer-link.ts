// POST /api/documents/:id/signers/:signerId/reset-link: a new link for one signer; the old one stops working.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentSignersQueryKey, type DocumentSigners } from './get-document-signers';

export function resetSignerLink(id: string, signerId: string): Promise<DocumentSigners> {
  return api.post<DocumentSigners>(
    `/api/documents/${encodeURIComponent(id)}/signers/${encodeURIComponent(signerId)}/reset-link`,
  );
}

export function useResetSignerLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signerId: string) => resetSignerLink(id, signerId),
    onSuccess: (data) => queryClient.setQueryData<DocumentSigners>(documentSignersQueryKey(id), data),
  });
}
