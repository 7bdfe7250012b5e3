// /admin/user/{id}: one account. Tabs Profile (editable: name, email, phone, company, monthly limit
// override), Documents, API Keys, Usage (this month and the last six); actions Suspend/Activate,
// plan selector with Upgrade to VIP / Downgrade to Free, Reset Monthly Usage, role, Delete User.
// An unknown id: toast 'User not found', the User Not Found screen, and back to the list.
import {
  ArrowDownCircle,
  ArrowLeft,
  BarChart3,
  FileText,
  KeyRound,
  Mail,
  RotateCcw,
  Save,
  ShieldCheck,
  ShieldOff,
  Star,
  Trash2,
  UserRound,
  UserX,
} from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ADMIN_MESSAGES, updateAdminUserSchema, type AdminUserDetail } from '../../../shared/admin';
import { PLAN_IDS, PLANS, type PlanId } from '../../../shared/plans';
import { UserAvatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardBody, CardFooter, CardHeader } from '../../components/ui/card';
import { Field, FormAlert } from '../../components/ui/field';
import { EmailInput, Input, inputClasses } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ApiError, errorMessage } from '../../lib/api-client';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDates } from '../../lib/dates';
import { formatSize } from './format';
import { useAdminUser, useDeleteUser, useResendInvitation, useSetUserRole, useUpdateUser } from './api/users';
import { DocumentStatusBadge, PlanBadge, UsageBar, UserStatusBadge } from './components/badges';
import { ConfirmAction } from './components/confirm-action';
import { TableCard, TableState, Td, Th, Tr } from './components/data-table';
import { useUserActions } from './components/user-actions';

function UserNotFound() {
  useDocumentTitle('User Not Found · Admin');
  const navigate = useNavigate();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    toast.error(ADMIN_MESSAGES.userNotFound, { id: 'admin-user-not-found' });
    const timer = window.setTimeout(() => void navigate('/admin/users', { replace: true }), 2500);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="flex flex-col items-center py-20 text-center">
      <span className="bg-muted text-muted-foreground flex size-14 items-center justify-center rounded-2xl">
        <UserX className="size-7" aria-hidden />
      </span>
      <h1 className="mt-5 text-2xl font-semibold tracking-tight">User Not Found</h1>
      <p className="text-muted-foreground mt-2 max-w-sm text-sm">
        This account does not exist or was deleted. Taking you back to the list of users.
      </p>
      <Link to="/admin/users" className={buttonClasses({ className: 'mt-6' })}>
        <ArrowLeft aria-hidden />
        Back to Users
      </Link>
    </div>
  );
}

