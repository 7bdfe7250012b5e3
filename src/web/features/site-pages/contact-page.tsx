// /contact: how to reach the team behind this instance (the help page will hold the contact form).
import { Activity, ArrowRight, LifeBuoy, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="border-border bg-surface flex flex-col rounded-2xl border p-6">
      <span className="bg-brand-soft text-brand-soft-foreground flex size-11 items-center justify-center rounded-xl">
        {icon}
      </span>
      <h2 className="text-foreground mt-5 text-base font-semibold">{title}</h2>
      <div className="text-muted-foreground mt-2 flex flex-1 flex-col text-sm leading-relaxed">
        {children}
      </div>
    </div>
  );
}

const linkClass = 'text-brand mt-4 inline-flex items-center gap-1.5 font-medium hover:underline';

export function ContactPage({ supportEmail }: { supportEmail: string | null }) {
  useDocumentTitle('Contact');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
      <div className="max-w-2xl">
        <p className="text-brand text-sm font-semibold tracking-wide">Support</p>
        <h1 className="text-foreground mt-3 text-4xl font-semibold tracking-tight">Contact us</h1>
        <p className="text-muted-foreground mt-4 text-lg leading-relaxed">
          Questions, upgrade requests or a problem with a document? We reply within 24 hours on business days.
        </p>
      </div>
      <div className="mt-12 grid gap-4 md:grid-cols-3">
        <Card icon={<Mail className="size-5" aria-hidden />} title="Email support">
          <p>Write to us and include the document name or link if your question is about a document.</p>
          {supportEmail ? (
            <a href={`mailto:${supportEmail}`} className={`${linkClass} break-all`}>
              {supportEmail}
            </a>
          ) : (
            <span className="mt-4 h-5 w-40 animate-pulse rounded bg-current/10" aria-hidden />
          )}
        </Card>
        <Card icon={<LifeBuoy className="size-5" aria-hidden />} title="Help Center">
          <p>Answers to common questions about uploading, signing and plans.</p>
          <Link to="/help" className={linkClass}>
            Visit the Help Center
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </Card>
        <Card icon={<Activity className="size-5" aria-hidden />} title="System status">
          <p>Check whether the service is running normally right now.</p>
          <Link to="/status" className={linkClass}>
            View system status
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </Card>
      </div>
    </div>
  );
}
