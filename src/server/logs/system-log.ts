// The system log the administrator reads: API requests and application events (job, webhook and
// sign-in failures). Writes are buffered and inserted in batches off the request path, so logging a
// request costs an array push; a lost batch (database down) is reported to the process log only.
import type { FastifyBaseLogger } from 'fastify';
import type { LogLevel } from '../../shared/integrations';
import type { Database } from '../db/database';
import type { SystemLogsTable } from '../db/schema';
import { newId, nowIso } from '../lib/ids';

export interface LogEntry {
  level: LogLevel;
  message: string;
  source: 'request' | 'auth' | 'job' | 'webhook' | 'api';
  userId?: string | null;
  user?: string | null;
  endpoint?: string | null;
  method?: string | null;
  statusCode?: number | null;
  durationMs?: number | null;
  ip?: string | null;
  requestId?: string | null;
  details?: Record<string, unknown>;
}

const FLUSH_MS = 1000;
const BATCH = 200;
/** Past this many waiting rows (database unreachable), new ones are dropped rather than hoarded. */
const MAX_BUFFER = 10_000;

export class SystemLog {
  private buffer: SystemLogsTable[] = [];
  private timer?: NodeJS.Timeout;
  private chain: Promise<void> = Promise.resolve();
  private dropped = 0;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  write(entry: LogEntry): void {
    if (this.buffer.length >= MAX_BUFFER) {
      this.dropped++;
      return;
    }
    const endpoint = entry.endpoint ?? null;
    const user = entry.user ?? null;
    this.buffer.push({
      id: newId(),
      level: entry.level,
      message: entry.message.slice(0, 1000),
      user_id: entry.userId ?? null,
      user_label: user,
      endpoint,
      method: entry.method ?? null,
      status_code: entry.statusCode ?? null,
      duration_ms: entry.durationMs == null ? null : Math.round(entry.durationMs),
      ip: entry.ip ?? null,
      request_id: entry.requestId ?? null,
      source: entry.source,
      details: entry.details ? JSON.stringify(entry.details).slice(0, 4000) : null,
      search: [entry.message, user, endpoint].filter(Boolean).join(' ').toLowerCase().slice(0, 2000),
      created_at: nowIso(),
    });
    if (this.buffer.length >= BATCH) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        void this.flush();
      }, FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Writes what is waiting; resolves when it is in the database (tests and shutdown wait on it). */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    if (this.buffer.length) {
      const rows = this.buffer;
      this.buffer = [];
      // One insert at a time, in order.
      this.chain = this.chain.then(() => this.insert(rows));
    }
    await this.chain;
  }

  private async insert(rows: SystemLogsTable[]): Promise<void> {
    try {
      for (let i = 0; i < rows.length; i += BATCH) {
        await this.db
          .insertInto('system_logs')
          .values(rows.slice(i, i + BATCH))
          .execute();
      }
      if (this.dropped) {
        this.log.warn(
          { dropped: this.dropped },
          'system log entries were dropped while the database was busy',
        );
        this.dropped = 0;
      }
    } catch (err) {
      this.log.error({ err, rows: rows.length }, 'could not write the system log');
    }
  }
}

const logs = new WeakMap<object, SystemLog>();

/** The system log of an app (one per AppContext), created on first use. */
export function systemLog(ctx: { db: Database; log: FastifyBaseLogger }): SystemLog {
  let log = logs.get(ctx);
  if (!log) {
    log = new SystemLog(ctx.db, ctx.log);
    logs.set(ctx, log);
  }
  return log;
}
