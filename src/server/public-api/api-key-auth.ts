// Authenticates /api/v1 requests by `Authorization: Bearer <API key>` and counts them against the
// key's monthly limit. Sessions play no part here: the API never reads cookies, so a browser's
// session cannot be used against it (and the session CSRF check does not apply).
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { nowIso } from '../lib/ids';
import { apiAccessOf, hashApiKey, usageMonth } from '../integrations/api-keys';

export interface ApiUser {
  id: string;
  name: string;
  email: string;
  plan: string;
  role: 'user' | 'admin';
  keyId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    apiUser: ApiUser | null;
  }
}

const TOUCH_EVERY_MS = 60 * 1000;

function unauthenticated(message: string): AppError {
  return new AppError('unauthenticated', message, {
    headers: { 'www-authenticate': 'Bearer realm="Signet API"' },
  });
}

function nextMonthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

export async function authenticateApiKey(ctx: AppContext, request: FastifyRequest): Promise<ApiUser> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthenticated('Add your API key as an Authorization: Bearer <API key> header.');
  const key = match[1]!;
  const row = await ctx.db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.owner_id')
    .select([
      'api_keys.id as key_id',
      'api_keys.status as key_status',
      'api_keys.expires_at',
      'api_keys.usage_limit',
      'api_keys.last_used_at',
      'users.id',
      'users.name',
      'users.email',
      'users.plan',
      'users.role',
      'users.status',
    ])
    .where('api_keys.key_hash', '=', hashApiKey(key))
    .executeTakeFirst();
  if (!row) throw unauthenticated('This API key is not valid.');
  if (row.key_status !== 'active') throw unauthenticated('This API key has been revoked.');
  if (new Date(row.expires_at) <= new Date())
    throw unauthenticated(
      `This API key expired on ${row.expires_at.slice(0, 10)}. Regenerate it or create a new one.`,
    );
  if (row.status !== 'active') throw unauthenticated('This account is suspended. Please contact support.');
  const access = apiAccessOf(row);
  if (!access.allowed) throw new AppError('forbidden', access.message!);

  const user: ApiUser = {
    id: row.id,
    name: row.name,
    email: row.email,
    plan: row.plan,
    role: row.role,
    keyId: row.key_id,
  };
  // Known from here on, so the system log names the owner even when the limit refuses the request.
  request.apiUser = user;

  const limit = Number(row.usage_limit);
  const month = usageMonth();
  const counted = await ctx.db
    .insertInto('api_key_usage')
    .values({ key_id: row.key_id, month, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['key_id', 'month'])
        .doUpdateSet({ count: sql<number>`api_key_usage.count + 1` })
        .where('api_key_usage.count', '<', limit),
    )
    .returning('count')
    .executeTakeFirst();
  const resetAt = nextMonthStart();
  if (!counted) {
    const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
    throw new AppError(
      'rate_limited',
      `This API key has used its monthly limit of ${limit.toLocaleString('en-US')} requests. The limit resets on ${resetAt.toISOString().slice(0, 10)} (UTC); raise it by creating a key with a higher limit.`,
      {
        headers: {
          'retry-after': String(retryAfter),
          'x-ratelimit-limit': String(limit),
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': String(Math.floor(resetAt.getTime() / 1000)),
        },
      },
    );
  }
  const used = Number(counted.count);
  if (!row.last_used_at || Date.now() - new Date(row.last_used_at).getTime() > TOUCH_EVERY_MS) {
    await ctx.db
      .updateTable('api_keys')
      .set({ last_used_at: nowIso() })
      .where('id', '=', row.key_id)
      .execute();
  }
  request.apiUsage = { limit, remaining: Math.max(0, limit - used), resetAt };
  return user;
}

declare module 'fastify' {
  interface FastifyRequest {
    apiUsage: { limit: number; remaining: number; resetAt: Date } | null;
  }
}
