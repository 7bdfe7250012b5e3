// The dashboard's plan panel: the owner's plan, this month's real usage against its limit (bar
// colour by the spec's thresholds) and the way to upgrade.
import { Clock, Gauge, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { planOf, usageTone, type PlanId } from '../../../../shared/plans';
import type { Usage } from '../../../../shared/profile';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

const BAR: Record<ReturnType<typeof usageTone>, string> = {
  red: 'bg-danger',
  amber: 'bg-amber-500',
  green: 'bg-success',
};

export function PlanPanel({
  planId,
  usage,
  upgradeAction,
}: {
  planId: PlanId;
  /** Undefined while loading. */
  usage: Usage | undefined;
  upgradeAction?: ReactNode;
}) {
  const plan = planOf(planId);
  const unlimited = usage?.limit === null;
  const percentage = usage ? Math.min(100, Math.max(0, Math.round(usage.percentage))) : 0;
  const tone = usageTone(percentage);
  const label = usage
    ? unlimited
      ? `${usage.used} documents used this month`
      : `${usage.used} of ${usage.limit} documents used this month`
    : 'Loading usage';

  return (
    <Card aria-labelledby="plan-panel-title">
      <CardHeader titleId="plan-panel-title" icon={<Gauge aria-hidden />} title={`${plan.name} Plan`} />
      <CardBody className="flex flex-col gap-4">
        <div>
          <div className="flex items-baseline justify-between gap-3">
            <p className="text-muted-foreground text-sm">Documents this month</p>
            <p className="text-foreground text-sm font-semibold tabular-nums">
              {usage ? usage.used : '–'}
              <span className="text-muted-foreground font-normal">
                {' '}
                / {usage ? (unlimited ? 'Unlimited' : usage.limit) : '–'}
              </span>
            </p>
          </div>
          {!unlimited && (
            <div
              role="progressbar"
              aria-label={label}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percentage}
              data-tone={usage ? tone : undefined}
              className="bg-muted mt-2 h-2 overflow-hidden rounded-full"
            >
              <div
                className={cn(
                  'h-full rounded-full transition-[width] duration-500',
                  usage ? BAR[tone] : 'bg-border-strong animate-pulse',
                )}
                style={{ width: usage ? `${percentage}%` : '30%' }}
              />
            </div>
          )}
          {usage && !unlimited && usage.limit !== null && usage.used >= usage.limit && (
            <p className="text-danger mt-2 text-xs font-medium">
              You have used every document of this month. Upgrade to upload more.
            </p>
          )}
        </div>
        <ul className="text-muted-foreground flex flex-col gap-2 text-sm">
          <li className="flex items-center gap-2">
            <Users className="size-4 shrink-0" aria-hidden />
            {plan.signersPerDocument === null
              ? 'Unlimited signers per document'
              : `Up to ${plan.signersPerDocument} signers per document`}
          </li>
          <li className="flex items-center gap-2">
            <Clock className="size-4 shrink-0" aria-hidden />
            Documents kept for {plan.retentionDays} days
          </li>
        </ul>
        {upgradeAction}
      </CardBody>
    </Card>
  );
}
