// POST /api/auth/register: creates the account (and its organisation) and signs it in.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterRequest, SessionResponse, SessionUser } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from './get-session';

export function register(input: RegisterRequest): Promise<{ user: SessionUser }> {
  return api.post<{ user: SessionUser }>('/api/auth/register', input);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user }) => {
      queryClient.removeQueries({
        predicate: (q) => q.queryKey[0] !== 'auth' && q.queryKey[0] !== 'settings',
      });
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user });
    },
  });
}
