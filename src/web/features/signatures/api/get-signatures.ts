// GET /api/signatures: the owner's saved signatures, oldest first; exactly one is the default.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedSignature } from '../../../../shared/signing';
import { api } from '../../../lib/api-client';

export const signaturesQueryKey = ['signatures'] as const;

export interface SignaturesResponse {
  items: SavedSignature[];
}

export function getSignatures(): Promise<SignaturesResponse> {
  return api.get<SignaturesResponse>('/api/signatures');
}

export const signaturesQueryOptions = () =>
  queryOptions({ queryKey: signaturesQueryKey, queryFn: getSignatures });

export function useSignatures() {
  return useQuery(signaturesQueryOptions());
}

/** The default saved signature, if any. */
export function defaultSignatureOf(data: SignaturesResponse | undefined): SavedSignature | null {
  return data?.items.find((s) => s.isDefault) ?? data?.items[0] ?? null;
}
