// /admin/logs (System Logs): the server's log with search over message, user and endpoint, a level
// filter, 5 a page with "Showing x to y of z entries", Refresh and Export to CSV.
import { Download, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ADMIN_LOGS_PAGE_SIZE, ADMIN_MESSAGES } from '../../../shared/admin';
import { LOG_LEVELS, type LogLevel } from '../../../shared/integrations';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useDates } from '../../lib/dates';
import { exportLogs, useAdminLogs } from './api/integrations';
import { AdminPage } from './components/admin-page';
import { TableCard, TableState, Td, Th, Tr } from './components/data-table';
import { SearchBox, SelectFilter } from './components/filters';
import { Pagination } from './components/pagination';
import { useListParams } from './use-list-params';

const LEVEL_TONE: Record<LogLevel, BadgeTone> = { info: 'brand', warn: 'warning', error: 'danger' };
const LEVEL_OPTIONS = [
  { value: 'all', label: 'All levels' },
  ...LOG_LEVELS.map((l) => ({ value: l, label: l })),
];

export function AdminLogsPage() {
  const [params, setParams] = useListParams({ q: '', level: 'all' });
  const query = {
    q: params.q,
    level: params.level as 'all',
    page: params.page,
    pageSize: ADMIN_LOGS_PAGE_SIZE,
  };
  const logs = useAdminLogs(query);
  const [exporting, setExporting] = useState(false);
  const { dateTime } = useDates();
  const rows = logs.data?.items ?? [];

  const refresh = async () => {
    const result = await logs.refetch();
    if (result.isError) toast.error(errorMessage(result.error));
    else toast.success(ADMIN_MESSAGES.logsRefreshed);
  };
  const onExport = async () => {
    setExporting(true);
    try {
      await exportLogs({ q: params.q, level: params.level });
      toast.success(ADMIN_MESSAGES.logsExported);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setExporting(false);
    }
  };

  return (
    <AdminPage
      title="System Logs"
      description="API requests and application events recorded by the server."
      actions={
        <>
          <Button variant="outline" onClick={() => void refresh()} disabled={logs.isFetching}>
            <RefreshCw aria-hidden className={cn(logs.isFetching && 'animate-spin')} />
            Refresh
          </Button>
          <Button variant="outline" onClick={() => void onExport()} disabled={exporting}>
            <Download aria-hidden />
            Export to CSV
          </Button>
        </>
      }
    >
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox
          label="Search logs"
          placeholder="Search message, user or endpoint"
          value={params.q}
          onChange={(q) => setParams({ ...params, q })}
        />
        <SelectFilter
          label="Level"
          hideLabel
          options={LEVEL_OPTIONS}
          value={params.level}
          onChange={(e) => setParams({ ...params, level: e.target.value })}
        />
      </div>
      <TableCard label="Logs">
        <thead>
          <tr>
            <Th>Level</Th>
            <Th>Message</Th>
            <Th>User</Th>
            <Th>Endpoint</Th>
            <Th>Timestamp</Th>
            <Th>IP Address</Th>
          </tr>
        </thead>
        <tbody>
          {logs.isPending ? (
            <TableState colSpan={6} loading />
          ) : logs.isError ? (
            <TableState colSpan={6} error={errorMessage(logs.error)} />
          ) : rows.length === 0 ? (
            <TableState colSpan={6} empty={ADMIN_MESSAGES.noLogs} />
          ) : (
            rows.map((l) => (
              <Tr key={l.id}>
                <Td>
                  <Badge tone={LEVEL_TONE[l.level]}>{l.level}</Badge>
                </Td>
                <Td className="max-w-80">
                  <span className="line-clamp-2 break-words" title={l.message}>
                    {l.message}
                  </span>
                </Td>
                <Td className="text-muted-foreground max-w-48 truncate">{l.user ?? '—'}</Td>
                <Td className="max-w-56">
                  <code className="block truncate font-mono text-xs" title={l.endpoint ?? undefined}>
                    {l.endpoint ?? '—'}
                  </code>
                </Td>
                <Td className="text-muted-foreground text-xs whitespace-nowrap">{dateTime(l.timestamp)}</Td>
                <Td className="text-muted-foreground font-mono text-xs whitespace-nowrap">{l.ip ?? '—'}</Td>
              </Tr>
            ))
          )}
        </tbody>
      </TableCard>
      <Pagination
        page={params.page}
        pageSize={ADMIN_LOGS_PAGE_SIZE}
        total={logs.data?.total}
        showWhenEmpty
        onPage={(page) => setParams({ ...params, page })}
      />
    </AdminPage>
  );
}
