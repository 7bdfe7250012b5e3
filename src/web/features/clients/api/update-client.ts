// PATCH /api/clients/:id: edit a contact.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientInput } from '../../../../shared/clients';
import { api } from '../../../lib/api-client';
import { clientsQueryKey } from './list-clients';

export function updateClient({ id, ...input }: ClientInput & { id: string }): Promise<{ client: Client }> {
  return api.patch<{ client: Client }>(`/api/clients/${encodeURIComponent(id)}`, input);
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
