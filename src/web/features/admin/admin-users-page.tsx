// /admin/users: every account with search, filters (status, plan, role), paging, Export Users (CSV
// in the spec's columns), Add User (invitation), and per-row actions; View Profile opens
// /admin/user/{id}.
import {
  Download,
  Eye,
  MoreHorizontal,
  RotateCcw,
  ShieldOff,
  ShieldCheck,
  Star,
  UserPlus,
  ArrowDownCircle,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ADMIN_MESSAGES, ADMIN_USER_STATUSES, type ListUsersQuery } from '../../../shared/admin';
import { PLAN_IDS, PLANS } from '../../../shared/plans';
import { UserAvatar } from '../../components/ui/avatar';
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
import { exportUsers, useAdminUsers } from './api/users';
import { AdminPage } from './components/admin-page';
import { PlanBadge, UsageBar, UserStatusBadge } from './components/badges';
import { TableCard, TableState, Td, Th, Tr } from './components/data-table';
import { SearchBox, SelectFilter } from './components/filters';
import { InviteUserDialog } from './components/invite-user-dialog';
import { Pagination } from './components/pagination';
import { useUserActions } from './components/user-actions';
import { useListParams } from './use-list-params';

const PAGE_SIZE = 10;
const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...ADMIN_USER_STATUSES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) })),
];
const PLAN_OPTIONS = [
  { value: 'all', label: 'All plans' },
  ...PLAN_IDS.map((p) => ({ value: p, label: PLANS[p].name })),
];
const ROLE_OPTIONS = [
  { value: 'all', label: 'All roles' },
  { value: 'user', label: 'Users' },
  { value: 'admin', label: 'Administrators' },
];

