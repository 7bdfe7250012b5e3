// /clients (spec part 2: Clients & Contacts): the owner's contacts, searched on the server, with
// add, edit, delete, each contact's documents, and CSV import and export.
import {
  ChevronLeft,
  ChevronRight,
  Download,
  FileText,
  MoreHorizontal,
  Pencil,
  Search,
  Trash2,
  Upload,
  UserPlus,
  Users,
} from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { CLIENT_MESSAGES, type Client } from '../../../shared/clients';
import { UserAvatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormAlert } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDeleteClient } from './api/delete-client';
import { useExportClients } from './api/export-clients';
import { useClients } from './api/list-clients';
import { ClientDocumentsDialog } from './components/client-documents-dialog';
import { ClientFormDialog } from './components/client-form-dialog';
import { ImportClientsDialog } from './components/import-clients-dialog';

const PAGE_SIZE = 25;

export function ClientsPage() {
  useDocumentTitle('Clients & Contacts');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(q);
  const list = useClients({ q, page, pageSize: PAGE_SIZE });
  const exportClients = useExportClients();
  const remove = useDeleteClient();

  const [editing, setEditing] = useState<Client | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [deleting, setDeleting] = useState<Client | null>(null);
  const [viewing, setViewing] = useState<Client | null>(null);

  // The search box writes ?q= a moment after typing stops; the server does the searching.
  useEffect(() => {
    if (search.trim() === q) return;
    const timer = window.setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (search.trim()) next.set('q', search.trim());
          else next.delete('q');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, 250);
    return () => window.clearTimeout(timer);
  }, [search, q, setParams]);

  const goToPage = (n: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (n > 1) next.set('page', String(n));
      else next.delete('page');
      return next;
    });

  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = (client: Client) => {
    setEditing(client);
    setFormOpen(true);
  };

  const onExport = async () => {
    try {
      await exportClients.mutateAsync();
      toast.success(CLIENT_MESSAGES.exported);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(CLIENT_MESSAGES.deleted);
      setDeleting(null);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const items = list.data?.items ?? [];
  const actions = { onEdit: openEdit, onDelete: setDeleting, onDocuments: setViewing };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-foreground text-2xl font-semibold tracking-tight sm:text-3xl">
            Clients & Contacts
          </h1>
          <p className="text-muted-foreground mt-1.5 max-w-xl text-sm leading-relaxed">
            The people you send documents to. They are suggested when you add signers and fill in the contract
            generator.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
          <Button variant="outline" onClick={() => setImportOpen(true)}>
            <Upload aria-hidden />
            Import CSV
          </Button>
          <Button
            variant="outline"
            onClick={() => void onExport()}
            disabled={exportClients.isPending || total === 0}
            aria-busy={exportClients.isPending}
          >
            {exportClients.isPending ? (
              <Spinner label="Exporting" className="[&_svg]:size-4" />
            ) : (
              <Download aria-hidden />
            )}
            Export CSV
          </Button>
          <Button onClick={openAdd} className="col-span-2 sm:col-span-1">
            <UserPlus aria-hidden />
            Add Contact
          </Button>
        </div>
      </header>

      <Card className="mt-8 overflow-hidden" aria-label="Contacts">
        <div className="border-border flex flex-col gap-3 border-b px-4 py-3.5 sm:flex-row sm:items-center sm:justify-between sm:px-5">
          <div className="relative w-full sm:max-w-sm">
            <Search
              className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
              aria-hidden
            />
            <Input
              type="search"
              aria-label="Search contacts"
              placeholder="Search contacts"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              className="pl-9"
            />
          </div>
          <p className="text-muted-foreground text-sm tabular-nums" aria-live="polite">
            {list.isPending ? '' : `${total} ${total === 1 ? 'contact' : 'contacts'}${q ? ' found' : ''}`}
          </p>
        </div>

        {list.isPending ? (
          <div className="flex justify-center py-20">
            <Spinner className="text-muted-foreground" label="Loading contacts" />
          </div>
        ) : list.isError ? (
          <div className="mx-auto flex max-w-md flex-col gap-4 px-4 py-12">
            <FormAlert>{errorMessage(list.error)}</FormAlert>
            <Button variant="outline" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <EmptyState
            searching={!!q}
            query={q}
            onClear={() => setSearch('')}
            onAdd={openAdd}
            onImport={() => setImportOpen(true)}
          />
        ) : (
          <div className={cn('transition-opacity', list.isPlaceholderData && 'opacity-60')}>
            <ContactsTable items={items} {...actions} />
            <ContactCards items={items} {...actions} />
          </div>
        )}

        {pages > 1 && (
          <nav
            aria-label="Pages"
            className="border-border flex items-center justify-between gap-3 border-t px-4 py-3 sm:px-5"
          >
            <p className="text-muted-foreground text-sm tabular-nums">
              Page {page} of {pages}
            </p>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
                <ChevronLeft aria-hidden />
                Previous
              </Button>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => goToPage(page + 1)}>
                Next
                <ChevronRight aria-hidden />
              </Button>
            </div>
          </nav>
        )}
      </Card>

      <ClientFormDialog open={formOpen} onOpenChange={setFormOpen} client={editing} />
      <ImportClientsDialog open={importOpen} onOpenChange={setImportOpen} />
      <ClientDocumentsDialog client={viewing} onOpenChange={(open) => !open && setViewing(null)} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this contact?"
        description={
          <>
            <strong className="text-foreground font-semibold">{deleting?.name}</strong> ({deleting?.email})
            will be removed from your contacts. Documents you sent them are not affected.
          </>
        }
        confirmLabel="Delete contact"
        onConfirm={() => void onDelete()}
        busy={remove.isPending}
      />
    </div>
  );
}

