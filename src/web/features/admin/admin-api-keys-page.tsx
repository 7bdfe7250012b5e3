// /admin/api-keys: every owner's API keys (All / Active / Inactive), revoke or activate, regenerate,
// delete, and Create New Key for a chosen user (a full key is shown once, after creating or
// regenerating it). Filtered to a client from Clients.
import { Check, Copy, KeyRound, Plus, Power, PowerOff, RotateCw, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ADMIN_MESSAGES } from '../../../shared/admin';
import {
  API_KEY_ENVIRONMENT_LABELS,
  API_KEY_ENVIRONMENTS,
  API_KEY_EXPIRY_MONTHS,
  API_KEY_USAGE_LIMITS,
  apiKeyInputSchema,
  INTEGRATION_MESSAGES,
  type ApiKeyEnvironment,
} from '../../../shared/integrations';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Field, FormAlert } from '../../components/ui/field';
import { Input, inputClasses } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { errorMessage } from '../../lib/api-client';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { useDates } from '../../lib/dates';
import { useAdminClient } from './api/clients';
import {
  useAdminApiKeys,
  useCreateAdminApiKey,
  useDeleteAdminApiKey,
  useRegenerateAdminApiKey,
  useSetApiKeyStatus,
  type AdminApiKey,
} from './api/integrations';
import { AdminPage } from './components/admin-page';
import { ConfirmAction } from './components/confirm-action';
import { TableCard, TableState, Td, Th, Tr } from './components/data-table';
import { SearchBox } from './components/filters';
import { Pagination } from './components/pagination';
import { UserPicker } from './components/user-picker';
import { useListParams } from './use-list-params';
import { copyToClipboard } from '../../lib/copy-to-clipboard';

const PAGE_SIZE = 10;

/** A full key, shown once, with Copy. */
function KeyReveal({ value, onDone }: { value: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <FormAlert tone="success">Copy the key now: it is not shown again.</FormAlert>
      <code className="bg-muted block rounded-lg p-3 font-mono text-xs break-all" aria-label="New API key">
        {value}
      </code>
      <DialogFooter>
        <Button
          variant="outline"
          onClick={() =>
            void copyToClipboard(value).then((ok) => {
              if (!ok) return;
              setCopied(true);
              toast.success(INTEGRATION_MESSAGES.apiKeyCopied);
            })
          }
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          Copy
        </Button>
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </div>
  );
}

