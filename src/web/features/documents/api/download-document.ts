// GET /api/documents/:id/file?download=1: the sealed PDF once there is one, else the original (or
// the original on request), saved under the document's name. Fetched first so that a failure can
// be told, and recorded by the server in the audit trail.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentDto } from '../../../../shared/documents';
import { ApiError } from '../../../lib/api-client';
import { saveBlob } from '../save-blob';
import { documentFileUrl, documentQueryKey } from './get-document';

export interface DownloadInput {
  document: Pick<DocumentDto, 'id' | 'name' | 'sealed'>;
  variant?: 'current' | 'original';
}

export function downloadFileName(doc: Pick<DocumentDto, 'name' | 'sealed'>, variant = 'current'): string {
  return `${doc.name}${doc.sealed && variant !== 'original' ? ' (signed)' : ''}.pdf`;
}

export async function downloadDocument({ document, variant = 'current' }: DownloadInput): Promise<string> {
  const response = await fetch(documentFileUrl(document.id, { download: true, variant }), {
    credentials: 'same-origin',
  });
  if (!response.ok) {
    let message = 'Failed to download document';
    try {
      const body = (await response.json()) as { error?: { message?: string } };
      message = body.error?.message ?? message;
    } catch {
      // Keep the spec's text.
    }
    throw new ApiError(response.status, 'download_failed', message);
  }
  const name = downloadFileName(document, variant);
  saveBlob(await response.blob(), name);
  return name;
}

export function useDownloadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadDocument,
    // The download is in the audit trail now.
    onSuccess: (_name, { document }) =>
      queryClient.invalidateQueries({ queryKey: [...documentQueryKey(document.id), 'audit'] }),
  });
}
