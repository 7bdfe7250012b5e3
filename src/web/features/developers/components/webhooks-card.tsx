// Webhooks: All / Active / Inactive; each card shows description, status, created date, event count,
// the URL with Copy, the events and when it last fired, with Edit, Enable/Disable, Test, Deliveries
// (secret and delivery log), open URL and Delete (confirmed, showing the URL).
import {
  ExternalLink,
  History,
  MoreHorizontal,
  Pencil,
  Plus,
  Power,
  PowerOff,
  Send,
  Trash2,
  Webhook as WebhookIcon,
} from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { INTEGRATION_MESSAGES, type Webhook } from '../../../../shared/integrations';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { FormAlert } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks } from '../api/list-webhooks';
import { useSaveWebhook } from '../api/save-webhook';
import { useTestWebhook } from '../api/test-webhook';
import { CopyButton } from './copy-button';
import { showTestResult } from './show-test-result';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookFormDialog } from './webhook-form-dialog';
import { WebhookSecretField } from './webhook-secret-field';
import { useDates } from '../../../lib/dates';

type Filter = 'all' | 'active' | 'inactive';
const EMPTY: Record<Filter, string> = {
  all: 'No webhooks yet. Add one to hear about your documents as they change.',
  active: 'No active webhooks.',
  inactive: 'No inactive webhooks.',
};

function WebhookItem({
  webhook,
  onEdit,
  onDelete,
  onDetails,
}: {
  webhook: Webhook;
  onEdit: () => void;
  onDelete: () => void;
  onDetails: () => void;
}) {
  const dates = useDates();
  const save = useSaveWebhook();
  const test = useTestWebhook();
  const toggle = () =>
    save.mutate(
      { id: webhook.id, values: { isActive: !webhook.isActive } },
      { onSuccess: (r) => toast.success(r.message), onError: (err) => toast.error(errorMessage(err)) },
    );
  const runTest = () =>
    test.mutate(
      { id: webhook.id },
      {
        onSuccess: showTestResult,
        onError: (err) => toast.error(errorMessage(err, INTEGRATION_MESSAGES.testFailed)),
      },
    );
  return (
    <li className="border-border rounded-xl border p-4" aria-label={webhook.description}>
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-foreground flex flex-wrap items-center gap-2 text-sm font-semibold">
            {webhook.description}
            <Badge tone={webhook.isActive ? 'success' : 'neutral'}>
              {webhook.isActive ? 'Active' : 'Inactive'}
            </Badge>
          </p>
          <p className="text-muted-foreground mt-0.5 text-xs">
            Created {dates.date(webhook.createdAt)} · {webhook.events.length} event
            {webhook.events.length === 1 ? '' : 's'}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={runTest}
            disabled={test.isPending}
            aria-busy={test.isPending}
          >
            {test.isPending ? <Spinner label="Testing" /> : <Send aria-hidden />}
            Test
          </Button>
          <Button variant="outline" size="sm" onClick={onDetails}>
            <History aria-hidden />
            Deliveries
          </Button>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon-sm" aria-label={`More actions for ${webhook.description}`}>
                <MoreHorizontal aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem onSelect={onEdit}>
                <Pencil aria-hidden />
                Edit
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={toggle}>
                {webhook.isActive ? <PowerOff aria-hidden /> : <Power aria-hidden />}
                {webhook.isActive ? 'Disable' : 'Enable'}
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                <a href={webhook.url} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden />
                  Open URL
                </a>
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={onDelete} className="text-danger [&_svg]:text-danger">
                <Trash2 aria-hidden />
                Delete
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>
      <div className="mt-3 flex items-center gap-2">
        <code className="bg-surface-2 border-border text-foreground min-w-0 flex-1 truncate rounded-lg border px-2.5 py-1.5 font-mono text-xs">
          {webhook.url}
        </code>
        <CopyButton
          value={webhook.url}
          label={`Copy URL of ${webhook.description}`}
          successMessage="URL copied to clipboard"
        />
      </div>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Events">
        {webhook.events.map((e) => (
          <li key={e}>
            <Badge tone="brand" className="font-mono">
              {e}
            </Badge>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground mt-3 text-xs">
        {webhook.lastTriggeredAt
          ? `Last triggered ${dates.dateTime(webhook.lastTriggeredAt)}`
          : 'Never triggered'}
      </p>
    </li>
  );
}

export function WebhooksCard() {
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const [filter, setFilter] = useState<Filter>('all');
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [details, setDetails] = useState<Webhook | null>(null);
  const items = (webhooks.data?.items ?? []).filter(
    (w) => filter === 'all' || (filter === 'active') === w.isActive,
  );

  return (
    <Card aria-labelledby="webhooks-title">
      <CardHeader
        titleId="webhooks-title"
        icon={<WebhookIcon aria-hidden />}
        title="Webhooks"
        description="Signed POSTs to your server when your documents change."
        action={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden />
            New Webhook
          </Button>
        }
      />
      <CardBody>
        <div role="group" aria-label="Show webhooks" className="bg-muted inline-flex gap-1 rounded-xl p-1">
          {(['all', 'active', 'inactive'] as const).map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={filter === f}
              onClick={() => setFilter(f)}
              className={cn(
                'text-muted-foreground hover:text-foreground h-8 rounded-lg px-3 text-sm font-medium capitalize',
                'focus-visible:outline-ring focus-visible:outline-2 focus-visible:outline-offset-2',
                'aria-pressed:bg-surface aria-pressed:text-foreground aria-pressed:shadow-sm dark:aria-pressed:bg-border',
              )}
            >
              {f}
            </button>
          ))}
        </div>
        <div className="mt-4">
          {webhooks.isPending ? (
            <div className="flex justify-center py-6">
              <Spinner className="text-muted-foreground" label="Loading webhooks" />
            </div>
          ) : webhooks.isError ? (
            <FormAlert>{errorMessage(webhooks.error)}</FormAlert>
          ) : items.length === 0 ? (
            <p className="text-muted-foreground py-4 text-center text-sm">{EMPTY[filter]}</p>
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Webhooks">
              {items.map((w) => (
                <WebhookItem
                  key={w.id}
                  webhook={w}
                  onEdit={() => setEditing(w)}
                  onDelete={() => setDeleting(w)}
                  onDetails={() => setDetails(w)}
                />
              ))}
            </ul>
          )}
        </div>
      </CardBody>

      <WebhookFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        webhook={editing === 'new' || editing === null ? undefined : editing}
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this webhook?"
        description="Signet stops sending events to this URL and its delivery log is removed. This cannot be undone."
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(INTEGRATION_MESSAGES.webhookDeleted);
              setDeleting(null);
            },
            onError: (err) => toast.error(errorMessage(err)),
          })
        }
      >
        <code className="bg-surface-2 border-border text-foreground block rounded-lg border px-3 py-2 font-mono text-xs break-all">
          {deleting?.url}
        </code>
      </ConfirmDialog>
      <Dialog open={!!details} onOpenChange={(open) => !open && setDetails(null)}>
        <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{details?.description} deliveries</DialogTitle>
            <DialogDescription className="break-all">{details?.url}</DialogDescription>
          </DialogHeader>
          {details && (
            <div className="flex flex-col gap-5">
              <WebhookSecretField id={details.id} label="Signing secret" />
              <section aria-label="Delivery log">
                <h3 className="text-foreground mb-2 text-sm font-semibold">Delivery log</h3>
                <WebhookDeliveries id={details.id} />
              </section>
            </div>
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