interface RowActions {
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
  onDocuments: (client: Client) => void;
}

function RowButtons({ client, onEdit, onDelete, onDocuments }: RowActions & { client: Client }) {
  return (
    <div className="flex shrink-0 items-center gap-0.5">
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={() => onDocuments(client)}
        aria-label={`Documents of ${client.name}`}
        title="Documents"
      >
        <FileText aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={() => onEdit(client)}
        aria-label={`Edit ${client.name}`}
        title="Edit"
      >
        <Pencil aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={() => onDelete(client)}
        aria-label={`Delete ${client.name}`}
        title="Delete"
        className="hover:text-danger"
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}

/** On phones the three actions share one menu, so the contact's details keep the width. */
function RowMenu({ client, onEdit, onDelete, onDocuments }: RowActions & { client: Client }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${client.name}`}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => onDocuments(client)}>
          <FileText aria-hidden />
          Documents
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onEdit(client)}>
          <Pencil aria-hidden />
          Edit
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onDelete(client)} className="text-danger [&_svg]:text-danger">
          <Trash2 aria-hidden />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function DocumentCount({ client, onDocuments }: { client: Client; onDocuments: (c: Client) => void }) {
  return (
    <button
      type="button"
      onClick={() => onDocuments(client)}
      className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1.5 rounded-md text-sm tabular-nums hover:underline"
      aria-label={`${client.documentCount} ${client.documentCount === 1 ? 'document' : 'documents'} with ${client.name}`}
    >
      <FileText className="size-3.5" aria-hidden />
      {client.documentCount}
    </button>
  );
}

function ContactsTable({ items, ...actions }: RowActions & { items: Client[] }) {
  return (
    <table className="hidden w-full table-fixed text-left text-sm md:table">
      <colgroup>
        <col className="w-[34%]" />
        <col className="w-[30%]" />
        <col className="w-[17%]" />
        <col className="w-[9rem]" />
        <col className="w-[8.5rem]" />
      </colgroup>
      <thead className="bg-surface-2 text-muted-foreground text-xs font-medium">
        <tr>
          <th scope="col" className="px-5 py-2.5 font-medium">
            Name
          </th>
          <th scope="col" className="px-3 py-2.5 font-medium">
            Email
          </th>
          <th scope="col" className="px-3 py-2.5 font-medium">
            Phone
          </th>
          <th scope="col" className="px-3 py-2.5 font-medium">
            Documents
          </th>
          <th scope="col" className="px-5 py-2.5 text-right font-medium">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-border divide-y">
        {items.map((c) => (
          <tr key={c.id} className="hover:bg-surface-2/70 transition-colors">
            <td className="px-5 py-3">
              <div className="flex items-center gap-3">
                <UserAvatar name={c.name} src={null} className="size-9 text-xs" />
                <div className="min-w-0">
                  <p dir="auto" className="text-foreground truncate text-left font-medium">
                    {c.name}
                  </p>
                  {c.company && (
                    <p dir="auto" className="text-muted-foreground truncate text-left text-xs">
                      {c.company}
                    </p>
                  )}
                </div>
              </div>
            </td>
            <td className="text-foreground truncate px-3 py-3">
              <a href={`mailto:${c.email}`} className="hover:underline" title={c.email}>
                {c.email}
              </a>
            </td>
            <td className="text-muted-foreground truncate px-3 py-3 whitespace-nowrap">{c.phone ?? '—'}</td>
            <td className="px-3 py-3">
              <DocumentCount client={c} onDocuments={actions.onDocuments} />
            </td>
            <td className="px-5 py-2">
              <div className="flex justify-end">
                <RowButtons client={c} {...actions} />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ContactCards({ items, ...actions }: RowActions & { items: Client[] }) {
  return (
    <ul className="divide-border divide-y md:hidden">
      {items.map((c) => (
        <li key={c.id} className="flex items-start gap-3 px-4 py-3.5">
          <UserAvatar name={c.name} src={null} className="mt-0.5 size-9 text-xs" />
          <div className="min-w-0 flex-1">
            <p dir="auto" className="text-foreground truncate text-left text-sm font-medium">
              {c.name}
            </p>
            <p className="text-muted-foreground truncate text-xs">
              {c.email}
              {c.company ? ` · ${c.company}` : ''}
            </p>
            <p className="text-muted-foreground mt-0.5 truncate text-xs">
              {[c.phone, `${c.documentCount} ${c.documentCount === 1 ? 'document' : 'documents'}`]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
          <RowMenu client={c} {...actions} />
        </li>
      ))}
    </ul>
  );
}

function EmptyState({
  searching,
  query,
  onClear,
  onAdd,
  onImport,
}: {
  searching: boolean;
  query: string;
  onClear: () => void;
  onAdd: () => void;
  onImport: () => void;
}) {
  let body: ReactNode;
  if (searching) {
    body = (
      <>
        <p className="text-muted-foreground mt-1 text-sm">Nothing matches “{query}”.</p>
        <Button variant="outline" size="sm" className="mt-4" onClick={onClear}>
          Clear search
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <p className="text-muted-foreground mx-auto mt-1 max-w-sm text-sm leading-relaxed">
          Add the people you send documents to, or import them from a CSV file.
        </p>
        <div className="mt-5 flex flex-wrap justify-center gap-2">
          <Button variant="outline" size="sm" onClick={onImport}>
            <Upload aria-hidden />
            Import CSV
          </Button>
          <Button size="sm" onClick={onAdd}>
            <UserPlus aria-hidden />
            Add Contact
          </Button>
        </div>
      </>
    );
  }
  return (
    <div className="px-4 py-16 text-center">
      <span className="bg-brand-soft text-brand-soft-foreground mx-auto flex size-12 items-center justify-center rounded-2xl">
        <Users className="size-6" aria-hidden />
      </span>
      <h2 className="text-foreground mt-4 text-base font-semibold">{CLIENT_MESSAGES.empty}</h2>
      {body}
    </div>
  );
}
