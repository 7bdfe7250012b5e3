// /document/:id: the document in the viewer, its information and actions beside it (under it on a
// phone), and its timeline. An invalid or unknown id goes back to the dashboard with the spec's
// toast. The owner's signing flow (Sign Document) is another feature's: the route fills `signFlow`.
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ChevronDown, Download, FileClock, Image as ImageIcon, UserPlus } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import type { DocumentDto } from '../../../shared/documents';
import { reportExport } from './api/report-export';
import { DOCUMENT_TEXTS } from '../../../shared/messages';
import { PdfViewer } from '../../components/pdf/pdf-viewer';
import { Button, buttonClasses } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { FormAlert } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDeleteDocument } from './api/delete-document';
import { useDownloadDocument } from './api/download-document';
import { documentFileUrl, documentQueryKey, useDocument } from './api/get-document';
import { useDocumentSigners } from './api/get-document-signers';
import { useFinishDocument, useUnlockLinks, useVoidDocument } from './api/owner-actions';
import { useSendReminder } from './api/send-reminder';
import { AuditTimeline } from './components/audit-timeline';
import { DocumentInfoPanel } from './components/document-info-panel';
import { DocumentStatusBadge } from './components/document-status-badge';
import { VoidDialog } from './components/void-dialog';
import { exportDocumentImages } from './export-images';
import { BusyIcon } from './components/busy-icon';

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export interface SignFlowContext {
  document: DocumentDto;
  /** The file the viewer shows (the latest signed revision once there is one). */
  fileUrl: string;
  /** Whether the document has signers besides the owner (then signing needs no follow-up choice). */
  hasSigners: boolean;
  /** Call once the owner has signed: the document, its signers and its timeline are read again. */
  onSigned: () => void;
}

export interface DocumentPageProps {
  /**
   * The owner's signing flow: the header's Sign Document button and what it opens (signature
   * panel, position picker, the choice that follows). Rendered in the header's actions for as long
   * as the document has a file; it decides itself when to show the Sign Document button.
   */
  signFlow?: (context: SignFlowContext) => ReactNode;
  /** Called after the document was deleted (for the plan usage, say). */
  onDeleted?: () => void;
}

type Confirm = 'delete' | 'remind' | 'finish' | null;

/** Shows the spec's toast once and goes back to the dashboard. */
function BackToDashboard({ message }: { message: string }) {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast.error(message, { id: `document-redirect-${message}` });
  }, [message]);
  return <Navigate to="/dashboard" replace />;
}

export function DocumentPage(props: DocumentPageProps) {
  const { id = '' } = useParams();
  if (!ID_PATTERN.test(id)) return <BackToDashboard message={DOCUMENT_TEXTS.invalidDocumentId} />;
  return <DocumentView key={id} id={id} {...props} />;
}

