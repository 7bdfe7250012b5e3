// GET /api/clients/export: every contact as a CSV file, saved through the browser's download.
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { MESSAGES } from '../../../../shared/messages';

export async function exportClients(): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/clients/export', { credentials: 'same-origin' });
  } catch {
    throw new ApiError(
      0,
      'network_error',
      'Could not reach the server. Check your connection and try again.',
    );
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code: string; message: string };
    } | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'http_error',
      body?.error?.message ?? MESSAGES.internalError,
    );
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'contacts.csv';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useExportClients() {
  return useMutation({ mutationFn: exportClients });
}
