// /status: live health of this instance from GET /api/health, refreshed every 30 seconds.
import { AlertTriangle, CheckCircle2, Database, HardDrive, RefreshCw, Server, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { REFRESH_MS, useHealth } from './api/get-health';

type Tone = 'ok' | 'degraded' | 'down';

const DIALECTS: Record<string, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
const DRIVERS: Record<string, string> = { local: 'local disk', s3: 'S3-compatible storage' };

export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return `${Math.max(minutes, 0)} min`;
}

function StatusBadge({ tone }: { tone: Tone }) {
  const label = tone === 'ok' ? 'Operational' : tone === 'degraded' ? 'Degraded' : 'Unavailable';
  const Icon = tone === 'ok' ? CheckCircle2 : tone === 'degraded' ? AlertTriangle : XCircle;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
        tone === 'ok' && 'bg-success-soft text-success',
        tone === 'degraded' && 'bg-warning-soft text-warning',
        tone === 'down' && 'bg-danger-soft text-danger',
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {label}
    </span>
  );
}

function ComponentRow({
  icon,
  name,
  detail,
  tone,
}: {
  icon: ReactNode;
  name: string;
  detail: string;
  tone: Tone;
}) {
  return (
    <li className="flex items-center gap-4 px-5 py-4">
      <span className="bg-muted text-muted-foreground flex size-10 shrink-0 items-center justify-center rounded-lg">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="text-foreground block text-sm font-medium">{name}</span>
        <span className="text-muted-foreground block text-xs">{detail}</span>
      </span>
      <StatusBadge tone={tone} />
    </li>
  );
}

export function StatusPage() {
  useDocumentTitle('System Status');
  const { data, isPending, isError, isFetching, dataUpdatedAt, refetch } = useHealth();
  const overall: Tone | null = isPending ? null : isError ? 'down' : data.status === 'ok' ? 'ok' : 'degraded';

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <p className="text-brand text-sm font-semibold tracking-wide">Support</p>
      <h1 className="text-foreground mt-3 text-4xl font-semibold tracking-tight">System Status</h1>
      <p className="text-muted-foreground mt-4 text-lg leading-relaxed">
        Live health of this Signet instance, checked every {REFRESH_MS / 1000} seconds.
      </p>

      <section aria-label="Current status" aria-live="polite" aria-busy={isPending} className="mt-10">
        {overall === null ? (
          <div className="border-border bg-surface text-muted-foreground flex items-center gap-3 rounded-2xl border p-6">
            <Spinner label="Checking system status" />
            Checking system status…
          </div>
        ) : (
          <div
            className={cn(
              'flex items-center gap-4 rounded-2xl border p-6',
              overall === 'ok' && 'border-success/30 bg-success-soft',
              overall === 'degraded' && 'border-warning/30 bg-warning-soft',
              overall === 'down' && 'border-danger/30 bg-danger-soft',
            )}
          >
            {overall === 'ok' ? (
              <CheckCircle2 className="text-success size-8 shrink-0" aria-hidden />
            ) : overall === 'degraded' ? (
              <AlertTriangle className="text-warning size-8 shrink-0" aria-hidden />
            ) : (
              <XCircle className="text-danger size-8 shrink-0" aria-hidden />
            )}
            <div>
              <p className="text-foreground text-lg font-semibold">
                {overall === 'ok'
                  ? 'All systems operational'
                  : overall === 'degraded'
                    ? 'Some systems are degraded'
                    : 'The server cannot be reached'}
              </p>
              <p className="text-muted-foreground text-sm">
                {overall === 'down'
                  ? 'The status check failed. It will be tried again automatically.'
                  : `Version ${data?.version} · up for ${formatUptime(data?.uptimeSeconds ?? 0)}`}
              </p>
            </div>
          </div>
        )}

        {data && (
          <ul className="border-border bg-surface divide-border mt-6 divide-y rounded-2xl border">
            <ComponentRow
              icon={<Server className="size-5" aria-hidden />}
              name="Application server"
              detail="Web app and API"
              tone={isError ? 'down' : 'ok'}
            />
            <ComponentRow
              icon={<Database className="size-5" aria-hidden />}
              name="Database"
              detail={DIALECTS[data.database.dialect] ?? data.database.dialect}
              tone={data.database.status === 'ok' ? 'ok' : 'degraded'}
            />
            <ComponentRow
              icon={<HardDrive className="size-5" aria-hidden />}
              name="File storage"
              detail={DRIVERS[data.storage.driver] ?? data.storage.driver}
              tone={data.storage.status === 'ok' ? 'ok' : 'degraded'}
            />
          </ul>
        )}
      </section>

      <div className="text-muted-foreground mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
        <span>
          {dataUpdatedAt > 0 && (
            <>
              Last checked{' '}
              <time dateTime={new Date(dataUpdatedAt).toISOString()}>
                {new Date(dataUpdatedAt).toLocaleTimeString()}
              </time>
            </>
          )}
        </span>
        <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw className={cn(isFetching && 'animate-spin')} aria-hidden />
          Refresh
        </Button>
      </div>
    </div>
  );
}
