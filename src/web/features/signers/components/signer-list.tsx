// The signers to send to, in signing order. With ordered signing they can be moved up and down
// (the first cannot move up, the last cannot move down; numbers run from 1). Signers who have
// already signed or declined stay: the server keeps what they did.
import { ArrowDown, ArrowUp, Mail, Trash2, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Signer } from '../../../../shared/signing';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export interface DraftSigner {
  /** Stable key for React; the server id once saved. */
  key: string;
  id?: string;
  name: string;
  email: string;
  status: Signer['status'];
}

export function moveSigner(list: DraftSigner[], index: number, delta: -1 | 1): DraftSigner[] {
  const target = index + delta;
  if (target < 0 || target >= list.length) return list;
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

const STATUS_BADGE: Record<Signer['status'], { label: string; tone: 'neutral' | 'success' | 'danger' }> = {
  pending: { label: 'Pending', tone: 'neutral' },
  signed: { label: 'Signed', tone: 'success' },
  declined: { label: 'Declined', tone: 'danger' },
};

export function SignerList({
  signers,
  ordered,
  onChange,
  disabled,
  renderSignerAction,
}: {
  signers: DraftSigner[];
  ordered: boolean;
  onChange: (signers: DraftSigner[]) => void;
  disabled?: boolean;
  /** An extra action per signer (the route adds "Save as contact"). */
  renderSignerAction?: (signer: DraftSigner) => ReactNode;
}) {
  if (signers.length === 0) {
    return (
      <div className="border-border-strong bg-surface-2 rounded-xl border border-dashed px-4 py-6 text-center">
        <p className="text-foreground text-sm font-medium">No signers yet</p>
        <p className="text-muted-foreground mx-auto mt-1 max-w-sm text-xs leading-relaxed">
          Add people above, or keep anonymous signing on to get one open link that anyone can sign.
        </p>
      </div>
    );
  }
  return (
    <ol
      className="border-border divide-border divide-y overflow-hidden rounded-xl border"
      aria-label="Signers"
    >
      {signers.map((s, i) => {
        const locked = s.status !== 'pending';
        const who = s.name || s.email;
        return (
          <li key={s.key} className="bg-surface flex items-center gap-3 px-3 py-3 sm:px-4">
            <span
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                ordered ? 'bg-brand-soft text-brand-soft-foreground' : 'bg-muted text-muted-foreground',
              )}
              aria-hidden={!ordered}
            >
              {ordered ? i + 1 : <UserRound className="size-4" aria-hidden />}
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-foreground flex items-center gap-2 truncate text-sm font-medium">
                <span className="truncate">{s.name}</span>
                {s.status !== 'pending' && (
                  <Badge tone={STATUS_BADGE[s.status].tone}>{STATUS_BADGE[s.status].label}</Badge>
                )}
              </p>
              <p className="text-muted-foreground mt-0.5 flex items-center gap-1.5 truncate text-xs">
                <Mail className="size-3.5 shrink-0" aria-hidden />
                <span className="truncate">{s.email || 'No email: share their link'}</span>
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-0.5">
              {renderSignerAction?.(s)}
              {ordered && (
                <>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Move ${who} up`}
                    title="Move up"
                    disabled={disabled || i === 0}
                    onClick={() => onChange(moveSigner(signers, i, -1))}
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Move ${who} down`}
                    title="Move down"
                    disabled={disabled || i === signers.length - 1}
                    onClick={() => onChange(moveSigner(signers, i, 1))}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                </>
              )}
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={locked ? `${who} has ${s.status} and cannot be removed` : `Remove ${who}`}
                title={locked ? `Already ${s.status}` : 'Remove'}
                disabled={disabled || locked}
                onClick={() => onChange(signers.filter((x) => x.key !== s.key))}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
