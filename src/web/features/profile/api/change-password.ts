// POST /api/profile/password: a new password (with the current one, when the account has one).
// The server signs out every other session of the user.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';
import { sessionsQueryKey } from './get-sessions';

export function changePassword(input: { currentPassword: string; newPassword: string }): Promise<{
  message: string;
}> {
  return api.post<{ message: string }>('/api/profile/password', input);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
