// POST /api/profile/sessions/revoke-others: signs out every session but this one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '../../../../shared/profile';
import { api } from '../../../lib/api-client';
import { sessionsQueryKey } from './get-sessions';

export function revokeOtherSessions(): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/profile/sessions/revoke-others');
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => {
      queryClient.setQueryData<{ sessions: SessionInfo[] }>(sessionsQueryKey, (old) =>
        old ? { sessions: old.sessions.filter((s) => s.current) } : old,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
