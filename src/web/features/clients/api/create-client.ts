// POST /api/clients: a new contact (name and email required).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientInput } from '../../../../shared/clients';
import { api } from '../../../lib/api-client';
import { clientsQueryKey } from './list-clients';

export function createClient(input: ClientInput): Promise<{ client: Client }> {
  return api.post<{ client: Client }>('/api/clients', input);
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
