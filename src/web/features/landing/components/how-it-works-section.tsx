// How it works (id="how-it-works"): the spec's four steps and Try it Now.
import { ArrowRight, Download, FileUp, PenLine, Send, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { SectionHeading } from './section-heading';

const STEPS: { title: string; text: string; icon: LucideIcon }[] = [
  { title: 'Upload a contract', text: 'Drop in a PDF, an image or a Word document.', icon: FileUp },
  {
    title: 'Add signature fields',
    text: 'Place signatures, dates and text exactly where they are needed.',
    icon: PenLine,
  },
  {
    title: 'Send for signatures',
    text: 'Invite signers by email or share a signing link with anyone.',
    icon: Send,
  },
  {
    title: 'Track and download',
    text: 'Follow every view and signature, then download the signed PDF.',
    icon: Download,
  },
];

export function HowItWorksSection() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      className="border-border bg-surface-2 border-t py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="how-it-works-title" eyebrow="How it works" title="Signed in four simple steps">
          Most documents go from upload to signed the same day.
        </SectionHeading>
        <ol className="relative mt-14 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ title, text, icon: Icon }, index) => (
            <li key={title} className="border-border bg-surface relative rounded-2xl border p-6">
              <div className="flex items-center justify-between">
                <span className="bg-primary text-primary-foreground flex size-10 items-center justify-center rounded-xl shadow-sm">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="text-muted-foreground font-mono text-sm font-medium" aria-hidden>
                  0{index + 1}
                </span>
              </div>
              <h3 className="text-foreground mt-5 text-base font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="text-muted-foreground mt-2 text-sm leading-relaxed">{text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 flex justify-center">
          <Link to="/document-upload" className={buttonClasses({ size: 'lg' })}>
            Try it Now
            <ArrowRight aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  );
}
