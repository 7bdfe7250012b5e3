// POST /api/auth/resend-verification: emails the signed-in user a new confirmation link.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function resendVerification(): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/auth/resend-verification');
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
