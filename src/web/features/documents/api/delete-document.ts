// DELETE /api/documents/:id: removes the document, its signers, its files (the audit trail stays).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentQueryKey } from './get-document';
import { documentsQueryKey } from './list-documents';

export function deleteDocument(id: string): Promise<void> {
  return api.delete<void>(`/api/documents/${encodeURIComponent(id)}`);
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: documentQueryKey(id) });
      await queryClient.invalidateQueries({ queryKey: documentsQueryKey });
    },
  });
}
