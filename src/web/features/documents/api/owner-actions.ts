// The owner's actions on a document that answer with the document and its signers:
// POST /api/documents/:id/void {reason}, /unlock (links locked after wrong PINs) and /finish
// (seal now, after the owner signed, with no other signers).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentQueryKey } from './get-document';
import { documentSignersQueryKey, type DocumentWithSigners } from './get-document-signers';
import { documentsQueryKey } from './list-documents';

const path = (id: string, action: string) => `/api/documents/${encodeURIComponent(id)}/${action}`;

export function voidDocument(input: { id: string; reason: string }): Promise<DocumentWithSigners> {
  return api.post(path(input.id, 'void'), { reason: input.reason });
}

export function unlockLinks(id: string): Promise<DocumentWithSigners> {
  return api.post(path(id, 'unlock'));
}

export function finishDocument(id: string): Promise<DocumentWithSigners> {
  return api.post(path(id, 'finish'));
}

function useOwnerAction<T>(fn: (input: T) => Promise<DocumentWithSigners>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (result) => {
      const id = result.document.id;
      queryClient.setQueryData(documentSignersQueryKey(id), result);
      queryClient.setQueryData([...documentQueryKey(id), 'detail'], result.document);
      await queryClient.invalidateQueries({ queryKey: documentsQueryKey });
    },
  });
}

export const useVoidDocument = () => useOwnerAction(voidDocument);
export const useUnlockLinks = () => useOwnerAction(unlockLinks);
export const useFinishDocument = () => useOwnerAction(finishDocument);
