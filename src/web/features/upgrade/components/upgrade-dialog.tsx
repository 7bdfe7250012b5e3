// The plan comparison behind every Upgrade button: price, documents a month, signers, retention and
// API access for each public plan, the current one marked, and a request for any higher plan.
// Plans are changed by an administrator, so the dialog sends a request rather than taking payment.
import { Check, Minus, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { PLAN_IDS, PUBLIC_PLANS, planOf, type Plan, type PlanId } from '../../../../shared/plans';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useRequestUpgrade } from '../api/request-upgrade';

const rank = (id: PlanId) => PLAN_IDS.indexOf(id);

function formatPrice(plan: Plan): string {
  return `₪${(plan.priceIls ?? 0).toLocaleString('en-US')}`;
}

function rows(plan: Plan): { label: string; value: string | boolean }[] {
  return [
    {
      label: 'Documents',
      value: plan.monthlyDocuments === null ? 'Unlimited' : `${plan.monthlyDocuments} a month`,
    },
    {
      label: 'Signers',
      value: plan.signersPerDocument === null ? 'Unlimited' : `Up to ${plan.signersPerDocument}`,
    },
    { label: 'Kept for', value: `${plan.retentionDays} days` },
    { label: 'API access', value: plan.apiAccess },
  ];
}

function PlanColumn({
  plan,
  currentPlan,
  pendingPlan,
  onRequest,
}: {
  plan: Plan;
  currentPlan: PlanId;
  pendingPlan: PlanId | null;
  onRequest: (plan: PlanId) => void;
}) {
  const titleId = useId();
  const isCurrent = plan.id === currentPlan;
  const isHigher = rank(plan.id) > rank(currentPlan);
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'bg-surface relative flex flex-col rounded-xl border p-4',
        isCurrent ? 'border-primary ring-primary ring-1' : 'border-border',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="text-foreground font-semibold">
          {plan.name}
        </h3>
        {isCurrent ? (
          <Badge tone="brand">Current plan</Badge>
        ) : plan.mostPopular ? (
          <Badge tone="neutral">Most Popular</Badge>
        ) : null}
      </div>
      <p className="mt-2 flex items-baseline gap-1">
        <span className="text-foreground text-2xl font-semibold tracking-tight">{formatPrice(plan)}</span>
        <span className="text-muted-foreground text-xs">{plan.priceIls ? '/ month' : 'forever'}</span>
      </p>
      <dl className="mt-4 flex flex-1 flex-col gap-2.5 text-sm">
        {rows(plan).map(({ label, value }) => (
          <div key={label} className="flex items-center justify-between gap-3">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-foreground text-right font-medium">
              {typeof value === 'boolean' ? (
                value ? (
                  <>
                    <Check className="text-success inline size-4" aria-hidden />
                    <span className="sr-only">Yes</span>
                  </>
                ) : (
                  <>
                    <Minus className="text-muted-foreground inline size-4" aria-hidden />
                    <span className="sr-only">No</span>
                  </>
                )
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-5">
        {isHigher ? (
          <Button
            className="w-full"
            variant={plan.mostPopular ? 'primary' : 'outline'}
            onClick={() => onRequest(plan.id)}
            disabled={pendingPlan !== null}
            aria-busy={pendingPlan === plan.id}
            aria-label={`Request upgrade to ${plan.name}`}
          >
            {pendingPlan === plan.id && <Spinner label="Sending request" className="[&_svg]:size-4" />}
            Request upgrade
          </Button>
        ) : (
          <p className="text-muted-foreground flex h-10 items-center justify-center text-center text-xs">
            {isCurrent ? 'You are on this plan' : 'Included in your plan'}
          </p>
        )}
      </div>
    </article>
  );
}

export function UpgradeDialog({
  open,
  onOpenChange,
  currentPlan,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentPlan: PlanId;
}) {
  const messageId = useId();
  const [message, setMessage] = useState('');
  const [pendingPlan, setPendingPlan] = useState<PlanId | null>(null);
  const request = useRequestUpgrade({
    onSuccess: () => {
      setMessage('');
      onOpenChange(false);
    },
  });
  const current = planOf(currentPlan);
  const onRequest = (plan: PlanId) => {
    setPendingPlan(plan);
    request.mutate({ plan, message }, { onSettled: () => setPendingPlan(null) });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto p-5 sm:max-w-2xl sm:p-7 lg:max-w-5xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Sparkles className="text-brand size-5" aria-hidden />
            Upgrade your plan
          </DialogTitle>
          <DialogDescription>
            You are on the <span className="text-foreground font-medium">{current.name}</span> plan. Choose a
            plan and we’ll send your request to the administrators, who change plans within 24 hours on
            business days. No payment is taken online.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {PUBLIC_PLANS.map((plan) => (
            <PlanColumn
              key={plan.id}
              plan={plan}
              currentPlan={currentPlan}
              pendingPlan={pendingPlan}
              onRequest={onRequest}
            />
          ))}
        </div>
        {!current.public && (
          <p className="text-muted-foreground mt-4 text-sm">
            Your {current.name} plan was granted by an administrator and already includes everything above.
          </p>
        )}
        <div className="mt-5 flex flex-col gap-1.5">
          <label htmlFor={messageId} className="text-foreground text-sm font-medium">
            Message to the team <span className="text-muted-foreground font-normal">(optional)</span>
          </label>
          <Textarea
            id={messageId}
            value={message}
            maxLength={2000}
            onChange={(e) => setMessage(e.target.value)}
            placeholder="For example: how many documents you expect to send each month"
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
