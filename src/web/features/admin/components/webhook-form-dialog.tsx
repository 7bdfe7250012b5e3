// New Webhook / Edit: URL, description, events, active flag (spec: Save and Test are disabled while
// the URL is empty). A new webhook needs the user it belongs to.
import { Save, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  DEFAULT_WEBHOOK_EVENTS,
  INTEGRATION_MESSAGES,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  webhookInputSchema,
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
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import {
  useCreateAdminWebhook,
  useTestAdminWebhook,
  useTestAdminWebhookUrl,
  useUpdateAdminWebhook,
  type AdminWebhook,
} from '../api/integrations';
import { UserPicker } from './user-picker';

export function testToast(result: { outcome: string; message: string }) {
  if (result.outcome === 'success') toast.success(result.message);
  else toast.error(result.message);
}

export function WebhookFormDialog({
  webhook,
  onClose,
}: {
  webhook: AdminWebhook | null;
  onClose: () => void;
}) {
  const create = useCreateAdminWebhook();
  const update = useUpdateAdminWebhook();
  const test = useTestAdminWebhook();
  const testUrl = useTestAdminWebhookUrl();
  const testing = test.isPending || testUrl.isPending;
  const [ownerId, setOwnerId] = useState('');
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [description, setDescription] = useState(webhook?.description ?? '');
  const [events, setEvents] = useState<WebhookEvent[]>(webhook?.events ?? DEFAULT_WEBHOOK_EVENTS);
  const [isActive, setActive] = useState(webhook?.isActive ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const busy = create.isPending || update.isPending;

  // The saved webhook is tested with its own secret; a new or changed URL as typed, for its owner.
  const runTest = () => {
    const handlers = { onSuccess: testToast, onError: (e: unknown) => toast.error(errorMessage(e)) };
    if (webhook && url === webhook.url) test.mutate(webhook.id, handlers);
    else testUrl.mutate({ url: url.trim(), ownerId: webhook?.owner.id ?? ownerId }, handlers);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = webhookInputSchema.safeParse({ url, description, events, isActive });
    const next: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (!webhook && !ownerId) next.ownerId = 'Choose the user this webhook belongs to';
    setErrors(next);
    if (!parsed.success || (!webhook && !ownerId)) {
      toast.error(Object.values(next)[0] ?? INTEGRATION_MESSAGES.webhookUrlInvalid);
      return;
    }
    try {
      const res = webhook
        ? await update.mutateAsync({ id: webhook.id, ...parsed.data })
        : await create.mutateAsync({ ...parsed.data, ownerId });
      toast.success(res.message);
      onClose();
    } catch (err) {
      setErrors(serverFieldErrors(err));
      toast.error(errorMessage(err));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{webhook ? 'Edit webhook' : 'New Webhook'}</DialogTitle>
          <DialogDescription>
            {webhook
              ? `Belongs to ${webhook.owner.name} (${webhook.owner.email}).`
              : 'Signet POSTs signed JSON to this URL when the chosen events happen.'}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
          aria-label={webhook ? 'Edit webhook' : 'New Webhook'}
        >
          {!webhook && <UserPicker value={ownerId} onChange={setOwnerId} error={errors.ownerId} />}
          <Field label="URL" error={errors.url}>
            {(c) => (
              <Input
                {...c}
                type="url"
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                placeholder="https://example.com/hooks/signet"
              />
            )}
          </Field>
          <Field label="Description" error={errors.description}>
            {(c) => (
              <Input
                {...c}
                value={description}
                onChange={(e) => setDescription(e.target.value)}
                placeholder="Webhook"
              />
            )}
          </Field>
          <fieldset>
            <legend className="mb-2 text-sm font-medium">Events</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {WEBHOOK_EVENTS.map((ev) => (
                <label key={ev} className="flex items-center gap-2 text-sm">
                  <Checkbox
                    checked={events.includes(ev)}
                    onCheckedChange={(checked) =>
                      setEvents((list) => (checked === true ? [...list, ev] : list.filter((e) => e !== ev)))
                    }
                  />
                  {WEBHOOK_EVENT_LABELS[ev]}
                </label>
              ))}
            </div>
            {errors.events && <p className="text-danger mt-1 text-xs font-medium">{errors.events}</p>}
          </fieldset>
          <label className="flex items-center justify-between gap-3 text-sm font-medium">
            Active
            <Switch checked={isActive} onCheckedChange={setActive} aria-label="Active" />
          </label>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button
              variant="outline"
              disabled={!url.trim() || testing || (!webhook && !ownerId)}
              title={!webhook && !ownerId ? 'Choose the user first' : undefined}
              onClick={runTest}
            >
              {testing ? <Spinner label="Testing" className="[&_svg]:size-4" /> : <Send aria-hidden />}
              Test
            </Button>
            <Button type="submit" disabled={!url.trim() || busy}>
              {busy ? <Spinner label="Saving" className="[&_svg]:size-4" /> : <Save aria-hidden />}
              {webhook ? 'Save' : 'Create webhook'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
