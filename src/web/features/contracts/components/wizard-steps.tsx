// The three steps of the contract wizard, with the current one marked for assistive technology.
import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';

export const STEPS = ['Client', 'Service', 'Review'] as const;

export function WizardSteps({ current }: { current: number }) {
  return (
    <ol aria-label="Steps" className="flex items-center gap-2 sm:gap-3">
      {STEPS.map((label, i) => {
        const n = i + 1;
        const done = n < current;
        const active = n === current;
        return (
          <li
            key={label}
            className="flex min-w-0 flex-1 items-center gap-2 sm:gap-3"
            aria-current={active ? 'step' : undefined}
          >
            <span
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold transition-colors',
                done && 'bg-primary text-primary-foreground',
                active && 'bg-brand-soft text-brand-soft-foreground ring-primary ring-2',
                !done && !active && 'bg-muted text-muted-foreground',
              )}
            >
              {done ? <Check className="size-4" aria-hidden /> : n}
            </span>
            <span
              className={cn(
                'truncate text-sm font-medium',
                active || done ? 'text-foreground' : 'text-muted-foreground',
              )}
            >
              <span className="sr-only">{`Step ${n} of ${STEPS.length}: `}</span>
              {label}
              {done && <span className="sr-only"> (done)</span>}
            </span>
            {n < STEPS.length && (
              <span className={cn('h-px flex-1', done ? 'bg-primary' : 'bg-border')} aria-hidden />
            )}
          </li>
        );
      })}
    </ol>
  );
}
