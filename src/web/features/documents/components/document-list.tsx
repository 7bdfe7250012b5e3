// The owner's documents as a searchable, filterable, paginated list: the dashboard, My Documents
// and Sent Documents all use it. Search, filter and page live in the address (?q=&status=&page=),
// so Back and reload keep them; the server does the searching and paging.
import { FileSearch, FileText, Search, X } from 'lucide-react';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { DocumentDto } from '../../../../shared/documents';
import { DOCUMENT_TEXTS } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useDeleteDocument } from '../api/delete-document';
import { useDownloadDocument } from '../api/download-document';
import { useDocumentCounts, useDocumentList, type ListScope, type StatusFilter } from '../api/list-documents';
import { useSendReminder } from '../api/send-reminder';
import { DocumentRow, DocumentRowSkeleton } from './document-row';

const FILTER_LABELS: Record<StatusFilter, string> = {
  all: 'All',
  draft: 'Draft',
  pending: 'Pending',
  completed: 'Completed',
  expired: 'Expired',
  declined: 'Declined',
  voided: 'Voided',
};

const SEARCH_DELAY_MS = 300;

export interface DocumentListProps {
  scope: ListScope;
  /** The filter chips, in order; the first is the default. */
  filters: readonly StatusFilter[];
  pageSize?: number;
  title: string;
  description?: string;
  /** The toast after a reminder went out (the Sent page says it differently). */
  reminderSuccess: string;
  /** Shown in the empty state of a list with no documents at all (Upload Document). */
  emptyAction?: ReactNode;
  emptyText?: string;
  /** Called after a document was deleted (for the plan usage, say). */
  onDeleted?: () => void;
}

type Pending = { kind: 'delete' | 'remind'; doc: DocumentDto } | null;

function useListParams(filters: readonly StatusFilter[]) {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status') as StatusFilter | null;
  const status: StatusFilter = rawStatus && filters.includes(rawStatus) ? rawStatus : filters[0]!;
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const update = useCallback(
    (next: { status?: StatusFilter; q?: string; page?: number }) =>
      setParams(
        (current) => {
          const p = new URLSearchParams(current);
          const set = (key: string, value: string | undefined) => (value ? p.set(key, value) : p.delete(key));
          if (next.status !== undefined) set('status', next.status === filters[0] ? undefined : next.status);
          if (next.q !== undefined) set('q', next.q.trim() || undefined);
          if (next.page !== undefined) set('page', next.page > 1 ? String(next.page) : undefined);
          return p;
        },
        { replace: true },
      ),
    [setParams, filters],
  );
  return { status, q, page, update };
}

