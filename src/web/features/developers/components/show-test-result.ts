// The Test button's toasts, from the server's outcome (spec texts), with the receiver's answer.
import { toast } from 'sonner';
import type { WebhookTestResult } from '../../../../shared/integrations';

export function showTestResult(result: WebhookTestResult): void {
  if (result.outcome === 'success') {
    toast.success(result.message, { description: `HTTP ${result.statusCode} in ${result.durationMs} ms` });
  } else if (result.outcome === 'timeout') {
    toast.error(result.message);
  } else {
    toast.error(result.message, { description: result.error ?? undefined });
  }
}
