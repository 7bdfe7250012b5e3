// POST /api/sign/:documentId/:signId/complete: the signer's signature and where it goes. Sending it
// twice records one signature (alreadySigned tells).
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { completeSigningSchema } from '../../../../shared/signing';
import { api } from '../../../lib/api-client';
import { signingPath, type SigningLinkParams } from './get-signing-view';

export type CompleteSigningInput = z.input<typeof completeSigningSchema>;
export interface CompleteSigningResult {
  alreadySigned: boolean;
  completed: boolean;
  message: string;
}

export function completeSigning(
  params: SigningLinkParams,
  input: CompleteSigningInput,
): Promise<CompleteSigningResult> {
  return api.post<CompleteSigningResult>(`${signingPath(params)}/complete`, input);
}

export function useCompleteSigning(params: SigningLinkParams) {
  return useMutation({ mutationFn: (input: CompleteSigningInput) => completeSigning(params, input) });
}
