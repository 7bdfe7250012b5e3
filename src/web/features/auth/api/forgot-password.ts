// POST /api/auth/forgot-password: emails a reset link if the address has an account. The answer
// is the same either way, so it never tells whether an address is registered.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function forgotPassword(input: { email: string }): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/auth/forgot-password', input);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
