// GET /api/profile: the signed-in user, their organisation, this month's usage, whether they have a password.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileResponse } from '../../../../shared/profile';
import { api } from '../../../lib/api-client';

export const profileQueryKey = ['profile'] as const;

export function getProfile(): Promise<ProfileResponse> {
  return api.get<ProfileResponse>('/api/profile');
}

export const profileQueryOptions = () => queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
