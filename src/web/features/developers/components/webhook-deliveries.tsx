// A delivery log: each delivery with its event, outcome, status code, duration and the receiver's
// answer, every attempt on request, and Redeliver.
import { ChevronDown, RotateCw } from 'lucide-react';
import { toast } from 'sonner';
import type { WebhookDelivery } from '../../../../shared/integrations';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useWebhookDeliveries } from '../api/list-webhook-deliveries';
import { useRedeliverWebhook } from '../api/redeliver-webhook';
import { useDates } from '../../../lib/dates';

const TONE = { succeeded: 'success', failed: 'danger', pending: 'warning', cancelled: 'neutral' } as const;
const LABEL = {
  succeeded: 'Delivered',
  failed: 'Failed',
  pending: 'Retrying',
  cancelled: 'Cancelled',
} as const;

function DeliveryRow({ delivery }: { delivery: WebhookDelivery }) {
  const dates = useDates();
  const redeliver = useRedeliverWebhook();
  const last = delivery.last;
  const retrying = delivery.status === 'pending' && !!delivery.nextAttemptAt;
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge tone={TONE[delivery.status]}>{LABEL[delivery.status]}</Badge>
        <span className="text-foreground font-mono text-xs">{delivery.event}</span>
        <span className="text-muted-foreground text-xs">
          {dates.dateTime(last?.at ?? delivery.createdAt)}
        </span>
        {last && (
          <span className="text-muted-foreground text-xs">
            {last.statusCode ? `HTTP ${last.statusCode}` : 'No answer'} · {last.durationMs} ms
          </span>
        )}
        <span className="text-muted-foreground text-xs">
          {delivery.attempts} attempt{delivery.attempts === 1 ? '' : 's'}
        </span>
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto"
          disabled={retrying || redeliver.isPending}
          onClick={() =>
            redeliver.mutate(delivery.id, {
              onSuccess: (r) => toast.success(r.message),
              onError: (err) => toast.error(errorMessage(err)),
            })
          }
          aria-label={`Redeliver ${delivery.event} from ${dates.dateTime(delivery.createdAt)}`}
        >
          {redeliver.isPending ? <Spinner label="Redelivering" /> : <RotateCw aria-hidden />}
          Redeliver
        </Button>
      </div>
      {last?.error && <p className="text-danger mt-1 text-xs">{last.error}</p>}
      <details className="group mt-1">
        <summary className="text-muted-foreground hover:text-foreground flex cursor-pointer list-none items-center gap-1 text-xs">
          <ChevronDown className="size-3.5 transition-transform group-open:rotate-180" aria-hidden />
          Details
        </summary>
        <div className="mt-2 flex flex-col gap-2 text-xs">
          <p className="text-muted-foreground">
            Delivery id <code className="text-foreground font-mono">{delivery.id}</code> to{' '}
            <span className="break-all">{delivery.url}</span>
          </p>
          <pre
            tabIndex={0}
            aria-label="Body"
            className="bg-surface-2 border-border text-foreground max-h-48 overflow-auto rounded-lg border p-2 font-mono"
          >
            {JSON.stringify(JSON.parse(delivery.payload), null, 2)}
          </pre>
          <ol className="flex flex-col gap-1" aria-label="Attempts">
            {delivery.history.map((a, i) => (
              <li key={`${a.at}-${i}`} className="text-muted-foreground">
                {dates.dateTime(a.at)}: {a.statusCode ? `HTTP ${a.statusCode}` : (a.error ?? 'no answer')} in{' '}
                {a.durationMs} ms
                {a.responseExcerpt && (
                  <span className="text-foreground block font-mono break-all">
                    {a.responseExcerpt.slice(0, 300)}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </div>
      </details>
    </li>
  );
}

export function WebhookDeliveries({ id }: { id: string }) {
  const deliveries = useWebhookDeliveries(id);
  if (deliveries.isPending)
    return (
      <div className="flex justify-center py-6">
        <Spinner className="text-muted-foreground" label="Loading deliveries" />
      </div>
    );
  if (deliveries.isError) return <FormAlert>{errorMessage(deliveries.error)}</FormAlert>;
  if (deliveries.data.items.length === 0)
    return <p className="text-muted-foreground py-4 text-center text-sm">No deliveries yet.</p>;
  return (
    <ul className="divide-border divide-y" aria-label="Deliveries">
      {deliveries.data.items.map((d) => (
        <DeliveryRow key={d.id} delivery={d} />
      ))}
    </ul>
  );
}
