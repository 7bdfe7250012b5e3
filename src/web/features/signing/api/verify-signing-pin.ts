// POST /api/sign/:documentId/:signId/pin: the PIN gate. Success sets a cookie that lets this browser
// open the file; wrong PINs are counted per address and per link (423 once locked).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { signingPath, signingViewQueryKey, type SigningLinkParams } from './get-signing-view';

export function verifySigningPin(params: SigningLinkParams, pin: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(`${signingPath(params)}/pin`, { pin });
}

export function useVerifySigningPin(params: SigningLinkParams) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pin: string) => verifySigningPin(params, pin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signingViewQueryKey(params) }),
  });
}
