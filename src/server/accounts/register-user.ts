// Registration: the password rule from settings, a unique email, the person's organisation,
// a verification email, and a session.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RegisterRequest } from '../../shared/auth';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { enforceRateLimit } from '../http/rate-limit';
import { queueMail } from '../mail/mailer';
import { appUrl } from '../lib/urls';
import { assertCaptcha } from './captcha';
import { assertPasswordAllowed, hashPassword } from './passwords';
import { createSession } from './sessions';
import { issueToken } from './tokens';
import { insertUserWithOrganisation, isUniqueViolation } from './users-repo';

export const VERIFY_EMAIL_TTL_MS = 48 * 3600 * 1000;

export async function registerUser(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: Omit<RegisterRequest, 'acceptTerms'>,
) {
  await enforceRateLimit(ctx.db, `register-ip:${request.ip}`, 20, 3600 * 1000);
  await assertCaptcha(ctx, input.captcha);
  const settings = await ctx.settings.get();
  assertPasswordAllowed(input.password, settings.security.passwordComplexity);
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const user = await insertUserWithOrganisation(trx, {
        name: input.name,
        email: input.email,
        passwordHash,
        emailVerified: false,
      });
      await sendVerificationEmail(ctx, trx, user);
      await createSession(ctx, trx, request, reply, user.id, true);
      return user;
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError('conflict', 'An account with this email already exists. Sign in instead.', {
        fields: { email: 'An account with this email already exists.' },
      });
    }
    throw err;
  }
}

export async function sendVerificationEmail(
  ctx: AppContext,
  db: Parameters<typeof issueToken>[0],
  user: { id: string; name: string; email: string },
): Promise<void> {
  const token = await issueToken(db, user.id, 'verify_email', VERIFY_EMAIL_TTL_MS);
  await queueMail(ctx, db, {
    to: user.email,
    template: 'verifyEmail',
    data: { name: user.name, url: appUrl(ctx, `/verify-email/${token}`) },
    userId: user.id,
  });
}
