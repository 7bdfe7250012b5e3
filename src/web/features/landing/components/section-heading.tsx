// The eyebrow, title and lead paragraph that open each landing section.
import type { ReactNode } from 'react';

export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-brand text-sm font-semibold tracking-wide">{eyebrow}</p>
      <h2
        id={id}
        className="text-foreground mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
      >
        {title}
      </h2>
      {children && (
        <p className="text-muted-foreground mt-4 text-lg leading-relaxed text-pretty">{children}</p>
      )}
    </div>
  );
}
