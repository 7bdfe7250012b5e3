// GET /api/documents: one page of the owner's documents (scope mine | sent), filtered by status and
// searched by name on the server, newest first.
import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { DocumentList, DocumentStatus } from '../../../../shared/documents';
import { api } from '../../../lib/api-client';

export type ListScope = 'mine' | 'sent';
export type StatusFilter = 'all' | DocumentStatus;

export interface DocumentListParams {
  scope: ListScope;
  status: StatusFilter;
  q: string;
  page: number;
  pageSize: number;
}

/** Every documents query starts with this key, so one invalidation refreshes lists and details. */
export const documentsQueryKey = ['documents'] as const;
export const documentListQueryKey = (params: DocumentListParams) => ['documents', 'list', params] as const;

export function listDocuments(params: DocumentListParams, signal?: AbortSignal): Promise<DocumentList> {
  return api.get<DocumentList>('/api/documents', {
    signal,
    query: {
      scope: params.scope,
      status: params.status,
      q: params.q || undefined,
      page: params.page,
      pageSize: params.pageSize,
    },
  });
}

export const documentListQueryOptions = (params: DocumentListParams) =>
  queryOptions({
    queryKey: documentListQueryKey(params),
    queryFn: ({ signal }) => listDocuments(params, signal),
    // The previous page stays on screen while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useDocumentList(params: DocumentListParams) {
  return useQuery(documentListQueryOptions(params));
}

/** How many documents each filter holds (the chips' counts): a one-row page per status. */
export function useDocumentCounts(scope: ListScope, statuses: readonly StatusFilter[]) {
  return useQueries({
    queries: statuses.map((status) => ({
      queryKey: ['documents', 'list', 'count', scope, status] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        listDocuments({ scope, status, q: '', page: 1, pageSize: 1 }, signal),
      staleTime: 10_000,
    })),
    combine: (results) =>
      Object.fromEntries(statuses.map((status, i) => [status, results[i]?.data?.total])) as Partial<
        Record<StatusFilter, number>
      >,
  });
}
