// Fixed-window counters in the database, so that every process agrees on limits and lock-outs.
import { sql } from 'kysely';
import type { Executor } from '../db/database';
import { nowIso } from '../lib/ids';
import { AppError } from './errors';

export interface Hit {
  count: number;
  windowEndsAt: Date;
}

/** Counts one event under key; a new window starts when the last one has ended. */
export async function hit(
  db: Executor,
  key: string,
  windowMs: number,
  opts: { slide?: boolean } = {},
): Promise<Hit> {
  const now = nowIso();
  const end = nowIso(new Date(Date.now() + windowMs));
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, window_ends_at: end })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_ends_at <= ${now} then 1 else rate_limits.count + 1 end`,
        window_ends_at: opts.slide
          ? end
          : sql<string>`case when rate_limits.window_ends_at <= ${now} then ${end} else rate_limits.window_ends_at end`,
      }),
    )
    .returning(['count', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), windowEndsAt: new Date(row.window_ends_at) };
}

/** The current count under key, 0 when its window has ended. */
export async function peek(db: Executor, key: string): Promise<Hit | null> {
  const row = await db.selectFrom('rate_limits').selectAll().where('key', '=', key).executeTakeFirst();
  if (!row || row.window_ends_at <= nowIso()) return null;
  return { count: Number(row.count), windowEndsAt: new Date(row.window_ends_at) };
}

export async function clear(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

let scale = 1;

/**
 * Multiplies every request-rate limit (RATE_LIMIT_SCALE). Only for test servers that send a whole
 * suite's traffic from one address; lock-outs per account and per signing link are not affected.
 */
export function setRateLimitScale(value: number): void {
  scale = Math.max(1, value);
}

/** Throws 429 once more than `limit` events happened under key in the window. */
export async function enforceRateLimit(
  db: Executor,
  key: string,
  limit: number,
  windowMs: number,
): Promise<void> {
  const h = await hit(db, key, windowMs);
  if (h.count > limit * scale) {
    const retryAfter = Math.max(1, Math.ceil((h.windowEndsAt.getTime() - Date.now()) / 1000));
    throw new AppError(
      'rate_limited',
      `Too many attempts. Please try again in ${humanDuration(retryAfter)}.`,
      {
        headers: { 'retry-after': String(retryAfter) },
      },
    );
  }
}

export function humanDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
