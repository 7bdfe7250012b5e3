// The end of the signing page: 'Document Signed Successfully' with Download Document, or a notice
// for a link that can no longer be signed (declined, voided, expired).
import { CheckCircle2, Download, FileX2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { SIGNING_TEXTS } from '../../../../shared/messages';
import { buttonClasses } from '../../../components/ui/button';

function OutcomeCard({
  icon,
  tone,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  tone: 'success' | 'neutral';
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12 sm:py-20">
      <section
        aria-labelledby="outcome-title"
        className="border-border bg-surface flex flex-col items-center rounded-2xl border p-8 text-center shadow-xs sm:p-10"
      >
        <span
          className={
            tone === 'success'
              ? 'bg-success-soft text-success flex size-16 items-center justify-center rounded-full'
              : 'bg-muted text-muted-foreground flex size-16 items-center justify-center rounded-full'
          }
        >
          {icon}
        </span>
        <h1 id="outcome-title" className="text-foreground mt-5 text-2xl font-semibold tracking-tight">
          {title}
        </h1>
        <div className="text-muted-foreground mt-2 text-sm leading-relaxed">{children}</div>
        {action && <div className="mt-7">{action}</div>}
      </section>
    </div>
  );
}

export function SignedScreen({
  documentName,
  senderName,
  downloadUrl,
  completed,
}: {
  documentName: string;
  senderName: string;
  downloadUrl: string;
  completed: boolean;
}) {
  return (
    <OutcomeCard
      tone="success"
      icon={<CheckCircle2 className="size-8" aria-hidden />}
      title={SIGNING_TEXTS.signedSuccessfully}
      action={
        <a href={downloadUrl} download className={buttonClasses({ size: 'lg' })}>
          <Download aria-hidden />
          Download Document
        </a>
      }
    >
      <p>
        Your signature on “{documentName}” is recorded.{' '}
        {completed
          ? 'Everyone has signed: the document is being sealed and its signed copy will be emailed to every signer who gave an address.'
          : `${senderName} is notified. Once everyone has signed, the sealed document is emailed to every signer who gave an address.`}
      </p>
    </OutcomeCard>
  );
}

export function ClosedScreen({ title, message }: { title: string; message: string }) {
  return (
    <OutcomeCard tone="neutral" icon={<FileX2 className="size-8" aria-hidden />} title={title}>
      <p>{message}</p>
    </OutcomeCard>
  );
}
