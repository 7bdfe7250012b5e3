// Monthly document usage against the plan's quota (or the administrator's per-user override).
import type { Usage } from '../../shared/profile';
import { planOf } from '../../shared/plans';
import type { Executor } from '../db/database';

export function monthStart(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
}

export async function monthlyUsage(
  db: Executor,
  user: { id: string; plan: string; monthly_limit_override: number | null; usage_reset_at: string | null },
): Promise<Usage> {
  const start = monthStart();
  // "Reset Monthly Usage" by an administrator moves the start of the counted period.
  const since = user.usage_reset_at && user.usage_reset_at > start ? user.usage_reset_at : start;
  // Documents created, deleted ones included: deleting one does not give its slot back.
  const { count } = await db
    .selectFrom('document_uploads')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', user.id)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  const used = Number(count);
  const limit = user.monthly_limit_override ?? planOf(user.plan).monthlyDocuments;
  return {
    used,
    limit,
    percentage: limit ? Math.min(100, Math.round((used / limit) * 100)) : 0,
    periodStart: since,
  };
}

/** Counts a new document against its owner's quota; in the transaction that creates it. */
export async function recordDocumentCreated(
  db: Executor,
  row: { documentId: string; userId: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('document_uploads')
    .values({ document_id: row.documentId, user_id: row.userId, created_at: row.createdAt })
    .execute();
}
