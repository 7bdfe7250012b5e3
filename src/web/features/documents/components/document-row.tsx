// One document in a list: name, type, status, upload date, size and signers, with the spec's actions
// for its status (draft: Add Signers; pending: Remind and the signing link; completed: Download)
// plus View Details and Delete for every document.
import { Bell, Download, Eye, FileText, Trash2, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { formatSizeKb, type DocumentDto } from '../../../../shared/documents';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { describeType, signersSummary } from '../format';
import { DocumentStatusBadge, sealFailedHint } from './document-status-badge';
import { SigningLinkMenu } from './signing-link-menu';
import { BusyIcon } from './busy-icon';
import { useDates } from '../../../lib/dates';

/** A middle dot after an item of the meta line (so a wrapped line never starts with one). */
const SEPARATED = "after:ml-2 after:content-['·']";

export interface DocumentRowProps {
  document: DocumentDto;
  onRemind: (doc: DocumentDto) => void;
  onDelete: (doc: DocumentDto) => void;
  onDownload: (doc: DocumentDto) => void;
  downloading: boolean;
}

export function DocumentRow({
  document: doc,
  onRemind,
  onDelete,
  onDownload,
  downloading,
}: DocumentRowProps) {
  const dates = useDates();
  const detailsHref = `/document/${doc.id}`;
  const hint = sealFailedHint(doc);
  const sealing = doc.sealState === 'sealing';

  return (
    <li className="group/row hover:bg-surface-2 relative flex flex-col gap-3 px-4 py-4 transition-colors sm:px-5 md:flex-row md:items-center md:gap-6">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="bg-brand-soft text-brand-soft-foreground mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-xl">
          <FileText className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
            <Link
              to={detailsHref}
              className="text-foreground hover:text-brand max-w-full truncate font-medium underline-offset-4 hover:underline"
            >
              {doc.name}
            </Link>
            <DocumentStatusBadge document={doc} />
          </div>
          <dl className="text-muted-foreground mt-1 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs sm:text-sm">
            <dt className="sr-only">Type</dt>
            <dd className={SEPARATED}>{describeType(doc)}</dd>
            <dt className="sr-only">Uploaded</dt>
            <dd className={SEPARATED}>
              <time dateTime={doc.uploadedAt}>{dates.date(doc.uploadedAt)}</time>
            </dd>
            <dt className="sr-only">Size</dt>
            <dd className={cn(SEPARATED, 'tabular-nums')}>{formatSizeKb(doc.size)}</dd>
            <dt className="sr-only">Signers</dt>
            <dd className="tabular-nums">{signersSummary(doc)}</dd>
          </dl>
          {hint && <p className="text-danger mt-1.5 text-xs">{hint}</p>}
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-2 sm:pl-13 md:shrink-0 md:justify-end md:pl-0">
        {doc.status === 'draft' && (
          <Link
            to={`/add-signers/${doc.id}`}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
            aria-label={`Add Signers to ${doc.name}`}
          >
            <UserPlus aria-hidden />
            Add Signers
          </Link>
        )}
        {doc.status === 'pending' && !sealing && (
          <>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onRemind(doc)}
              aria-label={`Remind signers of ${doc.name}`}
            >
              <Bell aria-hidden />
              Remind
            </Button>
            <SigningLinkMenu documentId={doc.id} documentName={doc.name} />
          </>
        )}
        {doc.status === 'completed' && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onDownload(doc)}
            disabled={downloading}
            aria-label={`Download ${doc.name}`}
          >
            {downloading ? <BusyIcon /> : <Download aria-hidden />}
            Download
          </Button>
        )}
        <Link
          to={detailsHref}
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          aria-label={`View Details of ${doc.name}`}
        >
          <Eye aria-hidden />
          <span className="max-sm:sr-only">View Details</span>
        </Link>
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={() => onDelete(doc)}
          aria-label={`Delete ${doc.name}`}
          title="Delete"
          className="hover:text-danger!"
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}

export function DocumentRowSkeleton() {
  return (
    <li className="flex items-center gap-3 px-4 py-4 sm:px-5" aria-hidden>
      <span className="bg-muted size-10 shrink-0 animate-pulse rounded-xl" />
      <div className="flex-1 space-y-2">
        <div className="bg-muted h-4 w-2/5 animate-pulse rounded" />
        <div className="bg-muted h-3 w-3/5 animate-pulse rounded" />
      </div>
      <div className="bg-muted hidden h-8 w-40 animate-pulse rounded-lg md:block" />
    </li>
  );
}
