// /api/auth: session, registration, sign-in and out, password reset, email verification, social sign-in.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from '../../shared/auth';
import type { AppContext } from '../context';
import { requireSession } from '../http/auth-context';
import { AppError } from '../http/errors';
import { enforceRateLimit } from '../http/rate-limit';
import { parse } from '../http/validate';
import { finishOAuth, startOAuth } from './oauth';
import { OAUTH_PROVIDERS } from './oauth-endpoints';
import { requestPasswordReset, resetPassword, verifyEmail } from './password-reset';
import { registerUser, sendVerificationEmail } from './register-user';
import { toSessionUser } from './session-user';
import { clearSessionCookie, revokeSession } from './sessions';
import { signIn } from './sign-in';
import { findUserById } from './users-repo';

const providerParams = z.object({ provider: z.enum(OAUTH_PROVIDERS) });

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/auth/session', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { user: request.session ? toSessionUser(request.session.user) : null };
  });

  app.post('/api/auth/register', async (request, reply) => {
    const { acceptTerms: _accepted, ...input } = parse(registerRequestSchema, request.body);
    const user = await registerUser(ctx, request, reply, input);
    return reply.status(201).send({ user: toSessionUser(user) });
  });

  app.post('/api/auth/login', async (request, reply) => {
    const input = parse(loginRequestSchema, request.body);
    const user = await signIn(ctx, request, reply, input);
    return { user: toSessionUser(user) };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    if (request.session) await revokeSession(ctx.db, request.session.idHash);
    clearSessionCookie(ctx, request, reply);
    return reply.status(204).send();
  });

  app.post('/api/auth/forgot-password', async (request) => {
    const { email } = parse(forgotPasswordRequestSchema, request.body);
    await requestPasswordReset(ctx, request, email);
    return { message: 'If an account exists for that address, we sent a link to reset the password.' };
  });

  app.post('/api/auth/reset-password', async (request) => {
    const { token, password } = parse(resetPasswordRequestSchema, request.body);
    await resetPassword(ctx, request, token, password);
    return { message: 'Your password has been reset. You can sign in now.' };
  });

  app.post('/api/auth/verify-email', async (request) => {
    const { token } = parse(verifyEmailRequestSchema, request.body);
    const user = await verifyEmail(ctx, token);
    return { message: 'Your email address is confirmed.', email: user.email };
  });

  app.post('/api/auth/resend-verification', async (request) => {
    const { user } = requireSession(request);
    if (user.email_verified_at) throw new AppError('conflict', 'Your email address is already confirmed.');
    await enforceRateLimit(ctx.db, `verify-resend:${user.id}`, 3, 3600 * 1000);
    const row = (await findUserById(ctx.db, user.id))!;
    await ctx.db.transaction().execute((trx) => sendVerificationEmail(ctx, trx, row));
    return { message: `We sent a new confirmation link to ${user.email}.` };
  });

  app.get('/api/auth/oauth/:provider/start', async (request, reply) => {
    const { provider } = parse(providerParams, request.params);
    return startOAuth(ctx, request, reply, provider, (request.query as { next?: string }).next);
  });

  app.get('/api/auth/oauth/:provider/callback', async (request, reply) => {
    const { provider } = parse(providerParams, request.params);
    return finishOAuth(ctx, request, reply, provider);
  });
}
