// GET /api/profile/sessions: the user's active sessions, the current one marked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionInfo } from '../../../../shared/profile';
import { api } from '../../../lib/api-client';

export const sessionsQueryKey = ['profile', 'sessions'] as const;

export function getSessions(): Promise<{ sessions: SessionInfo[] }> {
  return api.get<{ sessions: SessionInfo[] }>('/api/profile/sessions');
}

export const sessionsQueryOptions = () => queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
