// POST /api/auth/logout (204): revokes the session on the server, then forgets every cached answer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from './get-session';

export function logout(): Promise<void> {
  return api.post<void>('/api/auth/logout');
}

export function useLogout(options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
      queryClient.setQueryData(sessionQueryKey, { user: null });
      options.onSuccess?.();
    },
  });
}
