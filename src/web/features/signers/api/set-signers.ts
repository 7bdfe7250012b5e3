// PUT /api/documents/:id/signers: Document Ready / Update Signers. The document becomes pending,
// each signer gets a link (unchanged signers keep theirs) and those whose turn it is are invited.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetSignersInput } from '../../../../shared/signing';
import { api } from '../../../lib/api-client';
import { documentSignersQueryKey, type DocumentSigners } from './get-document-signers';

export type SetSignersResult = DocumentSigners & { invited: number };

export function setSigners(id: string, input: SetSignersInput): Promise<SetSignersResult> {
  return api.put<SetSignersResult>(`/api/documents/${encodeURIComponent(id)}/signers`, input);
}

export function useSetSigners(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetSignersInput) => setSigners(id, input),
    onSuccess: ({ document, signers }) => {
      queryClient.setQueryData<DocumentSigners>(documentSignersQueryKey(id), { document, signers });
      // Lists and the document page show the new status and signers.
      void queryClient.invalidateQueries({ queryKey: ['documents'] });
    },
  });
}
