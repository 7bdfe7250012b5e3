// Forgot password → emailed single-use link (1 hour) → new password, other sessions ended.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { enforceRateLimit } from '../http/rate-limit';
import { nowIso } from '../lib/ids';
import { appUrl } from '../lib/urls';
import { queueMail } from '../mail/mailer';
import { assertPasswordAllowed, hashPassword } from './passwords';
import { revokeUserSessions } from './sessions';
import { consumeToken, issueToken } from './tokens';
import { findUserByEmail, findUserById } from './users-repo';

export const RESET_TTL_MS = 3600 * 1000;

export async function requestPasswordReset(
  ctx: AppContext,
  request: FastifyRequest,
  email: string,
): Promise<void> {
  await enforceRateLimit(ctx.db, `reset-ip:${request.ip}`, 10, 15 * 60 * 1000);
  await enforceRateLimit(ctx.db, `reset-email:${email.trim().toLowerCase()}`, 3, 15 * 60 * 1000);
  const user = await findUserByEmail(ctx.db, email);
  // Same answer either way: the reply never tells whether the address has an account.
  if (!user || user.status !== 'active') return;
  await ctx.db.transaction().execute(async (trx) => {
    const token = await issueToken(trx, user.id, 'password_reset', RESET_TTL_MS);
    await queueMail(ctx, trx, {
      to: user.email,
      template: 'passwordReset',
      data: { name: user.name, url: appUrl(ctx, `/reset-password/${token}`) },
      userId: user.id,
    });
  });
}

export async function resetPassword(
  ctx: AppContext,
  request: FastifyRequest,
  token: string,
  password: string,
) {
  await enforceRateLimit(ctx.db, `reset-ip:${request.ip}`, 10, 15 * 60 * 1000);
  const { security } = await ctx.settings.get();
  assertPasswordAllowed(password, security.passwordComplexity);
  const hash = await hashPassword(password);
  return ctx.db.transaction().execute(async (trx) => {
    // An administrator's invitation is answered on the same page: the invitee chooses a password.
    const resetFor = await consumeToken(trx, token, 'password_reset');
    const invitedUser = resetFor ? null : await consumeToken(trx, token, 'invitation');
    const userId = resetFor ?? invitedUser;
    if (!userId)
      throw new AppError('gone', 'This reset link is invalid or has expired. Please ask for a new one.');
    const now = nowIso();
    // Receiving the email proves the address, so the reset also verifies it.
    await trx
      .updateTable('users')
      .set((eb) => ({
        password_hash: hash,
        updated_at: now,
        email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)),
      }))
      .where('id', '=', userId)
      .execute();
    await revokeUserSessions(trx, userId);
    const user = (await findUserById(trx, userId))!;
    await trx.deleteFrom('rate_limits').where('key', '=', `login-lock:${user.email_normalized}`).execute();
    if (!invitedUser) {
      await queueMail(ctx, trx, {
        to: user.email,
        template: 'passwordChanged',
        data: { name: user.name },
        userId,
      });
    }
    return user;
  });
}

export async function verifyEmail(ctx: AppContext, token: string) {
  return ctx.db.transaction().execute(async (trx) => {
    const userId = await consumeToken(trx, token, 'verify_email');
    if (!userId) throw new AppError('gone', 'This verification link is invalid or has expired.');
    await trx
      .updateTable('users')
      .set({ email_verified_at: nowIso(), updated_at: nowIso() })
      .where('id', '=', userId)
      .execute();
    return (await findUserById(trx, userId))!;
  });
}
