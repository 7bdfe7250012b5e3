// POST /api/auth/verify-email: confirms the address the emailed token was sent to.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function verifyEmail(input: { token: string }): Promise<{ message: string; email: string }> {
  return api.post<{ message: string; email: string }>('/api/auth/verify-email', input);
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // The signed-in user's emailVerified flag may have changed; so may the profile.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'settings' }),
  });
}
