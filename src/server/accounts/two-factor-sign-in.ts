// Two-factor sign-in after social sign-in: the provider has vouched for the person, but an enrolled
// account still needs its code. The callback leaves a signed, HttpOnly, 5-minute cookie naming the
// user instead of a session; POST /api/auth/two-factor with a valid code turns it into a session.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { hit, peek } from '../http/rate-limit';
import { nowIso } from '../lib/ids';
import { decryptSecret } from '../lib/secrets';
import { createSession, isSecureRequest } from './sessions';
import { LOCKOUT_MS, TWO_FACTOR_WRONG } from './sign-in';
import { verifyTotp } from './totp';
import { findUserById } from './users-repo';

const PENDING_COOKIE = 'signet_2fa';
const PENDING_MS = 5 * 60 * 1000;
const EXPIRED = 'Your sign-in took too long. Please sign in again.';

/** Whether this user must enter a code before getting a session. */
export async function needsTwoFactor(
  ctx: AppContext,
  user: { totp_enabled: number; totp_secret: string | null },
): Promise<boolean> {
  const { security } = await ctx.settings.get();
  return security.enableTwoFactor && !!user.totp_enabled && !!user.totp_secret;
}

export function setPendingTwoFactor(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): void {
  void reply.setCookie(PENDING_COOKIE, `${userId}.${Date.now() + PENDING_MS}`, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(ctx, request),
    signed: true,
    maxAge: PENDING_MS / 1000,
  });
}

export async function completeTwoFactorSignIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  code: string,
) {
  const raw = request.cookies[PENDING_COOKIE];
  const unsigned = raw ? request.unsignCookie(raw) : null;
  const [userId, until] = unsigned?.valid && unsigned.value ? unsigned.value.split('.') : [];
  if (!userId || Number(until) < Date.now()) throw new AppError('unauthenticated', EXPIRED);
  const user = await findUserById(ctx.db, userId);
  if (!user || user.status !== 'active' || !user.totp_secret) throw new AppError('unauthenticated', EXPIRED);
  const { security } = await ctx.settings.get();
  const lockKey = `login-lock:${user.email_normalized}`;
  const failures = await peek(ctx.db, lockKey);
  if (failures && failures.count >= security.maxLoginAttempts) {
    throw new AppError('locked', 'Too many failed sign-in attempts. Try again later.');
  }
  const step = verifyTotp(
    decryptSecret(ctx.secrets.encryptionKey, user.totp_secret),
    code,
    user.totp_last_step,
  );
  if (step === null) {
    await hit(ctx.db, lockKey, LOCKOUT_MS, { slide: true });
    throw new AppError('unauthenticated', TWO_FACTOR_WRONG, { fields: { totp: TWO_FACTOR_WRONG } });
  }
  await ctx.db.transaction().execute(async (trx) => {
    await createSession(ctx, trx, request, reply, user.id, true);
    await trx
      .updateTable('users')
      .set({ last_login_at: nowIso(), totp_last_step: step })
      .where('id', '=', user.id)
      .execute();
  });
  void reply.clearCookie(PENDING_COOKIE, { path: '/api/auth' });
  return user;
}