function DocumentView({ id, signFlow, onDeleted }: DocumentPageProps & { id: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useDocument(id);
  const doc = query.data;
  useDocumentTitle(doc?.name ?? 'Document');
  const signers = useDocumentSigners(id, { enabled: !!doc });
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [voidOpen, setVoidOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const remove = useDeleteDocument();
  const remind = useSendReminder();
  const download = useDownloadDocument();
  const original = useDownloadDocument();
  const voidDoc = useVoidDocument();
  const unlock = useUnlockLinks();
  const finish = useFinishDocument();

  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <BackToDashboard message={DOCUMENT_TEXTS.documentNotFound} />;
    }
    return (
      <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-24">
        <FormAlert>{errorMessage(query.error)}</FormAlert>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!doc) {
    return (
      <div className="flex flex-1 items-center justify-center py-24">
        <Spinner className="text-muted-foreground" label="Loading the document" />
      </div>
    );
  }

  // A new signed revision gets a new address, so the viewer shows it without stale caches.
  const fileUrl = `${documentFileUrl(doc.id)}?v=${(doc.sealedSha256 ?? doc.sha256).slice(0, 16)}`;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: documentQueryKey(doc.id) });
  const expired = doc.status === 'expired';

  const onDownload = (variant: 'current' | 'original' = 'current') =>
    (variant === 'original' ? original : download).mutate(
      { document: doc, variant },
      {
        onSuccess: (name) => toast.success(DOCUMENT_TEXTS.downloaded(name)),
        onError: (err) => toast.error(errorMessage(err, DOCUMENT_TEXTS.downloadFailed)),
      },
    );

  const onExport = async () => {
    setExporting(true);
    const progress = toast.loading('Rendering pages…');
    try {
      await exportDocumentImages(fileUrl, doc.name, (done, total) =>
        toast.loading(`Rendering page ${done} of ${total}…`, { id: progress }),
      );
      toast.success(DOCUMENT_TEXTS.exportedAsImage, { id: progress });
      // Reporting is best effort: the export itself already succeeded in the browser.
      reportExport(doc.id).catch(() => undefined);
    } catch {
      toast.error('Failed to render document', { id: progress });
    } finally {
      setExporting(false);
    }
  };

  const runConfirm = () => {
    if (confirm === 'delete') {
      remove.mutate(doc.id, {
        onSuccess: () => {
          toast.success(DOCUMENT_TEXTS.deleted);
          onDeleted?.();
          void navigate('/dashboard', { replace: true });
        },
        onError: (err) => toast.error(err instanceof ApiError ? err.message : DOCUMENT_TEXTS.deleteError),
      });
    } else if (confirm === 'remind') {
      remind.mutate(
        { id: doc.id },
        {
          onSuccess: () => toast.success(DOCUMENT_TEXTS.reminderSent),
          onError: (err) => toast.error(err instanceof ApiError ? err.message : DOCUMENT_TEXTS.reminderError),
          onSettled: () => setConfirm(null),
        },
      );
    } else if (confirm === 'finish') {
      finish.mutate(doc.id, {
        onSuccess: () => toast.success(DOCUMENT_TEXTS.finished),
        onError: (err) => toast.error(errorMessage(err)),
        onSettled: () => setConfirm(null),
      });
    }
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <Link to="/dashboard" className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
        <ArrowLeft aria-hidden />
        Back
      </Link>

      <header className="mt-3 flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1.5">
          <h1 className="text-foreground min-w-0 text-xl font-semibold tracking-tight break-words sm:text-2xl md:truncate">
            {doc.name}
          </h1>
          <DocumentStatusBadge document={doc} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {!expired &&
            signFlow?.({ document: doc, fileUrl, hasSigners: doc.signerCount > 0, onSigned: refresh })}
          {doc.uploaderSigned && !expired && (
            <>
              {doc.status === 'draft' && doc.signerCount === 0 && (
                <Link to={`/add-signers/${doc.id}`} className={buttonClasses({ variant: 'outline' })}>
                  <UserPlus aria-hidden />
                  Add Signers
                </Link>
              )}
              <DropdownMenu modal={false}>
                <DropdownMenuTrigger asChild>
                  <Button variant="outline" disabled={exporting}>
                    {exporting ? <BusyIcon /> : <Download aria-hidden />}
                    Download
                    <ChevronDown className="-mr-1" aria-hidden />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent>
                  <DropdownMenuItem onSelect={() => onDownload()}>
                    <Download aria-hidden />
                    Download as PDF
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => void onExport()}>
                    <ImageIcon aria-hidden />
                    Export as Image
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            </>
          )}
        </div>
      </header>

      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {expired ? (
          <div className="border-border bg-surface flex h-[60dvh] flex-col items-center justify-center rounded-2xl border px-6 text-center">
            <FileClock className="text-muted-foreground size-10" aria-hidden />
            <h2 className="text-foreground mt-4 text-lg font-semibold">This document has expired</h2>
            <p className="text-muted-foreground mt-1 max-w-sm text-sm">
              Its file was deleted at the end of its retention period. The timeline is kept.
            </p>
          </div>
        ) : (
          <PdfViewer
            url={fileUrl}
            label={doc.name}
            className="h-[70dvh] min-h-[26rem] lg:sticky lg:top-20 lg:h-[calc(100dvh-7rem)]"
          />
        )}
        <div className="flex min-w-0 flex-col gap-6">
          <DocumentInfoPanel
            document={doc}
            signers={signers.data?.signers ?? []}
            signersLoading={signers.isPending}
            actions={{
              onDownload: () => onDownload(),
              onDownloadOriginal: () => onDownload('original'),
              onRemind: () => setConfirm('remind'),
              onVoid: () => setVoidOpen(true),
              onUnlock: () =>
                unlock.mutate(doc.id, {
                  onSuccess: () => toast.success(DOCUMENT_TEXTS.linksUnlocked),
                  onError: (err) => toast.error(errorMessage(err)),
                }),
              onFinish: () => setConfirm('finish'),
              onDelete: () => setConfirm('delete'),
              busy: {
                download: download.isPending,
                original: original.isPending,
                remind: remind.isPending,
                unlock: unlock.isPending,
                finish: finish.isPending,
              },
            }}
          />
          <AuditTimeline documentId={doc.id} />
        </div>
      </div>

      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Delete document"
        description={DOCUMENT_TEXTS.deleteConfirm}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={runConfirm}
      />
      <ConfirmDialog
        open={confirm === 'remind'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Send a reminder?"
        description="Signet emails the signers who have not signed yet. Each signer can be reminded once an hour."
        confirmLabel="Send Reminder"
        tone="primary"
        busy={remind.isPending}
        onConfirm={runConfirm}
      />
      <ConfirmDialog
        open={confirm === 'finish'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Finish without other signers?"
        description="The document is completed with your signature only: Signet seals it and adds the completion certificate. No one else can sign it afterwards."
        confirmLabel="Finish"
        tone="primary"
        busy={finish.isPending}
        onConfirm={runConfirm}
      />
      <VoidDialog
        open={voidOpen}
        onOpenChange={setVoidOpen}
        busy={voidDoc.isPending}
        onConfirm={(reason) =>
          voidDoc.mutate(
            { id: doc.id, reason },
            {
              onSuccess: () => {
                toast.success(DOCUMENT_TEXTS.voided);
                setVoidOpen(false);
              },
              onError: (err) => toast.error(errorMessage(err)),
            },
          )
        }
      />
    </div>
  );
}
