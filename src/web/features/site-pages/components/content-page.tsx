// The shared layout of the short content pages (terms, privacy, security…): a title block and
// readable sections, with a pointer to the contact page at the end.
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function ContentPage({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <article className="w-full">
      <header className="border-border bg-surface-2 border-b">
        <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
          <p className="text-brand text-sm font-semibold tracking-wide">{eyebrow}</p>
          <h1 className="text-foreground mt-3 text-4xl font-semibold tracking-tight text-balance">{title}</h1>
          <p className="text-muted-foreground mt-4 text-lg leading-relaxed text-pretty">{lead}</p>
        </div>
      </header>
      <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-14 sm:px-6">
        {children}
        <aside className="border-border bg-surface flex flex-col gap-3 rounded-2xl border p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted-foreground text-sm">Questions about this page?</p>
          <Link
            to="/contact"
            className="text-brand inline-flex items-center gap-1.5 text-sm font-medium hover:underline"
          >
            Contact the team behind this instance
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </aside>
      </div>
    </article>
  );
}

export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-foreground text-xl font-semibold tracking-tight">{title}</h2>
      <div className="text-muted-foreground mt-3 flex flex-col gap-3 text-base leading-relaxed [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4 [&_li]:pl-1 [&_strong]:text-foreground [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5">
        {children}
      </div>
    </section>
  );
}
