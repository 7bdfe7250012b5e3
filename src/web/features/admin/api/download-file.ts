// Downloads a file the server builds (CSV exports, reports) with the session cookie, under the name
// the server gives in Content-Disposition.
import { ApiError } from '../../../lib/api-client';
import { MESSAGES } from '../../../../shared/messages';

function fileNameOf(disposition: string | null, fallback: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i);
  if (star) return decodeURIComponent(star[1]!);
  const plain = disposition?.match(/filename="([^"]+)"/i);
  return plain ? plain[1]! : fallback;
}

export async function downloadFile(
  path: string,
  query: Record<string, string | number | undefined> = {},
  fallbackName = 'export.csv',
): Promise<string> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const qs = params.toString();
  const response = await fetch(qs ? `${path}?${qs}` : path, { credentials: 'same-origin' });
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
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
