// /admin/documents: every owner's documents (owner, status, signers, size, category), search,
// category filter, 5 a page; open, download, delete; Add Document for a chosen user. Filtered to a
// user or a client when reached from their screens.
import { Download, ExternalLink, FilePlus2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  ADMIN_DOCUMENTS_PAGE_SIZE,
  ADMIN_MESSAGES,
  type AdminDocument,
  type ListAdminDocumentsQuery,
} from '../../../shared/admin';
import { CATEGORY_LABELS, DOCUMENT_CATEGORIES, type DocumentCategory } from '../../../shared/documents';
import { Button, buttonClasses } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-client';
import { useDates } from '../../lib/dates';
import { formatSize } from './format';
import { useAdminClient } from './api/clients';
import { documentFileUrl, useAdminDocuments, useDeleteAdminDocument } from './api/documents';
import { AddDocumentDialog } from './components/add-document-dialog';
import { AdminPage } from './components/admin-page';
import { DocumentStatusBadge } from './components/badges';
import { ConfirmAction } from './components/confirm-action';
import { TableCard, TableState, Td, Th, Tr } from './components/data-table';
import { SearchBox, SelectFilter } from './components/filters';
import { Pagination } from './components/pagination';
import { useListParams } from './use-list-params';

const CATEGORY_OPTIONS = [
  { value: 'all', label: 'All types' },
  ...DOCUMENT_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] })),
];

export function AdminDocumentsPage({ maxUploadSizeMb }: { maxUploadSizeMb: number }) {
  const [params, setParams] = useListParams({ q: '', category: 'all', ownerId: '', organisationId: '' });
  const query = {
    q: params.q,
    category: params.category,
    ...(params.ownerId ? { ownerId: params.ownerId } : {}),
    ...(params.organisationId ? { organisationId: params.organisationId } : {}),
    page: params.page,
    pageSize: ADMIN_DOCUMENTS_PAGE_SIZE,
  } as ListAdminDocumentsQuery;
  const documents = useAdminDocuments(query);
  const client = useAdminClient(params.organisationId || undefined);
  const remove = useDeleteAdminDocument();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AdminDocument | null>(null);
  const { date } = useDates();
  const rows = documents.data?.items ?? [];

  return (
    <AdminPage
      title="Documents"
      description="Every owner’s documents, with who they belong to and how far signing has got."
      actions={
        <Button onClick={() => setAdding(true)}>
          <FilePlus2 aria-hidden />
          Add Document
        </Button>
      }
    >
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox
          label="Search documents"
          placeholder="Search by name or owner"
          value={params.q}
          onChange={(q) => setParams({ ...params, q })}
        />
        <SelectFilter
          label="Type"
          hideLabel
          options={CATEGORY_OPTIONS}
          value={params.category}
          onChange={(e) => setParams({ ...params, category: e.target.value })}
        />
        {(params.ownerId || params.organisationId) && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              setParams({ q: params.q, category: params.category, ownerId: '', organisationId: '' })
            }
          >
            {params.organisationId ? `Client: ${client.data?.client.name ?? '…'}` : 'One user’s documents'} ·
            Show all
          </Button>
        )}
      </div>

      <TableCard label="Documents">
        <thead>
          <tr>
            <Th>Name</Th>
            <Th>Owner</Th>
            <Th>Status</Th>
            <Th>Signers</Th>
            <Th>Size</Th>
            <Th>Type</Th>
            <Th>Created</Th>
            <Th className="text-right">
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {documents.isPending ? (
            <TableState colSpan={8} loading />
          ) : documents.isError ? (
            <TableState colSpan={8} error={errorMessage(documents.error)} />
          ) : rows.length === 0 ? (
            <TableState colSpan={8} empty={ADMIN_MESSAGES.noDocuments} />
          ) : (
            rows.map((d) => (
              <Tr key={d.id}>
                <Td className="max-w-60">
                  <span className="block truncate font-medium" title={d.name}>
                    {d.name}
                  </span>
                </Td>
                <Td className="max-w-52">
                  <Link to={`/admin/user/${d.owner.id}`} className="hover:text-brand block truncate">
                    {d.owner.name}
                  </Link>
                  <span className="text-muted-foreground block truncate text-xs">{d.owner.email}</span>
                </Td>
                <Td>
                  <DocumentStatusBadge status={d.status} />
                </Td>
                <Td className="text-muted-foreground whitespace-nowrap">
                  {d.signerCount === 0 ? 'None' : `${d.signedCount} of ${d.signerCount} signed`}
                </Td>
                <Td className="whitespace-nowrap tabular-nums">{formatSize(d.size)}</Td>
                <Td>{CATEGORY_LABELS[d.category as DocumentCategory]}</Td>
                <Td className="text-muted-foreground whitespace-nowrap">{date(d.createdAt)}</Td>
                <Td className="text-right">
                  <div className="flex justify-end gap-1">
                    {d.status !== 'expired' && (
                      <>
                        <a
                          href={documentFileUrl(d.id, false)}
                          target="_blank"
                          rel="noopener"
                          className={buttonClasses({ variant: 'ghost', size: 'icon-sm' })}
                          aria-label={`Open ${d.name}`}
                          title="Open"
                        >
                          <ExternalLink aria-hidden />
                        </a>
                        <a
                          href={documentFileUrl(d.id, true)}
                          download
                          className={buttonClasses({ variant: 'ghost', size: 'icon-sm' })}
                          aria-label={`Download ${d.name}`}
                          title="Download"
                        >
                          <Download aria-hidden />
                        </a>
                      </>
                    )}
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Delete ${d.name}`}
                      title="Delete"
                      onClick={() => setDeleting(d)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </Td>
              </Tr>
            ))
          )}
        </tbody>
      </TableCard>
      <Pagination
        page={params.page}
        pageSize={ADMIN_DOCUMENTS_PAGE_SIZE}
        total={documents.data?.total}
        onPage={(page) => setParams({ ...params, page })}
      />
      <AddDocumentDialog
        open={adding}
        onOpenChange={setAdding}
        maxUploadSizeMb={maxUploadSizeMb}
        defaultOwnerId={params.ownerId}
      />
      <ConfirmAction
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Document"
        description={
          deleting && (
            <>
              <strong>{deleting.name}</strong> of {deleting.owner.name} is deleted with its files, signing
              links and audit trail. This cannot be undone.
            </>
          )
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: (r) => {
              toast.success(r.message);
              setDeleting(null);
            },
            onError: (e) => toast.error(errorMessage(e)),
          })
        }
      />
    </AdminPage>
  );
}
