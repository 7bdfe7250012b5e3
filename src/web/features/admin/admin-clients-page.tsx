// /admin/clients: customer organisations (contact person = first member, plan = theirs, documents,
// contracts as projects, last active), searched by name, email or contact person; Edit, View
// Documents, Manage API Keys, Download Report, Delete (typed confirmation), Add Client.
import { Building2, Download, FileText, KeyRound, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ADMIN_MESSAGES, type AdminClient } from '../../../shared/admin';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { errorMessage } from '../../lib/api-client';
import { useDates } from '../../lib/dates';
import { downloadClientReport, useAdminClients, useDeleteClient } from './api/clients';
import { AdminPage } from './components/admin-page';
import { PlanBadge } from './components/badges';
import { AddClientDialog, EditClientDialog } from './components/client-dialogs';
import { ConfirmAction } from './components/confirm-action';
import { TableCard, TableState, Td, Th, Tr } from './components/data-table';
import { SearchBox } from './components/filters';
import { Pagination } from './components/pagination';
import { useListParams } from './use-list-params';

const PAGE_SIZE = 10;

export function AdminClientsPage({ currentOrganisationId }: { currentOrganisationId: string | null }) {
  const navigate = useNavigate();
  const [params, setParams] = useListParams({ q: '' });
  const clients = useAdminClients({ q: params.q, page: params.page, pageSize: PAGE_SIZE });
  const remove = useDeleteClient();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminClient | null>(null);
  const [deleting, setDeleting] = useState<AdminClient | null>(null);
  const { dateTime } = useDates();
  const rows = clients.data?.items ?? [];

  const report = async (client: AdminClient) => {
    try {
      await downloadClientReport(client.id);
      toast.success(ADMIN_MESSAGES.reportDownloaded);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  return (
    <AdminPage
      title="Clients"
      description="The organisations using this instance, with their contact person, plan and activity."
      actions={
        <Button onClick={() => setAdding(true)}>
          <Building2 aria-hidden />
          Add Client
        </Button>
      }
    >
      <SearchBox
        label="Search clients"
        placeholder="Search by name, email or contact person"
        value={params.q}
        onChange={(q) => setParams({ q })}
      />
      <TableCard label="Clients">
        <thead>
          <tr>
            <Th>Client</Th>
            <Th>Contact person</Th>
            <Th>Status</Th>
            <Th>Plan</Th>
            <Th className="text-right">Documents</Th>
            <Th className="text-right">Projects</Th>
            <Th>Last active</Th>
            <Th className="text-right">
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {clients.isPending ? (
            <TableState colSpan={8} loading />
          ) : clients.isError ? (
            <TableState colSpan={8} error={errorMessage(clients.error)} />
          ) : rows.length === 0 ? (
            <TableState colSpan={8} empty={ADMIN_MESSAGES.noClients} />
          ) : (
            rows.map((c) => (
              <Tr key={c.id}>
                <Td className="max-w-56">
                  <span className="block truncate font-medium">{c.name}</span>
                  <span className="text-muted-foreground block truncate text-xs">
                    {c.email ?? c.contactPerson?.email ?? '—'}
                  </span>
                </Td>
                <Td className="max-w-52">
                  {c.contactPerson ? (
                    <Link
                      to={`/admin/user/${c.contactPerson.id}`}
                      className="hover:text-brand block truncate"
                    >
                      {c.contactPerson.name}
                    </Link>
                  ) : (
                    '—'
                  )}
                  {c.memberCount > 1 && (
                    <span className="text-muted-foreground block text-xs">{c.memberCount} members</span>
                  )}
                </Td>
                <Td>
                  <Badge tone={c.status === 'active' ? 'success' : 'neutral'}>
                    {c.status === 'active' ? 'Active' : 'Inactive'}
                  </Badge>
                </Td>
                <Td>
                  <PlanBadge plan={c.plan} />
                </Td>
                <Td className="text-right tabular-nums">{c.documentCount}</Td>
                <Td className="text-right tabular-nums">{c.projectsCount}</Td>
                <Td className="text-muted-foreground text-xs whitespace-nowrap">
                  {dateTime(c.lastActiveAt, 'Never')}
                </Td>
                <Td className="text-right">
                  <DropdownMenu modal={false}>
                    <DropdownMenuTrigger
                      className={buttonClasses({ variant: 'ghost', size: 'icon-sm' })}
                      aria-label={`Actions for ${c.name}`}
                    >
                      <MoreHorizontal aria-hidden />
                    </DropdownMenuTrigger>
                    <DropdownMenuContent>
                      <DropdownMenuItem onSelect={() => setEditing(c)}>
                        <Pencil aria-hidden />
                        Edit
                      </DropdownMenuItem>
                      <DropdownMenuItem
                        onSelect={() => void navigate(`/admin/documents?organisationId=${c.id}`)}
                      >
                        <FileText aria-hidden />
                        View Documents
                      </DropdownMenuItem>
                      <DropdownMenuItem
                        onSelect={() => void navigate(`/admin/api-keys?organisationId=${c.id}`)}
                      >
                        <KeyRound aria-hidden />
                        Manage API Keys
                      </DropdownMenuItem>
                      <DropdownMenuItem onSelect={() => void report(c)}>
                        <Download aria-hidden />
                        Download Report
                      </DropdownMenuItem>
                      {c.id !== currentOrganisationId && (
                        <>
                          <DropdownMenuSeparator />
                          <DropdownMenuItem onSelect={() => setDeleting(c)} className="text-danger">
                            <Trash2 aria-hidden />
                            Delete
                          </DropdownMenuItem>
                        </>
                      )}
                    </DropdownMenuContent>
                  </DropdownMenu>
                </Td>
              </Tr>
            ))
          )}
        </tbody>
      </TableCard>
      <Pagination
        page={params.page}
        pageSize={PAGE_SIZE}
        total={clients.data?.total}
        onPage={(page) => setParams({ q: params.q, page })}
      />
      <AddClientDialog open={adding} onOpenChange={setAdding} />
      {editing && <EditClientDialog key={editing.id} client={editing} onClose={() => setEditing(null)} />}
      <ConfirmAction
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Client"
        description={
          deleting && (
            <>
              <strong>{deleting.name}</strong> is deleted with its {deleting.memberCount} member account(s),
              their {deleting.documentCount} document(s) and files, contracts, API keys and webhooks. This
              cannot be undone.
            </>
          )
        }
        typeToConfirm={deleting?.name}
        confirmLabel="Delete Client"
        busy={remove.isPending}
        onConfirm={(typed) =>
          deleting &&
          remove.mutate(
            { id: deleting.id, confirm: typed },
            {
              onSuccess: (r) => {
                toast.success(r.message);
                setDeleting(null);
              },
              onError: (e) => toast.error(errorMessage(e)),
            },
          )
        }
      />
    </AdminPage>
  );
}
