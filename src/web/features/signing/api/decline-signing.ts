// POST /api/sign/:documentId/:signId/decline: the signer declines, with a reason the owner is told.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { signingPath, type SigningLinkParams } from './get-signing-view';

export function declineSigning(params: SigningLinkParams, reason: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(`${signingPath(params)}/decline`, { reason });
}

export function useDeclineSigning(params: SigningLinkParams) {
  return useMutation({ mutationFn: (reason: string) => declineSigning(params, reason) });
}
