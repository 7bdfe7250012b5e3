// Signet's mark (a signature stroke on an indigo tile) and wordmark.
import { useId } from 'react';
import { cn } from '../../lib/cn';

export function LogoMark({ className }: { className?: string }) {
  const gradient = useId();
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8 shrink-0', className)} aria-hidden focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#4338ca" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradient})`} />
      <path
        d="M7.5 19.5C9.6 13.8 11.8 9 13.9 9c2.9 0-2.2 11 1 11 1.9 0 2.9-4.6 5-4.6 1.5 0 1.1 3.1 4.6 3.1"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M7.5 24h17" stroke="#fff" strokeOpacity=".5" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** `name`: the administrator's site name (General settings). */
export function Logo({
  className,
  compact,
  name = 'Signet',
}: {
  className?: string;
  compact?: boolean;
  name?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark className={compact ? 'size-7' : undefined} />
      <span className="text-foreground text-lg font-semibold tracking-tight">{name}</span>
    </span>
  );
}
