// POST /api/documents/:id/exported: Export as Image happens in the browser; the server is told so
// the owner's webhooks receive document.exported.
import { api } from '../../../lib/api-client';

export function reportExport(documentId: string): Promise<void> {
  return api.post<void>(`/api/documents/${encodeURIComponent(documentId)}/exported`, { format: 'image' });
}
