// /admin/webhooks (Webhook Management): every owner's webhooks as cards, tabs All / Active /
// Inactive; Edit, Enable/Disable, Delete (the URL in the confirmation), open the URL, Test, and
// New Webhook for a chosen user.
import { Copy, ExternalLink, Pencil, Plus, Power, PowerOff, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ADMIN_MESSAGES } from '../../../shared/admin';
import { WEBHOOK_EVENT_LABELS } from '../../../shared/integrations';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { errorMessage } from '../../lib/api-client';
import { useDates } from '../../lib/dates';
import {
  useAdminWebhooks,
  useDeleteAdminWebhook,
  useTestAdminWebhook,
  useUpdateAdminWebhook,
  type AdminWebhook,
} from './api/integrations';
import { AdminPage } from './components/admin-page';
import { ConfirmAction } from './components/confirm-action';
import { ListState } from './components/data-table';
import { SearchBox } from './components/filters';
import { testToast, WebhookFormDialog } from './components/webhook-form-dialog';
import { useListParams } from './use-list-params';
import { copyToClipboard } from '../../lib/copy-to-clipboard';

type Tab = 'all' | 'active' | 'inactive';

export function AdminWebhooksPage() {
  const [params, setParams] = useListParams({ q: '', status: 'all' });
  const tab = (['all', 'active', 'inactive'].includes(params.status) ? params.status : 'all') as Tab;
  const hooks = useAdminWebhooks({ q: params.q, status: tab });
  const update = useUpdateAdminWebhook();
  const remove = useDeleteAdminWebhook();
  const test = useTestAdminWebhook();
  const [editing, setEditing] = useState<AdminWebhook | null | 'new'>(null);
  const [deleting, setDeleting] = useState<AdminWebhook | null>(null);
  const { date, dateTime } = useDates();
  const items = hooks.data?.items ?? [];

  return (
    <AdminPage
      title="Webhook Management"
      description="Every owner’s webhooks: where Signet sends document events, and whether they answer."
      actions={
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden />
          New Webhook
        </Button>
      }
    >
      <Tabs
        value={tab}
        onValueChange={(status) => setParams({ ...params, status })}
        className="flex flex-col gap-6"
      >
        <div className="flex flex-wrap items-center gap-3">
          <TabsList aria-label="Webhook status">
            <TabsTrigger value="all">All</TabsTrigger>
            <TabsTrigger value="active">Active</TabsTrigger>
            <TabsTrigger value="inactive">Inactive</TabsTrigger>
          </TabsList>
          <SearchBox
            label="Search webhooks"
            placeholder="Search by URL, description or owner"
            value={params.q}
            onChange={(q) => setParams({ ...params, q })}
          />
        </div>

        <TabsContent value={tab} className="flex flex-col gap-6">
          {hooks.isPending ? (
            <ListState loading />
          ) : hooks.isError ? (
            <ListState>{errorMessage(hooks.error)}</ListState>
          ) : items.length === 0 ? (
            <ListState>
              <div className="flex flex-col items-center gap-3">
                <p>{ADMIN_MESSAGES.noWebhooks[tab]}</p>
                {tab === 'all' && !params.q && (
                  <Button variant="outline" size="sm" onClick={() => setEditing('new')}>
                    <Plus aria-hidden />
                    Create webhook
                  </Button>
                )}
              </div>
            </ListState>
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2">
              {items.map((w) => (
                <li key={w.id} className="min-w-0">
                  <Card className="flex h-full flex-col gap-4 p-5">
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <h2 className="truncate text-base font-semibold">{w.description || 'Webhook'}</h2>
                        <p className="text-muted-foreground mt-0.5 text-xs">
                          Created {date(w.createdAt)} · {w.events.length} event
                          {w.events.length === 1 ? '' : 's'} ·{' '}
                          <Link to={`/admin/user/${w.owner.id}`} className="hover:text-brand">
                            {w.owner.email}
                          </Link>
                        </p>
                      </div>
                      <Badge tone={w.isActive ? 'success' : 'neutral'}>
                        {w.isActive ? 'Active' : 'Inactive'}
                      </Badge>
                    </div>
                    <div className="bg-muted flex items-center gap-2 rounded-lg py-1.5 pr-1.5 pl-3">
                      <code className="min-w-0 flex-1 truncate font-mono text-xs" title={w.url}>
                        {w.url}
                      </code>
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label="Copy URL"
                        onClick={() =>
                          void copyToClipboard(w.url).then(
                            (ok) => ok && toast.success('URL copied to clipboard'),
                          )
                        }
                      >
                        <Copy aria-hidden />
                      </Button>
                      <a
                        href={w.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={buttonClasses({ variant: 'ghost', size: 'icon-sm' })}
                        aria-label="Open URL in a new tab"
                      >
                        <ExternalLink aria-hidden />
                      </a>
                    </div>
                    <ul className="flex flex-wrap gap-1.5" aria-label="Events">
                      {w.events.map((e) => (
                        <li key={e}>
                          <Badge tone="brand">{WEBHOOK_EVENT_LABELS[e] ?? e}</Badge>
                        </li>
                      ))}
                    </ul>
                    <p className="text-muted-foreground text-xs">
                      {w.lastTriggeredAt
                        ? `Last triggered ${dateTime(w.lastTriggeredAt)}`
                        : 'Never triggered'}
                    </p>
                    <div className="border-border mt-auto flex flex-wrap gap-2 border-t pt-4">
                      <Button variant="outline" size="sm" onClick={() => setEditing(w)}>
                        <Pencil aria-hidden />
                        Edit
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={update.isPending}
                        onClick={() =>
                          update.mutate(
                            { id: w.id, isActive: !w.isActive },
                            {
                              onSuccess: (r) => toast.success(r.message),
                              onError: (e) => toast.error(errorMessage(e)),
                            },
                          )
                        }
                      >
                        {w.isActive ? <PowerOff aria-hidden /> : <Power aria-hidden />}
                        {w.isActive ? 'Disable' : 'Enable'}
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={test.isPending}
                        onClick={() =>
                          test.mutate(w.id, {
                            onSuccess: testToast,
                            onError: (e) => toast.error(errorMessage(e)),
                          })
                        }
                      >
                        <Send aria-hidden />
                        Test
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-danger ml-auto"
                        onClick={() => setDeleting(w)}
                      >
                        <Trash2 aria-hidden />
                        Delete
                      </Button>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      </Tabs>
      {editing && (
        <WebhookFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          webhook={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmAction
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete webhook"
        description={
          deleting && (
            <>
              Signet stops sending events to <code className="font-mono break-all">{deleting.url}</code> and
              its delivery log is deleted. This cannot be undone.
            </>
          )
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: (r) => {
              toast.success(r.message);
              setDeleting(null);
            },
            onError: (e) => toast.error(errorMessage(e)),
          })
        }
      />
    </AdminPage>
  );
}
