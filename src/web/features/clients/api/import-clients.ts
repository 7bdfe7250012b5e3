// POST /api/clients/import: a CSV file's text; bad rows come back with their line numbers.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportClientsInput, ImportClientsResult } from '../../../../shared/clients';
import { api } from '../../../lib/api-client';
import { clientsQueryKey } from './list-clients';

export function importClients(input: ImportClientsInput): Promise<ImportClientsResult> {
  return api.post<ImportClientsResult>('/api/clients/import', input);
}

export function useImportClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importClients,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
  });
}
