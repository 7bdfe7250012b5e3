// /help (spec part 2: Help & Support), open to everyone: getting started, the FAQ (plans and limits
// from the plans definition), Live Chat (not yet: a toast says so) and the contact form, which
// /contact leads to (#contact).
import { Activity, BookOpen, CircleHelp, Clock, Mail, MessagesSquare } from 'lucide-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES } from '../../../shared/messages';
import { SUPPORT_REPLY_TIME } from '../../../shared/support';
import { Card, CardBody, CardHeader } from '../../components/ui/card';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ContactSupportForm } from './components/contact-support-form';
import { FaqAccordion } from './components/faq-accordion';
import { GettingStarted } from './components/getting-started';
import { buildFaq } from './faq';

export interface HelpPageProps {
  /** The signed-in user, whose name and email fill the contact form; null for visitors. */
  user: { id: string; name: string; email: string } | null;
  supportEmail: string | null;
  maxUploadSizeMb: number;
}

function SectionTitle({
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
    <div className="max-w-2xl">
      <p className="text-brand text-sm font-semibold tracking-wide">{eyebrow}</p>
      <h2 id={id} className="text-foreground mt-2 text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {children && <p className="text-muted-foreground mt-2 text-base leading-relaxed">{children}</p>}
    </div>
  );
}

export function HelpPage({ user, supportEmail, maxUploadSizeMb }: HelpPageProps) {
  useDocumentTitle('Help & Support');
  const { hash } = useLocation();
  const faq = useMemo(() => buildFaq({ maxUploadSizeMb }), [maxUploadSizeMb]);

  // /help#contact (and /contact) scroll to the form once the page is there.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(hash.slice(1));
    target?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const liveChat = () => toast.info(MESSAGES.liveChatSoon);

  return (
    <div className="w-full">
      <header className="border-border bg-surface-2 border-b">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <p className="text-brand text-sm font-semibold tracking-wide">Help & Support</p>
          <h1 className="text-foreground mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            How can we help?
          </h1>
          <p className="text-muted-foreground mt-3 max-w-2xl text-lg leading-relaxed text-pretty">
            Start with the guide and the answers below. If your question is not there, write to us: we reply
            within {SUPPORT_REPLY_TIME}.
          </p>
          <nav aria-label="On this page" className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {[
              {
                href: '#getting-started',
                icon: BookOpen,
                label: 'Getting started',
                text: 'Four steps to a signed PDF',
              },
              {
                href: '#faq',
                icon: CircleHelp,
                label: 'Questions & answers',
                text: 'Plans, limits, signing',
              },
              {
                href: '#contact',
                icon: Mail,
                label: 'Contact support',
                text: `Answer within ${SUPPORT_REPLY_TIME}`,
              },
            ].map(({ href, icon: Icon, label, text }) => (
              <a
                key={href}
                href={href}
                className="border-border bg-surface hover:border-border-strong group flex items-center gap-3 rounded-xl border p-4 transition-colors"
              >
                <span className="bg-brand-soft text-brand-soft-foreground flex size-10 shrink-0 items-center justify-center rounded-lg">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="min-w-0">
                  <span className="text-foreground block text-sm font-semibold group-hover:underline">
                    {label}
                  </span>
                  <span className="text-muted-foreground block text-xs">{text}</span>
                </span>
              </a>
            ))}
            <button
              type="button"
              onClick={liveChat}
              className="border-border bg-surface hover:border-border-strong group flex items-center gap-3 rounded-xl border p-4 text-left transition-colors"
            >
              <span className="bg-brand-soft text-brand-soft-foreground flex size-10 shrink-0 items-center justify-center rounded-lg">
                <MessagesSquare className="size-5" aria-hidden />
              </span>
              <span className="min-w-0">
                <span className="text-foreground block text-sm font-semibold group-hover:underline">
                  Live Chat
                </span>
                <span className="text-muted-foreground block text-xs">Talk to us in real time</span>
              </span>
            </button>
          </nav>
        </div>
      </header>

      <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-14 sm:px-6 lg:px-8">
        <section aria-labelledby="getting-started" className="flex scroll-mt-24 flex-col gap-6">
          <SectionTitle
            id="getting-started"
            eyebrow="Getting started"
            title="From a PDF to a signed document"
          >
            Signet keeps every step on the server: each signer has their own link, every event is recorded,
            and the finished PDF carries a digital seal.
          </SectionTitle>
          <GettingStarted />
        </section>

        <section
          aria-labelledby="faq"
          className="grid scroll-mt-24 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-12"
        >
          <SectionTitle id="faq" eyebrow="FAQ" title="Questions & answers">
            Plans, limits and how signing works.
          </SectionTitle>
          <FaqAccordion entries={faq} />
        </section>

        <section
          aria-labelledby="contact"
          className="grid scroll-mt-24 items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-12"
        >
          <div className="flex flex-col gap-6">
            <SectionTitle id="contact" eyebrow="Contact" title="Ask the support team">
              Send us your question and we will answer by email.
            </SectionTitle>
            <ul className="text-muted-foreground flex flex-col gap-3 text-sm">
              <li className="flex items-start gap-3">
                <Clock className="text-brand mt-0.5 size-4 shrink-0" aria-hidden />
                <span>
                  We reply within{' '}
                  <strong className="text-foreground font-medium">{SUPPORT_REPLY_TIME}</strong>.
                </span>
              </li>
              {supportEmail && (
                <li className="flex items-start gap-3">
                  <Mail className="text-brand mt-0.5 size-4 shrink-0" aria-hidden />
                  <span>
                    Or write to{' '}
                    <a
                      href={`mailto:${supportEmail}`}
                      className="text-brand font-medium break-all hover:underline"
                    >
                      {supportEmail}
                    </a>
                  </span>
                </li>
              )}
              <li className="flex items-start gap-3">
                <Activity className="text-brand mt-0.5 size-4 shrink-0" aria-hidden />
                <span>
                  Something not working?{' '}
                  <Link to="/status" className="text-brand font-medium hover:underline">
                    Check the system status
                  </Link>
                </span>
              </li>
            </ul>
          </div>
          <Card aria-labelledby="contact-form-title">
            <CardHeader
              titleId="contact-form-title"
              icon={<Mail aria-hidden />}
              title="Contact support"
              description={user ? `Signed in as ${user.email}.` : 'All fields are required.'}
            />
            <CardBody>
              <ContactSupportForm key={user?.id ?? 'visitor'} user={user} />
            </CardBody>
          </Card>
        </section>
      </div>
    </div>
  );
}
