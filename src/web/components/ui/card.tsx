// A bordered surface that groups one topic on a page (a form, a list, a summary).
import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return (
    <section
      className={cn('border-border bg-surface rounded-2xl border shadow-xs shadow-black/[0.02]', className)}
      {...props}
    />
  );
}

export function CardHeader({
  title,
  description,
  action,
  titleId,
  icon,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  /** Lets the card point aria-labelledby at its title. */
  titleId?: string;
  icon?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn('flex flex-wrap items-start justify-between gap-3 px-5 pt-5 sm:px-6 sm:pt-6', className)}
    >
      <div className="flex min-w-0 items-start gap-3">
        {icon && (
          <span className="bg-brand-soft text-brand-soft-foreground flex size-9 shrink-0 items-center justify-center rounded-lg [&_svg]:size-[18px]">
            {icon}
          </span>
        )}
        <div className="min-w-0">
          <h2 id={titleId} className="text-foreground text-base font-semibold tracking-tight">
            {title}
          </h2>
          {description && <p className="text-muted-foreground mt-1 text-sm leading-relaxed">{description}</p>}
        </div>
      </div>
      {action}
    </div>
  );
}

export function CardBody({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('px-5 py-5 sm:px-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'border-border bg-surface-2 flex flex-wrap items-center justify-end gap-3 rounded-b-2xl border-t px-5 py-3.5 sm:px-6',
        className,
      )}
      {...props}
    />
  );
}