/** Regenerate: a new secret for the same key; the old one stops working at once. */
function RegenerateKeyDialog({ apiKey, onClose }: { apiKey: AdminApiKey | null; onClose: () => void }) {
  const regenerate = useRegenerateAdminApiKey();
  const [fresh, setFresh] = useState<string | null>(null);
  const close = () => {
    if (regenerate.isPending) return;
    setFresh(null);
    onClose();
  };
  return (
    <Dialog open={!!apiKey} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Regenerate API key</DialogTitle>
          <DialogDescription>
            {apiKey && (
              <>
                <strong>{apiKey.name}</strong> of {apiKey.owner.email} gets a new secret. Whatever uses the
                current one stops working at once.
              </>
            )}
          </DialogDescription>
        </DialogHeader>
        {fresh ? (
          <KeyReveal value={fresh} onDone={close} />
        ) : (
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={regenerate.isPending}>
              Cancel
            </Button>
            <Button
              disabled={regenerate.isPending}
              onClick={() =>
                apiKey &&
                regenerate.mutate(apiKey.id, {
                  onSuccess: (r) => {
                    setFresh(r.key);
                    toast.success(r.message);
                  },
                  onError: (e) => toast.error(errorMessage(e)),
                })
              }
            >
              {regenerate.isPending ? <Spinner /> : <RotateCw aria-hidden />}
              Regenerate
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CreateKeyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateAdminApiKey();
  const [ownerId, setOwnerId] = useState('');
  const [name, setName] = useState('');
  const [environment, setEnvironment] = useState<ApiKeyEnvironment>('production');
  const [expiresInMonths, setExpiry] = useState<number>(12);
  const [usageLimit, setLimit] = useState<number>(10000);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [created, setCreated] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (create.isPending) return;
    if (!next) {
      setOwnerId('');
      setName('');
      setErrors({});
      setCreated(null);
    }
    onOpenChange(next);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = apiKeyInputSchema.safeParse({ name, environment, expiresInMonths, usageLimit });
    const next: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (!ownerId) next.ownerId = 'Choose the user this key belongs to';
    setErrors(next);
    if (!parsed.success || !ownerId) return;
    try {
      const res = await create.mutateAsync({ ...parsed.data, ownerId });
      setCreated(res.key);
      toast.success(INTEGRATION_MESSAGES.apiKeyCreated);
    } catch (err) {
      setErrors(serverFieldErrors(err));
      toast.error(errorMessage(err));
    }
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Create New Key</DialogTitle>
          <DialogDescription>
            For a user whose plan includes API access (Unlimited, VIP) or an administrator.
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <KeyReveal value={created} onDone={() => close(false)} />
        ) : (
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Create New Key">
            <UserPicker value={ownerId} onChange={setOwnerId} error={errors.ownerId} />
            <Field label="Key name" error={errors.name}>
              {(c) => (
                <Input
                  {...c}
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  placeholder="e.g. CRM integration"
                />
              )}
            </Field>
            <div className="grid gap-4 sm:grid-cols-3">
              <Field label="Environment">
                {(c) => (
                  <select
                    {...c}
                    className={`${inputClasses} h-10`}
                    value={environment}
                    onChange={(e) => setEnvironment(e.target.value as ApiKeyEnvironment)}
                  >
                    {API_KEY_ENVIRONMENTS.map((env) => (
                      <option key={env} value={env}>
                        {API_KEY_ENVIRONMENT_LABELS[env]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label="Expires after">
                {(c) => (
                  <select
                    {...c}
                    className={`${inputClasses} h-10`}
                    value={expiresInMonths}
                    onChange={(e) => setExpiry(Number(e.target.value))}
                  >
                    {API_KEY_EXPIRY_MONTHS.map((m) => (
                      <option key={m} value={m}>
                        {m} months
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label="Monthly limit">
                {(c) => (
                  <select
                    {...c}
                    className={`${inputClasses} h-10`}
                    value={usageLimit}
                    onChange={(e) => setLimit(Number(e.target.value))}
                  >
                    {API_KEY_USAGE_LIMITS.map((l) => (
                      <option key={l} value={l}>
                        {l.toLocaleString('en-US')}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => close(false)} disabled={create.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? (
                  <Spinner label="Creating" className="[&_svg]:size-4" />
                ) : (
                  <KeyRound aria-hidden />
                )}
                Create Key
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

const STATUS_TONE = { active: 'success', inactive: 'neutral', expired: 'warning' } as const;

export function AdminApiKeysPage() {
  const [params, setParams] = useListParams({ q: '', status: 'all', organisationId: '', ownerId: '' });
  const keys = useAdminApiKeys({
    q: params.q,
    status: params.status as 'all',
    ...(params.organisationId ? { organisationId: params.organisationId } : {}),
    ...(params.ownerId ? { ownerId: params.ownerId } : {}),
    page: params.page,
    pageSize: PAGE_SIZE,
  });
  const client = useAdminClient(params.organisationId || undefined);
  const setStatus = useSetApiKeyStatus();
  const remove = useDeleteAdminApiKey();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AdminApiKey | null>(null);
  const [regenerating, setRegenerating] = useState<AdminApiKey | null>(null);
  const { date, dateTime } = useDates();
  const rows = keys.data?.items ?? [];

  return (
    <AdminPage
      title="API Keys"
      description={
        params.organisationId
          ? `The API keys of ${client.data?.client.name ?? 'this client'}’s members.`
          : 'Every API key on this instance, who owns it and how much it is used.'
      }
      actions={
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden />
          Create New Key
        </Button>
      }
    >
      <Tabs
        value={params.status}
        onValueChange={(status) => setParams({ ...params, status })}
        className="flex flex-col gap-6"
      >
        <div className="flex flex-wrap items-center gap-3">
          <TabsList aria-label="Key status">
            <TabsTrigger value="all">All</TabsTrigger>
            <TabsTrigger value="active">Active</TabsTrigger>
            <TabsTrigger value="inactive">Inactive</TabsTrigger>
          </TabsList>
          <SearchBox
            label="Search API keys"
            placeholder="Search by name or owner"
            value={params.q}
            onChange={(q) => setParams({ ...params, q })}
          />
          {(params.organisationId || params.ownerId) && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                setParams({ q: params.q, status: params.status, organisationId: '', ownerId: '' })
              }
            >
              Show all keys
            </Button>
          )}
        </div>
        <TabsContent value={params.status} className="flex flex-col gap-6">
          <TableCard label="API keys">
            <thead>
              <tr>
                <Th>Name</Th>
                <Th>Owner</Th>
                <Th>Key</Th>
                <Th>Status</Th>
                <Th>Usage this month</Th>
                <Th>Created</Th>
                <Th>Last used</Th>
                <Th className="text-right">
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {keys.isPending ? (
                <TableState colSpan={8} loading />
              ) : keys.isError ? (
                <TableState colSpan={8} error={errorMessage(keys.error)} />
              ) : rows.length === 0 ? (
                <TableState colSpan={8} empty={ADMIN_MESSAGES.noApiKeys} />
              ) : (
                rows.map((k) => (
                  <Tr key={k.id}>
                    <Td>
                      <span className="block font-medium">{k.name}</span>
                      <span className="text-muted-foreground text-xs">
                        {API_KEY_ENVIRONMENT_LABELS[k.environment]}
                      </span>
                    </Td>
                    <Td className="max-w-48">
                      <Link to={`/admin/user/${k.owner.id}`} className="hover:text-brand block truncate">
                        {k.owner.name}
                      </Link>
                      <span className="text-muted-foreground block truncate text-xs">{k.owner.email}</span>
                    </Td>
                    <Td>
                      <code className="font-mono text-xs whitespace-nowrap">{k.maskedKey}</code>
                    </Td>
                    <Td>
                      <Badge tone={STATUS_TONE[k.status]}>
                        {k.status[0]!.toUpperCase() + k.status.slice(1)}
                      </Badge>
                    </Td>
                    <Td className="tabular-nums whitespace-nowrap">
                      {k.usageCount.toLocaleString('en-US')} / {k.usageLimit.toLocaleString('en-US')}
                    </Td>
                    <Td className="text-muted-foreground whitespace-nowrap">{date(k.createdAt)}</Td>
                    <Td className="text-muted-foreground text-xs whitespace-nowrap">
                      {dateTime(k.lastUsedAt, 'Never')}
                    </Td>
                    <Td className="text-right">
                      <div className="flex justify-end gap-1">
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={setStatus.isPending}
                          onClick={() =>
                            setStatus.mutate(
                              { id: k.id, active: k.status !== 'active' },
                              {
                                onSuccess: (r) => toast.success(r.message),
                                onError: (e) => toast.error(errorMessage(e)),
                              },
                            )
                          }
                        >
                          {k.status === 'active' ? <PowerOff aria-hidden /> : <Power aria-hidden />}
                          {k.status === 'active' ? 'Revoke Key' : 'Activate Key'}
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon-sm"
                          aria-label={`Regenerate ${k.name}`}
                          title="Regenerate"
                          onClick={() => setRegenerating(k)}
                        >
                          <RotateCw aria-hidden />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon-sm"
                          aria-label={`Delete ${k.name}`}
                          title="Delete"
                          onClick={() => setDeleting(k)}
                        >
                          <Trash2 aria-hidden />
                        </Button>
                      </div>
                    </Td>
                  </Tr>
                ))
              )}
            </tbody>
          </TableCard>
          <Pagination
            page={params.page}
            pageSize={PAGE_SIZE}
            total={keys.data?.total}
            onPage={(page) => setParams({ ...params, page })}
          />
        </TabsContent>
      </Tabs>
      <CreateKeyDialog open={creating} onOpenChange={setCreating} />
      <RegenerateKeyDialog apiKey={regenerating} onClose={() => setRegenerating(null)} />
      <ConfirmAction
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete API key"
        description={
          deleting && (
            <>
              <strong>{deleting.name}</strong> of {deleting.owner.email} stops working at once. This cannot be
              undone.
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
