// GET /api/documents/:id/audit: the document's hash-chained audit trail and whether the chain is
// intact; ?download=1 serves the same JSON as a file.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditTrail } from '../../../../shared/audit';
import { api } from '../../../lib/api-client';
import { documentQueryKey } from './get-document';

export function getAuditTrail(id: string): Promise<AuditTrail> {
  return api.get<AuditTrail>(`/api/documents/${encodeURIComponent(id)}/audit`);
}

export const auditTrailQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...documentQueryKey(id), 'audit'] as const, queryFn: () => getAuditTrail(id) });

export function useAuditTrail(id: string) {
  return useQuery(auditTrailQueryOptions(id));
}

export function auditTrailDownloadUrl(id: string): string {
  return `/api/documents/${encodeURIComponent(id)}/audit?download=1`;
}
