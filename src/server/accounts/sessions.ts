// Server-side sessions: a random id in an HttpOnly cookie, its SHA-256 in the database.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Executor } from '../db/database';
import { newToken, nowIso, sha256Hex } from '../lib/ids';

export const SESSION_COOKIE = 'signet_session';
export const REMEMBER_MS = 30 * 24 * 3600 * 1000;
/** Sliding expiry is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface SessionUserRow {
  id: string;
  name: string;
  email: string;
  plan: string;
  avatar_blob_key: string | null;
  organisation_id: string;
  email_verified_at: string | null;
  role: 'user' | 'admin';
  status: 'active' | 'suspended';
}

export interface CurrentSession {
  idHash: string;
  user: SessionUserRow;
}

export function isSecureRequest(ctx: AppContext, request: FastifyRequest): boolean {
  return request.protocol === 'https' || !!ctx.config.publicUrl?.startsWith('https:');
}

export async function createSession(
  ctx: AppContext,
  db: Executor,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  remember: boolean,
): Promise<void> {
  const token = newToken();
  const now = new Date();
  const { security } = await ctx.settings.get();
  const ttl = remember ? REMEMBER_MS : security.sessionTimeoutMinutes * 60 * 1000;
  await db
    .insertInto('sessions')
    .values({
      id_hash: sha256Hex(token),
      user_id: userId,
      remember: remember ? 1 : 0,
      created_at: nowIso(now),
      last_seen_at: nowIso(now),
      expires_at: nowIso(new Date(now.getTime() + ttl)),
      ip: request.ip,
      user_agent: (request.headers['user-agent'] ?? '').slice(0, 300),
    })
    .execute();
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(ctx, request),
    // Without "remember me" the cookie ends with the browser; the server also ends it when idle.
    ...(remember ? { maxAge: REMEMBER_MS / 1000 } : {}),
  });
}

export function clearSessionCookie(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(ctx, request),
  });
}

/** Loads the session named by the cookie, ending it when expired or when its user is suspended. */
export async function loadSession(ctx: AppContext, token: string): Promise<CurrentSession | null> {
  const idHash = sha256Hex(token);
  const row = await ctx.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.expires_at',
      'sessions.last_seen_at',
      'sessions.remember',
      'users.id',
      'users.name',
      'users.email',
      'users.role',
      'users.status',
      'users.plan',
      'users.avatar_blob_key',
      'users.organisation_id',
      'users.email_verified_at',
    ])
    .where('sessions.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.now();
  if (new Date(row.expires_at).getTime() <= now || row.status !== 'active') {
    await ctx.db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    return null;
  }
  if (now - new Date(row.last_seen_at).getTime() > TOUCH_EVERY_MS) {
    const { security } = await ctx.settings.get();
    const ttl = row.remember ? REMEMBER_MS : security.sessionTimeoutMinutes * 60 * 1000;
    await ctx.db
      .updateTable('sessions')
      .set({
        last_seen_at: nowIso(new Date(now)),
        // Remember-me sessions last 30 days from sign-in; others slide with activity.
        ...(row.remember ? {} : { expires_at: nowIso(new Date(now + ttl)) }),
      })
      .where('id_hash', '=', idHash)
      .execute();
  }
  const { expires_at: _e, last_seen_at: _l, remember: _r, ...user } = row;
  return { idHash, user };
}

export async function revokeSession(db: Executor, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

export async function revokeUserSessions(db: Executor, userId: string, exceptIdHash?: string): Promise<void> {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptIdHash) q = q.where('id_hash', '!=', exceptIdHash);
  await q.execute();
}
