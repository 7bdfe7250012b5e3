// Add or edit a webhook: URL, description, events and the active switch. Save and Test are disabled
// while the URL is empty (spec); Test sends a signed test_event to the URL in the form.
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  DEFAULT_WEBHOOK_EVENTS,
  INTEGRATION_MESSAGES,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  webhookInputSchema,
  type Webhook,
  type WebhookEvent,
} from '../../../../shared/integrations';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field, FieldError } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import {
  focusFirstInvalid,
  serverFieldErrors,
  zodFieldErrors,
  type FieldErrors,
} from '../../../lib/form-errors';
import { useSaveWebhook } from '../api/save-webhook';
import { useTestWebhook } from '../api/test-webhook';
import { showTestResult } from './show-test-result';

export function WebhookFormDialog({
  open,
  onOpenChange,
  webhook,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The webhook to edit; a new one when absent. */
  webhook?: Webhook;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        {open && <WebhookForm webhook={webhook} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function WebhookForm({ webhook, onDone }: { webhook?: Webhook; onDone: () => void }) {
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [description, setDescription] = useState(webhook?.description ?? '');
  const [events, setEvents] = useState<WebhookEvent[]>(webhook?.events ?? DEFAULT_WEBHOOK_EVENTS);
  const [isActive, setActive] = useState(webhook?.isActive ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const save = useSaveWebhook();
  const test = useTestWebhook();
  const eventsId = useId();
  const activeId = useId();

  const values = { url: url.trim(), description: description.trim(), events, isActive };
  const check = () => {
    const parsed = webhookInputSchema.safeParse(values);
    if (parsed.success) return parsed.data;
    const fields = zodFieldErrors(parsed.error);
    setErrors(fields);
    toast.error(Object.values(fields)[0] ?? INTEGRATION_MESSAGES.webhookUrlInvalid);
    focusFirstInvalid(form.current);
    return null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const data = check();
    if (!data) return;
    save.mutate(
      { id: webhook?.id, values: data },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          onDone();
        },
        onError: (err) => {
          setErrors(serverFieldErrors(err));
          toast.error(errorMessage(err));
        },
      },
    );
  };

  const onTest = () => {
    const data = check();
    if (!data) return;
    setErrors({});
    // A saved webhook whose URL is unchanged is tested with its own secret (and logged).
    const target = webhook && webhook.url === data.url ? { id: webhook.id } : { url: data.url };
    test.mutate(target, {
      onSuccess: showTestResult,
      onError: (err) => toast.error(errorMessage(err, INTEGRATION_MESSAGES.testFailed)),
    });
  };

  const toggleEvent = (e: WebhookEvent, on: boolean) =>
    setEvents((current) => (on ? [...current, e] : current.filter((x) => x !== e)));

  return (
    <>
      <DialogHeader>
        <DialogTitle>{webhook ? 'Edit webhook' : 'New Webhook'}</DialogTitle>
        <DialogDescription>
          Signet sends a signed POST to this URL when the events you choose happen to your documents.
        </DialogDescription>
      </DialogHeader>
      <form ref={form} onSubmit={onSubmit} noValidate aria-label="Webhook" className="flex flex-col gap-4">
        <Field label="Webhook URL" error={errors.url}>
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://example.com/signet-events"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              autoComplete="off"
              autoFocus
            />
          )}
        </Field>
        <Field label="Description" hint="Shown on the webhook's card; “Webhook” when left empty.">
          {(control) => (
            <Input
              {...control}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              maxLength={200}
            />
          )}
        </Field>
        <fieldset aria-describedby={errors.events ? `${eventsId}-error` : undefined}>
          <legend className="text-foreground text-sm font-medium">Events</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {WEBHOOK_EVENTS.map((e) => {
              const id = `${eventsId}-${e}`;
              return (
                <div key={e} className="flex items-center gap-2.5">
                  <Checkbox
                    id={id}
                    checked={events.includes(e)}
                    onCheckedChange={(on) => toggleEvent(e, on === true)}
                  />
                  <label htmlFor={id} className="text-foreground text-sm">
                    {WEBHOOK_EVENT_LABELS[e]}{' '}
                    <span className="text-muted-foreground font-mono text-xs">{e}</span>
                  </label>
                </div>
              );
            })}
          </div>
          {errors.events && (
            <div className="mt-2">
              <FieldError id={`${eventsId}-error`}>{errors.events}</FieldError>
            </div>
          )}
        </fieldset>
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={activeId} className="text-foreground text-sm font-medium">
            Active
          </label>
          <Switch id={activeId} checked={isActive} onCheckedChange={setActive} />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onTest} disabled={!url.trim() || test.isPending}>
            {test.isPending && <Spinner label="Testing" className="[&_svg]:size-4" />}
            Test
          </Button>
          <Button type="submit" disabled={!url.trim() || save.isPending} aria-busy={save.isPending}>
            {save.isPending && <Spinner label="Saving" className="[&_svg]:size-4" />}
            Save
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
