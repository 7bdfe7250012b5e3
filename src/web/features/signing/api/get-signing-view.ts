// GET /api/sign/:documentId/:signId: what a signing link shows (public; the link is the credential).
// ?preview=1 is the owner's Test Link: it records nothing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SigningView } from '../../../../shared/signing';
import { api } from '../../../lib/api-client';

export interface SigningLinkParams {
  documentId: string;
  signId: string;
  preview: boolean;
}

export const signingViewQueryKey = ({ documentId, signId, preview }: SigningLinkParams) =>
  ['sign', documentId, signId, preview ? 'preview' : 'live'] as const;

export function signingPath({ documentId, signId }: Pick<SigningLinkParams, 'documentId' | 'signId'>) {
  return `/api/sign/${encodeURIComponent(documentId)}/${encodeURIComponent(signId)}`;
}

export function getSigningView(params: SigningLinkParams): Promise<SigningView> {
  return api.get<SigningView>(signingPath(params), { query: { preview: params.preview ? 1 : undefined } });
}

export const signingViewQueryOptions = (params: SigningLinkParams) =>
  queryOptions({
    queryKey: signingViewQueryKey(params),
    queryFn: () => getSigningView(params),
    // The page is the signer's own progress: no surprise refetches while they sign.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useSigningView(params: SigningLinkParams, enabled = true) {
  return useQuery({ ...signingViewQueryOptions(params), enabled });
}
