// The getting-started guide: from a PDF to a signed, sealed document in four steps.
import { FileCheck2, FileUp, Send, UserPlus, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

const STEPS: { icon: LucideIcon; title: string; text: string; link?: { to: string; label: string } }[] = [
  {
    icon: FileUp,
    title: 'Upload a document',
    text: 'Drop a PDF, an image or a Word file, or generate a contract. Choose who may sign and whether a PIN protects it.',
    link: { to: '/document-upload', label: 'Add a document' },
  },
  {
    icon: UserPlus,
    title: 'Add signers',
    text: 'Type each signer’s email (your contacts are suggested) or keep one open link. Sign it yourself first if you like.',
    link: { to: '/clients', label: 'Manage contacts' },
  },
  {
    icon: Send,
    title: 'Send and track',
    text: 'Every signer gets their own link by email. The dashboard shows who viewed and signed, and sends reminders.',
    link: { to: '/dashboard', label: 'Open the dashboard' },
  },
  {
    icon: FileCheck2,
    title: 'Download the signed PDF',
    text: 'When everyone has signed, the PDF is sealed with a completion certificate and emailed to every party.',
    link: { to: '/verify', label: 'Verify a signed PDF' },
  },
];

export function GettingStarted() {
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {STEPS.map(({ icon: Icon, title, text, link }, i) => (
        <li key={title} className="border-border bg-surface flex flex-col rounded-2xl border p-5">
          <div className="flex items-center gap-3">
            <span className="bg-brand-soft text-brand-soft-foreground flex size-10 items-center justify-center rounded-xl">
              <Icon className="size-5" aria-hidden />
            </span>
            <span className="text-muted-foreground text-xs font-semibold tracking-wider uppercase">
              Step {i + 1}
            </span>
          </div>
          <h3 className="text-foreground mt-4 text-base font-semibold">{title}</h3>
          <p className="text-muted-foreground mt-1.5 flex-1 text-sm leading-relaxed">{text}</p>
          {link && (
            <Link to={link.to} className="text-brand mt-4 text-sm font-medium hover:underline">
              {link.label}
            </Link>
          )}
        </li>
      ))}
    </ol>
  );
}