export function AdminUsersPage({ currentUserId }: { currentUserId: string }) {
  const [params, setParams] = useListParams({
    q: '',
    status: 'all',
    plan: 'all',
    role: 'all',
    organisationId: '',
  });
  const [showFilters, setShowFilters] = useState(
    params.status !== 'all' || params.plan !== 'all' || params.role !== 'all',
  );
  const [inviting, setInviting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const query = {
    q: params.q,
    status: params.status,
    plan: params.plan,
    role: params.role,
    ...(params.organisationId ? { organisationId: params.organisationId } : {}),
    page: params.page,
    pageSize: PAGE_SIZE,
  } as ListUsersQuery;
  const users = useAdminUsers(query);
  const actions = useUserActions();
  const { date, dateTime } = useDates();

  const onExport = async () => {
    setExporting(true);
    try {
      await exportUsers(query);
      toast.success(ADMIN_MESSAGES.usersExported);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setExporting(false);
    }
  };

  const rows = users.data?.items ?? [];
  return (
    <AdminPage
      title="Users"
      description="Every account on this instance: plans, usage, status and sign-ins."
      actions={
        <>
          <Button variant="outline" onClick={() => void onExport()} disabled={exporting}>
            <Download aria-hidden />
            Export Users
          </Button>
          <Button onClick={() => setInviting(true)}>
            <UserPlus aria-hidden />
            Add User
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <SearchBox
            label="Search users"
            placeholder="Search by name, email or company"
            value={params.q}
            onChange={(q) => setParams({ q })}
          />
          <Button
            variant={showFilters ? 'secondary' : 'outline'}
            onClick={() => setShowFilters((v) => !v)}
            aria-expanded={showFilters}
          >
            Filter
          </Button>
          {params.organisationId && (
            <Button variant="ghost" size="sm" onClick={() => setParams({ organisationId: '' })}>
              Showing one client’s members · Show all
            </Button>
          )}
        </div>
        {showFilters && (
          <div className="flex flex-wrap gap-3">
            <SelectFilter
              label="Status"
              hideLabel
              options={STATUS_OPTIONS}
              value={params.status}
              onChange={(e) => setParams({ status: e.target.value })}
            />
            <SelectFilter
              label="Plan"
              hideLabel
              options={PLAN_OPTIONS}
              value={params.plan}
              onChange={(e) => setParams({ plan: e.target.value })}
            />
            <SelectFilter
              label="Role"
              hideLabel
              options={ROLE_OPTIONS}
              value={params.role}
              onChange={(e) => setParams({ role: e.target.value })}
            />
          </div>
        )}
      </div>

      <TableCard label="Users">
        <thead>
          <tr>
            <Th>User</Th>
            <Th>Status</Th>
            <Th>Plan</Th>
            <Th className="text-right">Documents</Th>
            <Th>Monthly usage</Th>
            <Th>Last login</Th>
            <Th className="text-right">
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {users.isPending ? (
            <TableState colSpan={7} loading />
          ) : users.isError ? (
            <TableState colSpan={7} error={errorMessage(users.error)} />
          ) : rows.length === 0 ? (
            <TableState colSpan={7} empty={ADMIN_MESSAGES.noUsers} />
          ) : (
            rows.map((u) => (
              <Tr key={u.id}>
                <Td>
                  <Link to={`/admin/user/${u.id}`} className="group flex min-w-0 items-center gap-3">
                    <UserAvatar name={u.name} src={null} className="size-9 text-xs" />
                    <span className="min-w-0">
                      <span className="group-hover:text-brand block truncate font-medium">{u.name}</span>
                      <span className="text-muted-foreground block truncate text-xs">{u.email}</span>
                    </span>
                  </Link>
                </Td>
                <Td>
                  <UserStatusBadge status={u.status} />
                </Td>
                <Td>
                  <PlanBadge plan={u.plan} admin={u.role === 'admin'} />
                </Td>
                <Td className="text-right tabular-nums">{u.documentCount}</Td>
                <Td>
                  <UsageBar usage={u.usage} />
                </Td>
                <Td
                  className="text-muted-foreground text-xs whitespace-nowrap"
                  title={dateTime(u.lastLoginAt, '')}
                >
                  {date(u.lastLoginAt, 'Never')}
                </Td>
                <Td className="text-right">
                  <div className="flex items-center justify-end gap-1">
                    <Link
                      to={`/admin/user/${u.id}`}
                      className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                    >
                      <Eye aria-hidden />
                      View Profile
                    </Link>
                    <DropdownMenu modal={false}>
                      <DropdownMenuTrigger
                        className={buttonClasses({ variant: 'ghost', size: 'icon-sm' })}
                        aria-label={`More actions for ${u.name}`}
                      >
                        <MoreHorizontal aria-hidden />
                      </DropdownMenuTrigger>
                      <DropdownMenuContent>
                        {u.plan !== 'vip' ? (
                          <DropdownMenuItem onSelect={() => actions.changePlan(u, 'vip')}>
                            <Star aria-hidden />
                            Upgrade to VIP
                          </DropdownMenuItem>
                        ) : (
                          <DropdownMenuItem onSelect={() => actions.changePlan(u, 'free')}>
                            <ArrowDownCircle aria-hidden />
                            Downgrade to Free
                          </DropdownMenuItem>
                        )}
                        <DropdownMenuItem onSelect={() => actions.resetUsage(u)}>
                          <RotateCcw aria-hidden />
                          Reset Usage
                        </DropdownMenuItem>
                        {u.id !== currentUserId && (
                          <>
                            <DropdownMenuSeparator />
                            <DropdownMenuItem onSelect={() => actions.askStatus(u)}>
                              {u.status === 'suspended' ? (
                                <ShieldCheck aria-hidden />
                              ) : (
                                <ShieldOff aria-hidden />
                              )}
                              {u.status === 'suspended' ? 'Activate User' : 'Suspend User'}
                            </DropdownMenuItem>
                          </>
                        )}
                      </DropdownMenuContent>
                    </DropdownMenu>
                  </div>
                </Td>
              </Tr>
            ))
          )}
        </tbody>
      </TableCard>
      <Pagination
        page={params.page}
        pageSize={PAGE_SIZE}
        total={users.data?.total}
        onPage={(page) => setParams({ ...params, page })}
      />
      {actions.dialog}
      <InviteUserDialog open={inviting} onOpenChange={setInviting} />
    </AdminPage>
  );
}
