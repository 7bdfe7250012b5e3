// /api/admin/documents: every document, delete, and upload on behalf of a user.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDocument, ListAdminDocumentsQuery, Paged } from '../../../../shared/admin';
import type { DocumentCategory } from '../../../../shared/documents';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-query-keys';

export function useAdminDocuments(query: ListAdminDocumentsQuery) {
  return useQuery({
    queryKey: adminKeys.documents(query),
    queryFn: () =>
      api.get<Paged<AdminDocument>>('/api/admin/documents', { query: query as Record<string, string> }),
    placeholderData: keepPreviousData,
  });
}

export const documentFileUrl = (id: string, download: boolean) =>
  `/api/admin/documents/${encodeURIComponent(id)}/file${download ? '?download=1' : ''}`;

export function useDeleteAdminDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ message: string }>(`/api/admin/documents/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useUploadAdminDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      ownerId,
      file,
      category,
    }: {
      ownerId: string;
      file: File;
      category: DocumentCategory;
    }) => {
      const form = new FormData();
      form.append('category', category);
      form.append('file', file);
      return api.post<{ document: AdminDocument; message: string }>('/api/admin/documents', form, {
        query: { ownerId },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