export function DocumentList({
  scope,
  filters,
  pageSize = 10,
  title,
  description,
  reminderSuccess,
  emptyAction,
  emptyText = 'Upload a document to send it for signatures.',
  onDeleted,
}: DocumentListProps) {
  const titleId = useId();
  const { status, q, page, update } = useListParams(filters);
  const [search, setSearch] = useState(q);
  const list = useDocumentList({ scope, status, q, page, pageSize });
  const counts = useDocumentCounts(scope, filters);
  const [pending, setPending] = useState<Pending>(null);
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const remove = useDeleteDocument();
  const remind = useSendReminder();
  const download = useDownloadDocument();

  // Search as the user types, once they pause.
  useEffect(() => {
    if (search.trim() === q) return;
    const timer = window.setTimeout(() => update({ q: search, page: 1 }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search, q, update]);

  // Deleting the last document of a page moves back a page.
  const data = list.data;
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && page > 1) {
      update({ page: Math.max(1, Math.ceil(data.total / pageSize)) });
    }
  }, [data, page, pageSize, update]);

  const confirm = () => {
    if (!pending) return;
    const { kind, doc } = pending;
    if (kind === 'delete') {
      remove.mutate(doc.id, {
        onSuccess: () => {
          toast.success(DOCUMENT_TEXTS.deleted);
          setPending(null);
          onDeleted?.();
        },
        onError: (err) =>
          toast.error(err instanceof ApiError ? err.message : DOCUMENT_TEXTS.deleteError, {
            description: err instanceof ApiError ? undefined : DOCUMENT_TEXTS.deleteFailed,
          }),
      });
    } else {
      remind.mutate(
        { id: doc.id },
        {
          onSuccess: () => {
            toast.success(reminderSuccess);
            setPending(null);
          },
          onError: (err) => {
            toast.error(err instanceof ApiError ? err.message : DOCUMENT_TEXTS.reminderError);
            setPending(null);
          },
        },
      );
    }
  };

  const onDownload = (doc: DocumentDto) => {
    setDownloadingId(doc.id);
    download.mutate(
      { document: doc },
      {
        onSuccess: (name) => toast.success(DOCUMENT_TEXTS.downloaded(name)),
        onError: (err) => toast.error(errorMessage(err, DOCUMENT_TEXTS.downloadFailed)),
        onSettled: () => setDownloadingId(null),
      },
    );
  };

  const filtered = status !== filters[0] || q !== '';
  const total = data?.total ?? 0;
  const firstShown = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const lastShown = Math.min(total, page * pageSize);
  const pages = Math.max(1, Math.ceil(total / pageSize));

  return (
    <Card aria-labelledby={titleId} className="overflow-hidden">
      <div className="flex flex-col gap-4 px-4 pt-5 sm:px-5">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id={titleId} className="text-foreground text-base font-semibold tracking-tight">
              {title}
            </h2>
            {description && <p className="text-muted-foreground mt-0.5 text-sm">{description}</p>}
          </div>
        </div>
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-1.5">
            {filters.map((filter) => {
              const active = filter === status;
              const count = counts[filter];
              return (
                <button
                  key={filter}
                  type="button"
                  aria-pressed={active}
                  onClick={() => update({ status: filter, page: 1 })}
                  className={cn(
                    'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
                    'focus-visible:outline-ring focus-visible:outline-2 focus-visible:outline-offset-2',
                    active
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-border-strong bg-surface text-muted-foreground hover:text-foreground hover:bg-muted',
                  )}
                >
                  {FILTER_LABELS[filter]}
                  {count !== undefined && (
                    <span
                      className={cn(
                        'rounded-full px-1.5 text-xs tabular-nums',
                        active ? 'bg-white/20' : 'bg-muted text-muted-foreground',
                      )}
                    >
                      {count}
                    </span>
                  )}
                </button>
              );
            })}
          </div>
          <div className="relative w-full lg:w-72">
            <Search
              className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
              aria-hidden
            />
            <input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search documents…"
              aria-label="Search documents"
              maxLength={200}
              className="border-border-strong bg-surface text-foreground placeholder:text-muted-foreground/70 focus-visible:border-ring focus-visible:ring-ring/25 h-9 w-full rounded-lg border pr-3 pl-9 text-sm shadow-xs focus-visible:ring-3 focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden"
            />
            {search && (
              <button
                type="button"
                onClick={() => setSearch('')}
                aria-label="Clear search"
                className="text-muted-foreground hover:text-foreground absolute top-1/2 right-2 -translate-y-1/2 rounded p-1"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            )}
          </div>
        </div>
      </div>

      <div className="border-border mt-4 border-t">
        {list.isPending ? (
          <ul aria-busy="true" aria-label="Loading documents" className="divide-border divide-y">
            {Array.from({ length: 4 }, (_, i) => (
              <DocumentRowSkeleton key={i} />
            ))}
          </ul>
        ) : list.isError ? (
          <div className="flex flex-col items-start gap-3 p-5">
            <FormAlert>{errorMessage(list.error)}</FormAlert>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : data && data.items.length > 0 ? (
          <ul
            aria-label={title}
            aria-busy={list.isPlaceholderData || undefined}
            className={cn(
              'divide-border divide-y transition-opacity',
              list.isPlaceholderData && 'opacity-60',
            )}
          >
            {data.items.map((doc) => (
              <DocumentRow
                key={doc.id}
                document={doc}
                onRemind={(d) => setPending({ kind: 'remind', doc: d })}
                onDelete={(d) => setPending({ kind: 'delete', doc: d })}
                onDownload={onDownload}
                downloading={downloadingId === doc.id}
              />
            ))}
          </ul>
        ) : filtered ? (
          <EmptyState
            icon={<FileSearch aria-hidden />}
            title="No documents found"
            text={
              q
                ? `Nothing matches “${q}”${status !== filters[0] ? ' with this filter' : ''}.`
                : 'No documents with this status.'
            }
            action={
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  setSearch('');
                  update({ q: '', status: filters[0], page: 1 });
                }}
              >
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<FileText aria-hidden />}
            title="No documents yet"
            text={emptyText}
            action={emptyAction}
          />
        )}
      </div>

      {total > pageSize && (
        <nav
          aria-label={`${title} pages`}
          className="border-border bg-surface-2 flex flex-wrap items-center justify-between gap-3 border-t px-4 py-3 sm:px-5"
        >
          <p className="text-muted-foreground text-sm tabular-nums">
            Showing {firstShown}–{lastShown} of {total}
          </p>
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={page <= 1}
              onClick={() => update({ page: page - 1 })}
            >
              Previous
            </Button>
            <span className="text-muted-foreground text-sm tabular-nums">
              {page} / {pages}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= pages}
              onClick={() => update({ page: page + 1 })}
            >
              Next
            </Button>
          </div>
        </nav>
      )}

      <ConfirmDialog
        open={pending?.kind === 'delete'}
        onOpenChange={(open) => !open && setPending(null)}
        title="Delete document"
        description={DOCUMENT_TEXTS.deleteConfirm}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirm}
      >
        {pending?.kind === 'delete' && <DocumentChip name={pending.doc.name} />}
      </ConfirmDialog>
      <ConfirmDialog
        open={pending?.kind === 'remind'}
        onOpenChange={(open) => !open && setPending(null)}
        title="Send a reminder?"
        description="Signet emails the signers who have not signed yet. Each signer can be reminded once an hour."
        confirmLabel="Send Reminder"
        tone="primary"
        busy={remind.isPending}
        onConfirm={confirm}
      >
        {pending?.kind === 'remind' && <DocumentChip name={pending.doc.name} />}
      </ConfirmDialog>
    </Card>
  );
}

function DocumentChip({ name }: { name: string }) {
  return (
    <div className="border-border bg-surface-2 flex items-center gap-2.5 rounded-lg border px-3 py-2.5">
      <FileText className="text-muted-foreground size-4 shrink-0" aria-hidden />
      <span className="text-foreground truncate text-sm font-medium">{name}</span>
    </div>
  );
}

function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center px-6 py-14 text-center">
      <span className="bg-brand-soft text-brand-soft-foreground flex size-12 items-center justify-center rounded-2xl [&_svg]:size-6">
        {icon}
      </span>
      <p className="text-foreground mt-4 font-semibold">{title}</p>
      <p className="text-muted-foreground mt-1 max-w-sm text-sm">{text}</p>
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
