// The system log for the administrator's Logs page: newest first, searched over message, user and
// endpoint, filtered by level, one page at a time.
import { sql } from 'kysely';
import {
  listSystemLogsQuerySchema,
  type ListSystemLogsQuery,
  type SystemLog,
} from '../../shared/integrations';
import type { Executor } from '../db/database';
import type { SystemLogsTable } from '../db/schema';

export async function listSystemLogs(
  db: Executor,
  input: ListSystemLogsQuery = {},
): Promise<{ items: SystemLog[]; total: number; page: number; pageSize: number }> {
  const query = listSystemLogsQuerySchema.parse(input);
  let base = db.selectFrom('system_logs');
  if (query.level !== 'all') base = base.where('level', '=', query.level);
  if (query.q) {
    const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where(sql<boolean>`search like ${pattern} escape '\\'`);
  }
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    items: rows.map(toSystemLogDto),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export function toSystemLogDto(row: SystemLogsTable): SystemLog {
  return {
    id: row.id,
    level: row.level,
    message: row.message,
    userId: row.user_id,
    user: row.user_label,
    endpoint: row.endpoint,
    method: row.method,
    statusCode: row.status_code == null ? null : Number(row.status_code),
    durationMs: row.duration_ms == null ? null : Number(row.duration_ms),
    ip: row.ip,
    source: row.source,
    timestamp: row.created_at,
  };
}
