// API keys: a plan with API access (Unlimited, VIP, administrators) creates, regenerates, revokes,
// activates and deletes keys; other plans see what the API is for and the upgrade action.
import { KeyRound, MoreHorizontal, Plus, RefreshCw, ShieldOff, ShieldCheck, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import {
  API_KEY_ENVIRONMENT_LABELS,
  INTEGRATION_MESSAGES,
  type ApiKey,
} from '../../../../shared/integrations';
import { usageTone } from '../../../../shared/plans';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
import { useDeleteApiKey } from '../api/delete-api-key';
import { useApiKeys } from '../api/list-api-keys';
import { useRegenerateApiKey } from '../api/regenerate-api-key';
import { useSetApiKeyStatus } from '../api/set-api-key-status';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { formatCount } from './format';
import { NewApiKeyDialog } from './new-api-key-dialog';
import { useDates } from '../../../lib/dates';

const STATUS_TONE = { active: 'success', inactive: 'neutral', expired: 'warning' } as const;
const STATUS_LABEL = { active: 'Active', inactive: 'Revoked', expired: 'Expired' } as const;
const BAR = { green: 'bg-success', amber: 'bg-warning', red: 'bg-danger' } as const;

function UsageBar({ apiKey }: { apiKey: ApiKey }) {
  const pct = Math.min(100, Math.round((apiKey.usageCount / apiKey.usageLimit) * 100));
  return (
    <div className="min-w-36">
      <div className="text-muted-foreground flex justify-between text-xs">
        <span>
          {formatCount(apiKey.usageCount)} / {formatCount(apiKey.usageLimit)}
        </span>
        <span>{pct}%</span>
      </div>
      <div
        className="bg-muted mt-1 h-1.5 overflow-hidden rounded-full"
        role="progressbar"
        aria-label={`${apiKey.name}: requests this month`}
        aria-valuenow={pct}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className={cn('h-full rounded-full', BAR[usageTone(pct)])} style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

function KeyRow({
  apiKey,
  onRegenerate,
  onDelete,
}: {
  apiKey: ApiKey;
  onRegenerate: (k: ApiKey) => void;
  onDelete: (k: ApiKey) => void;
}) {
  const dates = useDates();
  const setStatus = useSetApiKeyStatus();
  const toggle = (action: 'revoke' | 'activate') =>
    setStatus.mutate(
      { id: apiKey.id, action },
      {
        onSuccess: () =>
          toast.success(
            action === 'revoke' ? INTEGRATION_MESSAGES.apiKeyRevoked : INTEGRATION_MESSAGES.apiKeyActivated,
          ),
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 md:flex-row md:items-center md:gap-6">
      <div className="min-w-0 flex-1">
        <p className="text-foreground flex flex-wrap items-center gap-2 text-sm font-medium">
          {apiKey.name}
          <Badge tone={STATUS_TONE[apiKey.status]}>{STATUS_LABEL[apiKey.status]}</Badge>
          <Badge>{API_KEY_ENVIRONMENT_LABELS[apiKey.environment]}</Badge>
        </p>
        <p className="mt-1 font-mono text-xs break-all">
          <span className="sr-only">Key: </span>
          {apiKey.maskedKey}
        </p>
        <p className="text-muted-foreground mt-1 text-xs">
          Created {dates.date(apiKey.createdAt)} · {apiKey.status === 'expired' ? 'Expired' : 'Expires'}{' '}
          {dates.date(apiKey.expiresAt)} ·{' '}
          {apiKey.lastUsedAt ? `Last used ${dates.dateTime(apiKey.lastUsedAt)}` : 'Never used'}
        </p>
      </div>
      <UsageBar apiKey={apiKey} />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Actions for ${apiKey.name}`}
            disabled={setStatus.isPending}
          >
            {setStatus.isPending ? <Spinner label="Working" /> : <MoreHorizontal aria-hidden />}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => onRegenerate(apiKey)}>
            <RefreshCw aria-hidden />
            Regenerate Key
          </DropdownMenuItem>
          {apiKey.status === 'active' ? (
            <DropdownMenuItem onSelect={() => toggle('revoke')}>
              <ShieldOff aria-hidden />
              Revoke Key
            </DropdownMenuItem>
          ) : apiKey.status === 'inactive' ? (
            <DropdownMenuItem onSelect={() => toggle('activate')}>
              <ShieldCheck aria-hidden />
              Activate Key
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem onSelect={() => onDelete(apiKey)} className="text-danger [&_svg]:text-danger">
            <Trash2 aria-hidden />
            Delete Key
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}

export function ApiKeysCard({ upgradeAction }: { upgradeAction: ReactNode }) {
  const keys = useApiKeys();
  const regenerate = useRegenerateApiKey();
  const remove = useDeleteApiKey();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<{ name: string; key: string; regenerated: boolean } | null>(null);
  const [confirmRegenerate, setConfirmRegenerate] = useState<ApiKey | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<ApiKey | null>(null);
  const allowed = keys.data?.access.allowed ?? false;

  return (
    <Card aria-labelledby="api-keys-title">
      <CardHeader
        titleId="api-keys-title"
        icon={<KeyRound aria-hidden />}
        title="API keys"
        description={
          <>
            Keys let your own systems use the Signet API.{' '}
            <a href="/api/docs" className="text-brand font-medium underline underline-offset-4">
              Read the API reference
            </a>
            .
          </>
        }
        action={
          allowed ? (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              Create New Key
            </Button>
          ) : undefined
        }
      />
      <CardBody>
        {keys.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner className="text-muted-foreground" label="Loading API keys" />
          </div>
        ) : keys.isError ? (
          <FormAlert>{errorMessage(keys.error)}</FormAlert>
        ) : (
          <>
            {!allowed && (
              <div className="border-border bg-surface-2 mb-4 flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center">
                <p className="text-foreground flex-1 text-sm leading-relaxed">{keys.data.access.message}</p>
                <div className="sm:w-48">{upgradeAction}</div>
              </div>
            )}
            {keys.data.keys.length === 0 ? (
              allowed && (
                <p className="text-muted-foreground py-4 text-center text-sm">
                  {INTEGRATION_MESSAGES.noApiKeys}
                </p>
              )
            ) : (
              <ul className="divide-border divide-y" aria-label="API keys">
                {keys.data.keys.map((k) => (
                  <KeyRow
                    key={k.id}
                    apiKey={k}
                    onRegenerate={setConfirmRegenerate}
                    onDelete={setConfirmDelete}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </CardBody>

      <CreateApiKeyDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(created) => setShown({ name: created.apiKey.name, key: created.key, regenerated: false })}
      />
      <NewApiKeyDialog shown={shown} onClose={() => setShown(null)} />
      <ConfirmDialog
        open={!!confirmRegenerate}
        onOpenChange={(open) => !open && setConfirmRegenerate(null)}
        title="Regenerate this key?"
        description={`“${confirmRegenerate?.name ?? ''}” gets a new secret. The current key stops working at once.`}
        confirmLabel="Regenerate Key"
        tone="primary"
        busy={regenerate.isPending}
        onConfirm={() =>
          confirmRegenerate &&
          regenerate.mutate(confirmRegenerate.id, {
            onSuccess: (created) => {
              toast.success(INTEGRATION_MESSAGES.apiKeyRegenerated);
              setConfirmRegenerate(null);
              setShown({ name: created.apiKey.name, key: created.key, regenerated: true });
            },
            onError: (err) => toast.error(errorMessage(err)),
          })
        }
      />
      <ConfirmDialog
        open={!!confirmDelete}
        onOpenChange={(open) => !open && setConfirmDelete(null)}
        title="Delete this key?"
        description={`“${confirmDelete?.name ?? ''}” (${confirmDelete?.maskedKey ?? ''}) stops working and is removed. This cannot be undone.`}
        confirmLabel="Delete Key"
        busy={remove.isPending}
        onConfirm={() =>
          confirmDelete &&
          remove.mutate(confirmDelete.id, {
            onSuccess: () => {
              toast.success('API key deleted');
              setConfirmDelete(null);
            },
            onError: (err) => toast.error(errorMessage(err)),
          })
        }
      />
    </Card>
  );
}
