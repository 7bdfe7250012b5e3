// GET /api/auth/session: who is signed in. Any failure counts as signed out, so the public site
// keeps working while the server is unreachable or the endpoint does not exist yet.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';

export const sessionQueryKey = ['auth', 'session'] as const;

export async function getSession(): Promise<SessionResponse> {
  try {
    const data = await api.get<SessionResponse>('/api/auth/session');
    return { user: data?.user ?? null };
  } catch {
    return { user: null };
  }
}

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 60_000 });

export function useSession() {
  const query = useQuery(sessionQueryOptions());
  const user: SessionUser | null = query.data?.user ?? null;
  return { ...query, user };
}
