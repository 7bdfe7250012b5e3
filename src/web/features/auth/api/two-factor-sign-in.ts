// POST /api/auth/two-factor: finishes a social sign-in with the account's authenticator code.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from './get-session';

export function useTwoFactorSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<{ user: SessionUser }>('/api/auth/two-factor', { code }),
    onSuccess: ({ user }) => {
      queryClient.removeQueries({
        predicate: (q) => q.queryKey[0] !== 'auth' && q.queryKey[0] !== 'settings',
      });
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user });
    },
  });
}
