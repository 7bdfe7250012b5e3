// Sign-in with email and password: per-IP rate limit, lock-out per address after the administrator's
// maximum of failures (the same for unknown addresses, so the answer never tells whether one exists).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { clear, enforceRateLimit, hit, humanDuration, peek } from '../http/rate-limit';
import { nowIso } from '../lib/ids';
import { decryptSecret } from '../lib/secrets';
import { assertCaptcha } from './captcha';
import { verifyPassword } from './passwords';
import { createSession } from './sessions';
import { verifyTotp } from './totp';
import { findUserByEmail, normalizeEmail } from './users-repo';
import { systemLog } from '../logs/system-log';

export const LOCKOUT_MS = 15 * 60 * 1000;
export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const TWO_FACTOR_REQUIRED = 'Enter the 6-digit code from your authenticator app.';
export const TWO_FACTOR_WRONG =
  'That code is not correct. Enter the current code from your authenticator app.';

function lockedError(until: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return new AppError('locked', `Too many failed sign-in attempts. Try again in ${humanDuration(seconds)}.`, {
    headers: { 'retry-after': String(seconds) },
  });
}

export async function signIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: {
    email: string;
    password: string;
    remember: boolean;
    totp?: string;
    captcha?: string;
    scope?: 'user' | 'admin';
  },
) {
  await enforceRateLimit(ctx.db, `login-ip:${request.ip}`, 30, LOCKOUT_MS);
  await assertCaptcha(ctx, input.captcha);
  const { security } = await ctx.settings.get();
  const lockKey = `login-lock:${normalizeEmail(input.email)}`;
  const failures = await peek(ctx.db, lockKey);
  if (failures && failures.count >= security.maxLoginAttempts) throw lockedError(failures.windowEndsAt);

  const user = await findUserByEmail(ctx.db, input.email);
  const ok = await verifyPassword(user?.password_hash, input.password);
  if (!user || !ok) {
    // Each failure restarts the 15-minute window, so the lock lasts 15 minutes from the last try.
    const h = await hit(ctx.db, lockKey, LOCKOUT_MS, { slide: true });
    request.log.warn({ event: 'sign_in_failed', userId: user?.id ?? null }, 'sign-in failed');
    systemLog(ctx).write({
      level: 'warn',
      message: `Sign-in failed for ${normalizeEmail(input.email)}${user ? '' : ' (no such account)'}`,
      source: 'auth',
      userId: user?.id,
      user: normalizeEmail(input.email),
      endpoint: '/api/auth/login',
      method: 'POST',
      ip: request.ip,
      requestId: request.id,
    });
    if (h.count >= security.maxLoginAttempts) throw lockedError(h.windowEndsAt);
    throw new AppError('unauthenticated', INVALID_CREDENTIALS);
  }
  if (user.status !== 'active') {
    throw new AppError('forbidden', 'This account is suspended. Please contact support.');
  }
  // The administrator login screen answers a non-administrator as it answers a wrong password.
  if (input.scope === 'admin' && user.role !== 'admin')
    throw new AppError('unauthenticated', INVALID_CREDENTIALS);
  let totpStep: number | null = null;
  if (security.enableTwoFactor && user.totp_enabled && user.totp_secret) {
    if (!input.totp)
      throw new AppError('two_factor_required', TWO_FACTOR_REQUIRED, {
        fields: { totp: TWO_FACTOR_REQUIRED },
      });
    totpStep = verifyTotp(
      decryptSecret(ctx.secrets.encryptionKey, user.totp_secret),
      input.totp,
      user.totp_last_step,
    );
    if (totpStep === null) {
      const h = await hit(ctx.db, lockKey, LOCKOUT_MS, { slide: true });
      if (h.count >= security.maxLoginAttempts) throw lockedError(h.windowEndsAt);
      throw new AppError('unauthenticated', TWO_FACTOR_WRONG, { fields: { totp: TWO_FACTOR_WRONG } });
    }
  }
  await clear(ctx.db, lockKey);
  await ctx.db.transaction().execute(async (trx) => {
    await createSession(ctx, trx, request, reply, user.id, input.remember);
    await trx
      .updateTable('users')
      .set({ last_login_at: nowIso(), ...(totpStep !== null ? { totp_last_step: totpStep } : {}) })
      .where('id', '=', user.id)
      .execute();
  });
  return user;
}
