// Plan and usage: documents used this month of the plan's limit, with the spec's bar colours
// (red above 80 %, amber above 50 %, green otherwise), and the way to upgrade.
import { Check, Gauge } from 'lucide-react';
import type { ReactNode } from 'react';
import { planOf, usageTone, type PlanId } from '../../../../shared/plans';
import type { Usage } from '../../../../shared/profile';
import { Badge } from '../../../components/ui/badge';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

const BAR: Record<ReturnType<typeof usageTone>, string> = {
  red: 'bg-danger',
  amber: 'bg-amber-500',
  green: 'bg-success',
};

function resetDate(periodStart: string): string {
  const start = new Date(periodStart);
  const next = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  return next.toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
}

export function PlanUsageCard({
  planId,
  usage,
  upgradeAction,
}: {
  planId: PlanId;
  usage: Usage;
  upgradeAction?: ReactNode;
}) {
  const plan = planOf(planId);
  const unlimited = usage.limit === null;
  const percentage = Math.min(100, Math.max(0, Math.round(usage.percentage)));
  const tone = usageTone(percentage);
  const label = unlimited
    ? `${usage.used} documents used this month`
    : `${usage.used} of ${usage.limit} documents used this month`;

  return (
    <Card aria-labelledby="plan-title">
      <CardHeader
        titleId="plan-title"
        icon={<Gauge aria-hidden />}
        title="Plan & usage"
        action={<Badge tone="brand">{plan.name} plan</Badge>}
      />
      <CardBody className="flex flex-col gap-5">
        <div>
          <div className="flex items-baseline justify-between gap-3">
            <p className="text-foreground text-sm font-medium">Documents this month</p>
            <p className="text-foreground text-sm font-semibold tabular-nums">
              {usage.used}
              <span className="text-muted-foreground font-normal">
                {' '}
                / {unlimited ? 'Unlimited' : usage.limit}
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
              aria-valuetext={`${label} (${percentage}%)`}
              className="bg-muted mt-2.5 h-2.5 overflow-hidden rounded-full"
              data-tone={tone}
            >
              <div
                className={cn('h-full rounded-full transition-[width] duration-500', BAR[tone])}
                style={{ width: `${percentage}%` }}
              />
            </div>
          )}
          <p className="text-muted-foreground mt-2 text-xs">
            {unlimited
              ? 'Your plan has no monthly limit.'
              : `${percentage}% used · resets on ${resetDate(usage.periodStart)}`}
          </p>
        </div>
        <ul className="flex flex-col gap-2 text-sm" aria-label={`${plan.name} plan includes`}>
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="text-success mt-0.5 size-4 shrink-0" aria-hidden />
              <span className="text-foreground/90">{feature}</span>
            </li>
          ))}
        </ul>
        {upgradeAction}
      </CardBody>
    </Card>
  );
}
