// The features grid (id="features"): what Signet does, from the spec's pitch.
import {
  BellRing,
  FileDown,
  Link2,
  MousePointerClick,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { SectionHeading } from './section-heading';

const FEATURES: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Drag & place signatures',
    text: 'Draw, type or upload your signature, then drag it exactly where it belongs on any page.',
    icon: MousePointerClick,
  },
  {
    title: 'Email invites & signing links',
    text: 'Invite signers by email or share a personal signing link. Signers don’t need an account.',
    icon: Link2,
  },
  {
    title: 'Secured and encrypted',
    text: 'PIN-protected links, hashed passwords, a full audit trail and a digital seal on every completed PDF.',
    icon: ShieldCheck,
  },
  {
    title: 'Smart notifications',
    text: 'Know the moment a document is viewed, signed or completed, in the app and by email.',
    icon: BellRing,
  },
  {
    title: 'Export as PDF or image',
    text: 'Download the signed PDF with its completion certificate, or export a page as an image.',
    icon: FileDown,
  },
  {
    title: 'Clients in one place',
    text: 'Keep clients and their contracts together, and generate new contracts from your company details.',
    icon: Users,
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="border-border border-t py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything you need to get documents signed"
        >
          From the first upload to the sealed PDF, without printing, scanning or chasing anyone.
        </SectionHeading>
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ title, text, icon: Icon }) => (
            <li
              key={title}
              className="border-border bg-surface hover:border-border-strong flex gap-4 rounded-2xl border p-5 transition-colors sm:flex-col sm:gap-5 sm:p-6"
            >
              <span className="bg-brand-soft text-brand-soft-foreground flex size-11 shrink-0 items-center justify-center rounded-xl">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="text-foreground text-base font-semibold">{title}</h3>
                <p className="text-muted-foreground mt-1.5 text-sm leading-relaxed sm:mt-2">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
