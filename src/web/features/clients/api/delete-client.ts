// DELETE /api/clients/:id: remove a contact (their documents stay).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clientsQueryKey } from './list-clients';

export function deleteClient(id: string): Promise<void> {
  return api.delete<void>(`/api/clients/${encodeURIComponent(id)}`);
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