function ProfileForm({ detail }: { detail: AdminUserDetail }) {
  const u = detail.user;
  const update = useUpdateUser();
  const [name, setName] = useState(u.name);
  const [email, setEmail] = useState(u.email);
  const [phone, setPhone] = useState(u.phone ?? '');
  const [company, setCompany] = useState(u.company);
  const [limit, setLimit] = useState(u.monthlyLimitOverride === null ? '' : String(u.monthlyLimitOverride));
  const [errors, setErrors] = useState<FieldErrors>({});
  const planLimit = PLANS[u.plan].monthlyDocuments;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateAdminUserSchema.safeParse({
      name,
      email,
      phone,
      company,
      monthlyLimitOverride: limit.trim() === '' ? null : Number(limit),
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      const res = await update.mutateAsync({ id: u.id, ...parsed.data });
      toast.success(res.message);
    } catch (err) {
      setErrors(serverFieldErrors(err));
      toast.error(errorMessage(err));
    }
  };

  return (
    <Card aria-labelledby="profile-details">
      <form noValidate onSubmit={onSubmit} aria-label="User details">
        <CardHeader
          titleId="profile-details"
          title="Profile"
          description="Changes apply at once; a new email address has to be confirmed again."
        />
        <CardBody className="grid gap-4 sm:grid-cols-2">
          <Field label="Full name" error={errors.name}>
            {(c) => <Input {...c} value={name} onChange={(e) => setName(e.target.value)} />}
          </Field>
          <Field label="Email" error={errors.email}>
            {(c) => <EmailInput {...c} value={email} onChange={(e) => setEmail(e.target.value)} />}
          </Field>
          <Field label="Phone" error={errors.phone}>
            {(c) => <Input {...c} type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />}
          </Field>
          <Field
            label="Company"
            error={errors.company}
            hint="The name of this user’s organisation (a client)."
          >
            {(c) => <Input {...c} value={company} onChange={(e) => setCompany(e.target.value)} />}
          </Field>
          <Field
            label="Monthly limit"
            error={errors.monthlyLimitOverride}
            hint={`Documents a month. Empty: the ${PLANS[u.plan].name} plan’s ${planLimit === null ? 'unlimited' : planLimit}.`}
          >
            {(c) => (
              <Input
                {...c}
                type="number"
                min={0}
                inputMode="numeric"
                value={limit}
                placeholder={planLimit === null ? 'Unlimited' : String(planLimit)}
                onChange={(e) => setLimit(e.target.value)}
              />
            )}
          </Field>
        </CardBody>
        <CardFooter>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? <Spinner label="Saving" className="[&_svg]:size-4" /> : <Save aria-hidden />}
            Save Changes
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

function UsageTab({ detail }: { detail: AdminUserDetail }) {
  const max = Math.max(1, ...detail.usageHistory.map((m) => m.documents));
  const label = (month: string) =>
    new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <Card className="p-5">
        <h2 className="text-base font-semibold">This month</h2>
        <p className="mt-3 text-3xl font-semibold tabular-nums">
          {detail.user.usage.used}
          <span className="text-muted-foreground text-base font-normal">
            {' '}
            / {detail.user.usage.limit ?? '∞'} documents
          </span>
        </p>
        <UsageBar usage={detail.user.usage} className="mt-3" />
        <p className="text-muted-foreground mt-3 text-xs">
          Counted since{' '}
          {new Date(detail.user.usage.periodStart).toLocaleDateString('en-US', { dateStyle: 'medium' })}
          {detail.user.monthlyLimitOverride !== null && ' · limit set by an administrator'}
        </p>
      </Card>
      <Card className="p-5">
        <h2 className="text-base font-semibold">Monthly history</h2>
        <p className="text-muted-foreground text-xs">Documents uploaded per month (still stored).</p>
        <ol className="mt-5 flex h-44 items-end gap-3" aria-label="Documents per month">
          {detail.usageHistory.map((m) => (
            <li key={m.month} className="flex h-full flex-1 flex-col items-center justify-end gap-2">
              <span className="text-xs font-medium tabular-nums">{m.documents}</span>
              <span
                className="bg-primary/80 w-full max-w-12 rounded-t-md"
                style={{ height: `${Math.max(2, (m.documents / max) * 100)}%` }}
                aria-hidden
              />
              <span className="text-muted-foreground text-[11px] whitespace-nowrap">{label(m.month)}</span>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}

export function AdminUserPage({ currentUserId }: { currentUserId: string }) {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const detail = useAdminUser(userId);
  const actions = useUserActions({ long: true });
  const role = useSetUserRole();
  const remove = useDeleteUser();
  const resend = useResendInvitation();
  const [deleting, setDeleting] = useState(false);
  const { date, dateTime } = useDates();
  useDocumentTitle(detail.data ? `${detail.data.user.name} · Admin` : 'User · Admin');

  if (detail.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner className="text-muted-foreground" label="Loading user" />
      </div>
    );
  }
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404) return <UserNotFound />;
    return <FormAlert>{errorMessage(detail.error)}</FormAlert>;
  }
  const d = detail.data;
  const u = d.user;
  const self = u.id === currentUserId;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <Link
        to="/admin/users"
        className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3 self-start' })}
      >
        <ArrowLeft aria-hidden />
        Back to Users
      </Link>
      <header className="flex flex-col gap-5">
        <div className="flex min-w-0 items-center gap-4">
          <UserAvatar name={u.name} src={null} className="size-14 text-lg" />
          <div className="min-w-0">
            <h1 className="truncate text-2xl font-semibold tracking-tight">{u.name}</h1>
            <p className="text-muted-foreground mt-1 flex flex-wrap items-center gap-2 text-sm">
              <span className="truncate">{u.email}</span>
              <UserStatusBadge status={u.status} />
              <PlanBadge plan={u.plan} admin={u.role === 'admin'} />
              {u.twoFactor && <Badge tone="success">2FA</Badge>}
              {!u.emailVerified && <Badge tone="warning">Email not confirmed</Badge>}
            </p>
            <p className="text-muted-foreground mt-1 text-xs">
              Joined {date(u.createdAt)} · Last login {dateTime(u.lastLoginAt, 'never')} · {d.activeSessions}{' '}
              active session
              {d.activeSessions === 1 ? '' : 's'}
            </p>
          </div>
        </div>
        <div
          className="border-border bg-surface flex flex-wrap items-center gap-2 rounded-2xl border p-3"
          role="group"
          aria-label="Account actions"
        >
          <label className="sr-only" htmlFor="plan-select">
            Plan
          </label>
          <select
            id="plan-select"
            className={`${inputClasses} h-10 max-w-40`}
            value={u.plan}
            disabled={actions.busy}
            onChange={(e) => actions.changePlan(u, e.target.value as PlanId)}
          >
            {PLAN_IDS.map((p) => (
              <option key={p} value={p}>
                {PLANS[p].name} plan
              </option>
            ))}
          </select>
          {u.plan === 'vip' ? (
            <Button variant="outline" onClick={() => actions.changePlan(u, 'free')} disabled={actions.busy}>
              <ArrowDownCircle aria-hidden />
              Downgrade to Free
            </Button>
          ) : (
            <Button variant="outline" onClick={() => actions.changePlan(u, 'vip')} disabled={actions.busy}>
              <Star aria-hidden />
              Upgrade to VIP
            </Button>
          )}
          <Button variant="outline" onClick={() => actions.resetUsage(u)} disabled={actions.busy}>
            <RotateCcw aria-hidden />
            Reset Monthly Usage
          </Button>
          {u.status === 'invited' && (
            <Button
              variant="outline"
              disabled={resend.isPending}
              onClick={() =>
                resend.mutate(
                  { id: u.id },
                  {
                    onSuccess: (r) => toast.success(r.message),
                    onError: (e) => toast.error(errorMessage(e)),
                  },
                )
              }
            >
              <Mail aria-hidden />
              Resend invitation
            </Button>
          )}
          {!self && (
            <>
              <span className="hidden flex-1 sm:block" aria-hidden />
              <Button
                variant="outline"
                disabled={role.isPending}
                onClick={() =>
                  role.mutate(
                    { id: u.id, role: u.role === 'admin' ? 'user' : 'admin' },
                    {
                      onSuccess: (r) => toast.success(r.message),
                      onError: (e) => toast.error(errorMessage(e)),
                    },
                  )
                }
              >
                <ShieldCheck aria-hidden />
                {u.role === 'admin' ? 'Remove admin role' : 'Make administrator'}
              </Button>
              <Button
                variant={u.status === 'suspended' ? 'primary' : 'outline'}
                onClick={() => actions.askStatus(u)}
              >
                {u.status === 'suspended' ? <ShieldCheck aria-hidden /> : <ShieldOff aria-hidden />}
                {u.status === 'suspended' ? 'Activate User' : 'Suspend User'}
              </Button>
              <Button variant="danger" onClick={() => setDeleting(true)}>
                <Trash2 aria-hidden />
                Delete User
              </Button>
            </>
          )}
        </div>
      </header>

      <Tabs defaultValue="profile">
        <TabsList aria-label="User sections" className="w-full overflow-x-auto sm:w-auto">
          <TabsTrigger value="profile">
            <UserRound aria-hidden />
            Profile
          </TabsTrigger>
          <TabsTrigger value="documents">
            <FileText aria-hidden />
            Documents ({u.documentCount})
          </TabsTrigger>
          <TabsTrigger value="api-keys">
            <KeyRound aria-hidden />
            API Keys ({d.apiKeys.length})
          </TabsTrigger>
          <TabsTrigger value="usage">
            <BarChart3 aria-hidden />
            Usage
          </TabsTrigger>
        </TabsList>
        <TabsContent value="profile" className="mt-6">
          <ProfileForm
            key={`${u.id}-${u.email}-${u.name}-${u.monthlyLimitOverride}-${u.company}`}
            detail={d}
          />
        </TabsContent>
        <TabsContent value="documents" className="mt-6">
          <TableCard label={`Documents of ${u.name}`}>
            <thead>
              <tr>
                <Th>Name</Th>
                <Th>Status</Th>
                <Th>Size</Th>
                <Th>Date</Th>
              </tr>
            </thead>
            <tbody>
              {d.documents.length === 0 ? (
                <TableState colSpan={4} empty={ADMIN_MESSAGES.noDocuments} />
              ) : (
                d.documents.map((doc) => (
                  <Tr key={doc.id}>
                    <Td className="font-medium">{doc.name}</Td>
                    <Td>
                      <DocumentStatusBadge status={doc.status} />
                    </Td>
                    <Td className="tabular-nums">{formatSize(doc.size)}</Td>
                    <Td className="text-muted-foreground">{date(doc.createdAt)}</Td>
                  </Tr>
                ))
              )}
            </tbody>
          </TableCard>
          {u.documentCount > d.documents.length && (
            <Link
              to={`/admin/documents?ownerId=${u.id}`}
              className={buttonClasses({ variant: 'link', className: 'mt-3' })}
            >
              All {u.documentCount} documents
            </Link>
          )}
        </TabsContent>
        <TabsContent value="api-keys" className="mt-6">
          <TableCard label={`API keys of ${u.name}`}>
            <thead>
              <tr>
                <Th>Name</Th>
                <Th>Status</Th>
                <Th>Created</Th>
                <Th>Last used</Th>
              </tr>
            </thead>
            <tbody>
              {d.apiKeys.length === 0 ? (
                <TableState colSpan={4} empty={ADMIN_MESSAGES.noApiKeys} />
              ) : (
                d.apiKeys.map((k) => (
                  <Tr key={k.id}>
                    <Td className="font-medium">{k.name}</Td>
                    <Td>
                      <Badge tone={k.status === 'active' ? 'success' : 'neutral'}>
                        {k.status[0]!.toUpperCase() + k.status.slice(1)}
                      </Badge>
                    </Td>
                    <Td className="text-muted-foreground">{date(k.createdAt)}</Td>
                    <Td className="text-muted-foreground">{dateTime(k.lastUsedAt, 'Never')}</Td>
                  </Tr>
                ))
              )}
            </tbody>
          </TableCard>
        </TabsContent>
        <TabsContent value="usage" className="mt-6">
          <UsageTab detail={d} />
        </TabsContent>
      </Tabs>

      {actions.dialog}
      <ConfirmAction
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete User"
        description={
          <>
            <strong>{u.name}</strong> ({u.email}) and all of their {u.documentCount} document(s), files,
            signatures, API keys and webhooks are deleted. This cannot be undone.
          </>
        }
        confirmLabel="Delete User"
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { id: u.id },
            {
              onSuccess: (r) => {
                toast.success(r.message);
                void navigate('/admin/users', { replace: true });
              },
              onError: (e) => toast.error(errorMessage(e)),
            },
          )
        }
      />
    </div>
  );
}
