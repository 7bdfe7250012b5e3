// GET /api/health: live status of the server and its parts. A degraded server answers 503 with the
// same body, which is a status to show, not an error.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Health } from '../../../../shared/health';
import { ApiError, api } from '../../../lib/api-client';

export type PublicHealth = Omit<Health, 'database' | 'storage'> & {
  database: Omit<Health['database'], 'detail'>;
  storage: Omit<Health['storage'], 'detail'>;
};

function isHealth(value: unknown): value is PublicHealth {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    'database' in value &&
    'storage' in value
  );
}

export async function getHealth(): Promise<PublicHealth> {
  try {
    return await api.get<PublicHealth>('/api/health');
  } catch (err) {
    if (err instanceof ApiError && err.status === 503 && isHealth(err.body)) return err.body;
    throw err;
  }
}

export const REFRESH_MS = 30_000;

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['health'],
    queryFn: getHealth,
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: false,
  });

export function useHealth() {
  return useQuery(healthQueryOptions());
}
