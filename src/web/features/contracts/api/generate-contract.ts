// POST /api/contracts: generate the contract PDF as a document (and with send: true, invite the
// client to sign it).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateContractInput, GenerateContractResponse } from '../../../../shared/contracts';
import { api } from '../../../lib/api-client';

export function generateContract(input: GenerateContractInput): Promise<GenerateContractResponse> {
  return api.post<GenerateContractResponse>('/api/contracts', input);
}

export function useGenerateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateContract,
    // A new document counts against the month's usage and joins the document lists.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
