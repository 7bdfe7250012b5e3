// GET /api/settings/public: the instance settings any visitor may know (site name, support email…).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '../../../../shared/settings';
import { api } from '../../../lib/api-client';

export const publicSettingsQueryKey = ['settings', 'public'] as const;

export function getPublicSettings(): Promise<PublicSettings> {
  return api.get<PublicSettings>('/api/settings/public');
}

export const publicSettingsQueryOptions = () =>
  queryOptions({ queryKey: publicSettingsQueryKey, queryFn: getPublicSettings, staleTime: 5 * 60_000 });

export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions());
}
