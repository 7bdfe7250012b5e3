// DELETE /api/profile/sessions/:id: signs out one of the user's other sessions.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '../../../../shared/profile';
import { api } from '../../../lib/api-client';
import { sessionsQueryKey } from './get-sessions';

export function revokeSession(id: string): Promise<void> {
  return api.delete<void>(`/api/profile/sessions/${encodeURIComponent(id)}`);
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<{ sessions: SessionInfo[] }>(sessionsQueryKey, (old) =>
        old ? { sessions: old.sessions.filter((s) => s.id !== id) } : old,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
