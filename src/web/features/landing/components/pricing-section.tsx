// Pricing (id="pricing"), rendered from the one plans definition so cards, quotas and the admin agree.
import { Check, Info } from 'lucide-react';
import { Link } from 'react-router';
import { PUBLIC_PLANS, type Plan, type PlanId } from '../../../../shared/plans';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { SectionHeading } from './section-heading';

const TAGLINES: Partial<Record<PlanId, string>> = {
  free: 'For trying Signet and occasional signatures.',
  basic: 'For freelancers and small businesses.',
  pro: 'For teams that send contracts every day.',
  unlimited: 'For high volume and integrations.',
};

export function formatIls(amount: number): string {
  return `₪${amount.toLocaleString('en-US')}`;
}

function PlanCard({ plan, currentPlan }: { plan: Plan; currentPlan: PlanId | null }) {
  const titleId = `plan-${plan.id}`;
  const isCurrent = currentPlan === plan.id;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'bg-surface relative flex flex-col rounded-2xl border p-6',
        plan.mostPopular ? 'border-primary ring-primary shadow-primary/10 shadow-xl ring-1' : 'border-border',
      )}
    >
      {plan.mostPopular && (
        <p className="bg-primary text-primary-foreground absolute -top-3 left-6 rounded-full px-3 py-0.5 text-xs font-semibold shadow-sm">
          Most Popular
        </p>
      )}
      <h3 id={titleId} className="text-foreground text-lg font-semibold">
        {plan.name}
      </h3>
      <p className="text-muted-foreground mt-1 min-h-10 text-sm">{TAGLINES[plan.id]}</p>
      <p className="mt-5 flex items-baseline gap-1.5">
        <span className="text-foreground text-4xl font-semibold tracking-tight">
          {formatIls(plan.priceIls ?? 0)}
        </span>
        <span className="text-muted-foreground text-sm">{plan.priceIls ? '/ month' : 'forever'}</span>
      </p>
      <ul className="mt-6 flex flex-1 flex-col gap-3 text-sm" aria-label={`${plan.name} plan includes`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check className="text-success mt-0.5 size-4 shrink-0" aria-hidden />
            <span className="text-foreground/90">{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        {currentPlan === null ? (
          <Link
            to="/register"
            className={buttonClasses({
              variant: plan.mostPopular ? 'primary' : 'outline',
              className: 'w-full',
            })}
          >
            {plan.priceIls ? `Get ${plan.name}` : 'Start for free'}
          </Link>
        ) : isCurrent ? (
          <p className="bg-muted text-foreground flex h-10 items-center justify-center rounded-lg text-sm font-medium">
            Your current plan
          </p>
        ) : (
          <Link to="/contact" className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
            Ask to upgrade
          </Link>
        )}
      </div>
    </article>
  );
}

export function PricingSection({ currentPlan }: { currentPlan: PlanId | null }) {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="border-border border-t py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="Simple pricing in shekels">
          Start free and move up when you need more documents. Prices in Israeli new shekels (ILS).
        </SectionHeading>
        <div className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PUBLIC_PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} currentPlan={currentPlan} />
          ))}
        </div>
        <p className="border-border bg-surface-2 text-muted-foreground mx-auto mt-10 flex max-w-3xl items-start gap-3 rounded-xl border px-4 py-3 text-sm">
          <Info className="text-brand mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            Once you reach your plan’s monthly document limit, an upgrade is required to send more. Nothing
            you have already uploaded is lost.
          </span>
        </p>
      </div>
    </section>
  );
}
