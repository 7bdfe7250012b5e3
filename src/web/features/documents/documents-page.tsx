// /documents (My Documents: every document, chips all, draft, pending, completed, Upload New) and
// /sent (Sent Documents: those sent to signers, chips all, pending, completed).
import { FilePlus2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DOCUMENT_TEXTS } from '../../../shared/messages';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DocumentList } from './components/document-list';

const MY_FILTERS = ['all', 'draft', 'pending', 'completed'] as const;
const SENT_FILTERS = ['all', 'pending', 'completed'] as const;

function PageFrame({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-foreground text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
          <p className="text-muted-foreground mt-2 text-sm sm:text-base">{description}</p>
        </div>
        {action}
      </header>
      <div className="mt-8">{children}</div>
    </div>
  );
}

const uploadLink = (label: string) => (
  <Link to="/document-upload" className={buttonClasses({ className: 'self-start sm:self-auto' })}>
    <FilePlus2 aria-hidden />
    {label}
  </Link>
);

export function MyDocumentsPage({ onDeleted }: { onDeleted?: () => void }) {
  useDocumentTitle('My Documents');
  return (
    <PageFrame
      title="My Documents"
      description="Everything you have uploaded, from drafts to completed documents."
      action={uploadLink('Upload New')}
    >
      <DocumentList
        scope="mine"
        filters={MY_FILTERS}
        pageSize={20}
        title="All documents"
        reminderSuccess={DOCUMENT_TEXTS.reminderSent}
        emptyAction={uploadLink('Upload Document')}
        onDeleted={onDeleted}
      />
    </PageFrame>
  );
}

export function SentDocumentsPage({ onDeleted }: { onDeleted?: () => void }) {
  useDocumentTitle('Sent Documents');
  return (
    <PageFrame
      title="Sent Documents"
      description="Documents you have sent for signatures, and how far each one has got."
    >
      <DocumentList
        scope="sent"
        filters={SENT_FILTERS}
        pageSize={20}
        title="Sent for signing"
        reminderSuccess={DOCUMENT_TEXTS.reminderSentToSigners}
        emptyText="Documents appear here once you send them to signers."
        onDeleted={onDeleted}
      />
    </PageFrame>
  );
}
