// POST /api/auth/login: signs in with email and password; the reply's user becomes the session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, SessionResponse, SessionUser } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from './get-session';

export function login(input: LoginRequest): Promise<{ user: SessionUser }> {
  return api.post<{ user: SessionUser }>('/api/auth/login', input);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      // Whatever was cached belonged to the previous visitor.
      queryClient.removeQueries({
        predicate: (q) => q.queryKey[0] !== 'auth' && q.queryKey[0] !== 'settings',
      });
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user });
    },
  });
}
