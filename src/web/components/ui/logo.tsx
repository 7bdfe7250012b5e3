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
        d="M9 20.5c2.2-5.6 4.4-9 6-9 2.2 0-1.8 9.5.6 9.5 1.4 0 2.6-3.4 4-3.4 1 0 .8 2.4 3.4 2.4"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M8.5 24h15" stroke="#fff" strokeOpacity=".55" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ className, compact }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark className={compact ? 'size-7' : undefined} />
      <span className="text-foreground text-lg font-semibold tracking-tight">Signet</span>
    </span>
  );
}
