// /admin: the four counts, Recent Activity from the audit logs, and System Status from real checks.
import {
  Activity,
  CircleAlert,
  CircleCheck,
  FileCheck2,
  FileText,
  Hourglass,
  RefreshCw,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useDates } from '../../lib/dates';
import { useAdminDashboard } from './api/get-dashboard';
import { AdminPage } from './components/admin-page';

function StatCard({
  label,
  value,
  icon: Icon,
  hint,
}: {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
  hint: string;
}) {
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-muted-foreground text-sm font-medium">{label}</p>
          <p className="mt-2 text-3xl font-semibold tracking-tight tabular-nums">
            {value === undefined ? '—' : value.toLocaleString('en-US')}
          </p>
        </div>
        <span className="bg-brand-soft text-brand-soft-foreground hidden size-10 shrink-0 items-center justify-center rounded-xl sm:flex">
          <Icon className="size-5" aria-hidden />
        </span>
      </div>
      <p className="text-muted-foreground mt-3 hidden text-xs sm:block">{hint}</p>
    </Card>
  );
}

export function AdminDashboardPage() {
  const dashboard = useAdminDashboard();
  const { dateTime } = useDates();
  const data = dashboard.data;
  return (
    <AdminPage
      title="Admin Dashboard"
      description="What is happening on this instance, from its own database and checks."
      actions={
        <Button variant="outline" onClick={() => void dashboard.refetch()} disabled={dashboard.isFetching}>
          <RefreshCw aria-hidden className={cn(dashboard.isFetching && 'animate-spin')} />
          Refresh
        </Button>
      }
    >
      {dashboard.isError && <FormAlert>{errorMessage(dashboard.error)}</FormAlert>}
      <section aria-label="Totals" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          label="Total Users"
          value={data?.stats.totalUsers}
          icon={Users}
          hint="Accounts, administrators included"
        />
        <StatCard
          label="Total Documents"
          value={data?.stats.totalDocuments}
          icon={FileText}
          hint="Stored documents of every owner"
        />
        <StatCard
          label="Signed Today"
          value={data?.stats.signedToday}
          icon={FileCheck2}
          hint="Signatures since midnight (instance time zone)"
        />
        <StatCard
          label="Active Requests"
          value={data?.stats.activeRequests}
          icon={Hourglass}
          hint="Documents awaiting signatures"
        />
      </section>

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <Card aria-labelledby="recent-activity">
          <CardHeader
            titleId="recent-activity"
            title="Recent Activity"
            icon={<Activity aria-hidden />}
            description="The latest events of the documents’ audit trails and of administrators."
          />
          <CardBody>
            {!data ? (
              <div className="flex justify-center py-8">
                <Spinner className="text-muted-foreground" label="Loading activity" />
              </div>
            ) : data.recentActivity.length === 0 ? (
              <p className="text-muted-foreground py-6 text-center text-sm">No activity yet.</p>
            ) : (
              <ol className="divide-border -my-2 divide-y">
                {data.recentActivity.map((item) => (
                  <li key={item.id} className="flex items-start gap-3 py-3">
                    <span
                      className={cn(
                        'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
                        item.kind === 'admin'
                          ? 'bg-warning-soft text-warning'
                          : 'bg-brand-soft text-brand-soft-foreground',
                      )}
                    >
                      {item.kind === 'admin' ? (
                        <ShieldCheck className="size-4" aria-hidden />
                      ) : (
                        <FileText className="size-4" aria-hidden />
                      )}
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="text-sm break-words">
                        <span className="font-medium">{item.actor}</span>{' '}
                        {item.href ? (
                          <Link
                            to={item.href}
                            className="hover:text-brand underline-offset-4 hover:underline"
                          >
                            {item.message}
                          </Link>
                        ) : (
                          item.message
                        )}
                      </p>
                      <p className="text-muted-foreground mt-0.5 text-xs">
                        {dateTime(item.at)} · {item.kind === 'admin' ? 'Administrator' : 'Document'}
                      </p>
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </CardBody>
        </Card>

        <Card aria-labelledby="system-status">
          <CardHeader
            titleId="system-status"
            title="System Status"
            icon={<ShieldCheck aria-hidden />}
            description="Checked now on this server."
          />
          <CardBody>
            {!data ? (
              <div className="flex justify-center py-8">
                <Spinner className="text-muted-foreground" label="Checking" />
              </div>
            ) : (
              <ul className="flex flex-col gap-3">
                {data.systemStatus.map((check) => (
                  <li
                    key={check.key}
                    className="border-border flex items-start gap-3 rounded-xl border px-3.5 py-3"
                  >
                    {check.status === 'operational' ? (
                      <CircleCheck className="text-success mt-0.5 size-5 shrink-0" aria-hidden />
                    ) : (
                      <CircleAlert className="text-warning mt-0.5 size-5 shrink-0" aria-hidden />
                    )}
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <span className="text-sm font-medium">{check.name}</span>
                        <Badge tone={check.status === 'operational' ? 'success' : 'warning'}>
                          {check.status === 'operational' ? 'Operational' : 'Degraded'}
                        </Badge>
                      </div>
                      <p className="text-muted-foreground mt-1 text-xs leading-relaxed break-words">
                        {check.detail}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </CardBody>
        </Card>
      </div>
    </AdminPage>
  );
}
