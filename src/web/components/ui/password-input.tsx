// A password input with a show/hide button, and the hint that states the password rule and
// ticks it off while the user types.
import { Check, Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { inputClasses } from './input';

export const PasswordInput = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>
>(function PasswordInput({ className, ...props }, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        ref={ref}
        type={visible ? 'text' : 'password'}
        className={cn(inputClasses, 'h-10 pr-11', className)}
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        className="text-muted-foreground hover:text-foreground focus-visible:outline-ring absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg focus-visible:outline-2 focus-visible:-outline-offset-2"
      >
        {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
      </button>
    </div>
  );
});

/** The rule in words, with a tick once the typed password satisfies it. */
export function PasswordRuleHint({ description, satisfied }: { description: string; satisfied: boolean }) {
  return (
    <span className={cn('flex items-start gap-1.5', satisfied && 'text-success')}>
      <span
        className={cn(
          'mt-px flex size-3.5 shrink-0 items-center justify-center rounded-full border',
          satisfied ? 'border-success bg-success text-background' : 'border-border-strong',
        )}
        aria-hidden
      >
        {satisfied && <Check className="size-2.5" strokeWidth={4} />}
      </span>
      <span>
        {description}
        <span className="sr-only">{satisfied ? ' (met)' : ''}</span>
      </span>
    </span>
  );
}
