// The app's single React Query client. Client errors (4xx) are answers, not glitches: never retried.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A 503 "unavailable" means maintenance mode was switched on: read the public settings again. */
function onError(error: unknown): void {
  if (error instanceof ApiError && error.status === 503 && error.code === 'unavailable') {
    void queryClient.invalidateQueries({ queryKey: ['settings', 'public'] });
  }
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: true,
      retry: (failureCount, error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
        if (error instanceof ApiError && error.code === 'unavailable') return false;
        return failureCount < 2;
      },
    },
    mutations: { retry: false },
  },
});
