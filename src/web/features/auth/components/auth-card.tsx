// The centred card of the smaller account pages (forgot password, reset password, verify email).
import type { ReactNode } from 'react';

export function AuthCard({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="relative isolate flex flex-1 items-start justify-center px-4 py-12 sm:py-20">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_22rem_at_50%_-5%,color-mix(in_srgb,var(--primary)_12%,transparent),transparent_70%)]"
      />
      <div className="border-border bg-surface w-full max-w-md rounded-2xl border p-6 shadow-xl shadow-black/[0.04] sm:p-8">
        <span className="bg-brand-soft text-brand-soft-foreground flex size-12 items-center justify-center rounded-xl [&_svg]:size-6">
          {icon}
        </span>
        <h1 className="text-foreground mt-5 text-2xl font-semibold tracking-tight">{title}</h1>
        {description && (
          <div className="text-muted-foreground mt-2 text-sm leading-relaxed">{description}</div>
        )}
        {children && <div className="mt-6">{children}</div>}
      </div>
    </div>
  );
}
