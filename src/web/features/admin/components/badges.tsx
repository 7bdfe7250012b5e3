// Status and plan labels of the administrator lists, and the usage bar in the spec's colours.
import type { AdminUserStatus } from '../../../../shared/admin';
import { STATUS_LABELS, type DocumentStatus } from '../../../../shared/documents';
import { PLANS, usageTone, type PlanId } from '../../../../shared/plans';
import type { Usage } from '../../../../shared/profile';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

const USER_TONES: Record<AdminUserStatus, BadgeTone> = {
  active: 'success',
  suspended: 'danger',
  invited: 'warning',
};
const USER_LABELS: Record<AdminUserStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
  invited: 'Invited',
};

export function UserStatusBadge({ status }: { status: AdminUserStatus }) {
  return <Badge tone={USER_TONES[status]}>{USER_LABELS[status]}</Badge>;
}

export function PlanBadge({ plan, admin }: { plan: PlanId; admin?: boolean }) {
  return (
    <span className="inline-flex gap-1">
      <Badge tone={plan === 'vip' ? 'brand' : 'neutral'}>{PLANS[plan].name}</Badge>
      {admin && <Badge tone="brand">Admin</Badge>}
    </span>
  );
}

const DOC_TONES: Record<DocumentStatus, BadgeTone> = {
  draft: 'neutral',
  pending: 'warning',
  completed: 'success',
  expired: 'neutral',
  declined: 'danger',
  voided: 'danger',
};

export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  return <Badge tone={DOC_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}

const BAR = { red: 'bg-danger', amber: 'bg-warning', green: 'bg-success' } as const;

export function UsageBar({ usage, className }: { usage: Usage; className?: string }) {
  const unlimited = usage.limit === null;
  return (
    <div className={cn('flex min-w-28 flex-col gap-1', className)}>
      <span className="text-xs tabular-nums">
        {usage.used} / {unlimited ? '∞' : usage.limit}
        {!unlimited && <span className="text-muted-foreground"> ({usage.percentage}%)</span>}
      </span>
      <span
        className="bg-muted block h-1.5 w-full overflow-hidden rounded-full"
        role="img"
        aria-label={
          unlimited
            ? `${usage.used} documents this month, unlimited`
            : `${usage.percentage}% of the monthly limit used`
        }
      >
        <span
          className={cn(
            'block h-full rounded-full',
            unlimited ? 'bg-brand' : BAR[usageTone(usage.percentage)],
          )}
          style={{
            width: unlimited ? '100%' : `${Math.max(usage.percentage, usage.used ? 3 : 0)}%`,
            opacity: unlimited ? 0.35 : 1,
          }}
        />
      </span>
    </div>
  );
}
