// GET /api/api-keys: the owner's keys (masked), with whether their plan allows API access.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiKeyList } from '../../../../shared/integrations';
import { api } from '../../../lib/api-client';

export const apiKeysQueryKey = ['developers', 'api-keys'] as const;

export function listApiKeys(): Promise<ApiKeyList> {
  return api.get<ApiKeyList>('/api/api-keys');
}

export const apiKeysQueryOptions = () => queryOptions({ queryKey: apiKeysQueryKey, queryFn: listApiKeys });

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}
