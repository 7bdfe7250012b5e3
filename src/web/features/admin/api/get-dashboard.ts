// GET /api/admin/dashboard: counts, recent activity and the system checks.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '../../../../shared/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-query-keys';

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: () => api.get<AdminDashboard>('/api/admin/dashboard'),
    refetchInterval: 60_000,
  });

export function useAdminDashboard() {
  return useQuery(dashboardQueryOptions());
}
