// /api/profile: personal details, avatar, password, sessions, company details, upgrade requests.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PLANS } from '../../shared/plans';
import {
  changePasswordSchema,
  updateOrganisationSchema,
  updateProfileSchema,
  upgradeRequestSchema,
  type ProfileResponse,
  type SessionInfo,
} from '../../shared/profile';
import { MESSAGES } from '../../shared/messages';
import type { AppContext } from '../context';
import { requireSession } from '../http/auth-context';
import { AppError } from '../http/errors';
import { enforceRateLimit } from '../http/rate-limit';
import { parse } from '../http/validate';
import { newId, nowIso } from '../lib/ids';
import { sniffImage } from '../lib/sniff';
import { queueMail } from '../mail/mailer';
import { BlobTooLargeError } from '../storage/blob-store';
import { assertPasswordAllowed, hashPassword, verifyPassword } from './passwords';
import { sendVerificationEmail } from './register-user';
import { toSessionUser } from './session-user';
import { revokeUserSessions } from './sessions';
import { monthlyUsage } from './usage';
import { findUserById, isUniqueViolation, normalizeEmail } from './users-repo';

const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export function profileRoutes(app: FastifyInstance, ctx: AppContext): void {
  async function loadProfile(userId: string): Promise<ProfileResponse> {
    const user = (await findUserById(ctx.db, userId))!;
    const org = await ctx.db
      .selectFrom('organisations')
      .select(['id', 'name', 'address', 'phone', 'email'])
      .where('id', '=', user.organisation_id)
      .executeTakeFirstOrThrow();
    return {
      user: toSessionUser(user),
      organisation: org,
      usage: await monthlyUsage(ctx.db, user),
      hasPassword: !!user.password_hash,
      createdAt: user.created_at,
    };
  }

  app.get('/api/profile', async (request) => loadProfile(requireSession(request).user.id));

  app.patch('/api/profile', async (request) => {
    const { user } = requireSession(request);
    const input = parse(updateProfileSchema, request.body);
    const emailChanged = normalizeEmail(input.email) !== normalizeEmail(user.email);
    try {
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({
            name: input.name,
            email: input.email,
            email_normalized: normalizeEmail(input.email),
            updated_at: nowIso(),
            ...(emailChanged ? { email_verified_at: null } : {}),
          })
          .where('id', '=', user.id)
          .execute();
        if (emailChanged)
          await sendVerificationEmail(ctx, trx, { id: user.id, name: input.name, email: input.email });
      });
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new AppError('conflict', 'Another account already uses this email address.', {
          fields: { email: 'Another account already uses this email address.' },
        });
      }
      throw err;
    }
    return loadProfile(user.id);
  });

  app.post('/api/profile/avatar', async (request) => {
    const { user } = requireSession(request);
    const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
    if (!file) throw new AppError('bad_request', 'Please choose an image.');
    const key = `avatars/${user.id}/${newId()}`;
    let stored;
    try {
      stored = await ctx.blobs.put(key, file.file, { maxBytes: AVATAR_MAX_BYTES });
    } catch (err) {
      if (err instanceof BlobTooLargeError || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('payload_too_large', 'The profile image must be smaller than 2MB.');
      }
      throw err;
    }
    if (file.file.truncated) {
      await ctx.blobs.delete(key);
      throw new AppError('payload_too_large', 'The profile image must be smaller than 2MB.');
    }
    const head = await readHead(ctx, key);
    if (!sniffImage(head)) {
      await ctx.blobs.delete(key);
      throw new AppError('unsupported_media_type', 'Please choose a JPG, PNG, WEBP or GIF image.');
    }
    const previous = (await findUserById(ctx.db, user.id))!.avatar_blob_key;
    await ctx.db
      .updateTable('users')
      .set({ avatar_blob_key: stored.key, updated_at: nowIso() })
      .where('id', '=', user.id)
      .execute();
    if (previous) await ctx.blobs.delete(previous).catch(() => undefined);
    return loadProfile(user.id);
  });

  app.delete('/api/profile/avatar', async (request) => {
    const { user } = requireSession(request);
    const previous = (await findUserById(ctx.db, user.id))!.avatar_blob_key;
    await ctx.db
      .updateTable('users')
      .set({ avatar_blob_key: null, updated_at: nowIso() })
      .where('id', '=', user.id)
      .execute();
    if (previous) await ctx.blobs.delete(previous).catch(() => undefined);
    return loadProfile(user.id);
  });

  app.get('/api/profile/avatar', async (request, reply) => {
    const { user } = requireSession(request);
    if (!user.avatar_blob_key) throw new AppError('not_found', 'No profile image');
    const head = await readHead(ctx, user.avatar_blob_key);
    return reply
      .type(sniffImage(head) ?? 'application/octet-stream')
      .header('cache-control', 'private, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(await ctx.blobs.get(user.avatar_blob_key));
  });

  app.post('/api/profile/password', async (request) => {
    const session = requireSession(request);
    const input = parse(changePasswordSchema, request.body);
    await enforceRateLimit(ctx.db, `password-change:${session.user.id}`, 10, 15 * 60 * 1000);
    const row = (await findUserById(ctx.db, session.user.id))!;
    // Accounts created through social sign-in have no password yet and may set one.
    if (row.password_hash && !(await verifyPassword(row.password_hash, input.currentPassword))) {
      throw new AppError('validation_failed', 'Your current password is not correct.', {
        fields: { currentPassword: 'Your current password is not correct.' },
      });
    }
    const { security } = await ctx.settings.get();
    assertPasswordAllowed(input.newPassword, security.passwordComplexity, 'newPassword');
    const hash = await hashPassword(input.newPassword);
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ password_hash: hash, updated_at: nowIso() })
        .where('id', '=', row.id)
        .execute();
      await revokeUserSessions(trx, row.id, session.idHash);
      await queueMail(ctx, trx, {
        to: row.email,
        template: 'passwordChanged',
        data: { name: row.name },
        userId: row.id,
      });
    });
    return { message: 'Password updated successfully' };
  });

  app.get('/api/profile/sessions', async (request): Promise<{ sessions: SessionInfo[] }> => {
    const session = requireSession(request);
    const rows = await ctx.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', session.user.id)
      .where('expires_at', '>', nowIso())
      .orderBy('last_seen_at', 'desc')
      .execute();
    return {
      sessions: rows.map((r) => ({
        id: r.id_hash,
        current: r.id_hash === session.idHash,
        createdAt: r.created_at,
        lastSeenAt: r.last_seen_at,
        ip: r.ip,
        userAgent: r.user_agent,
        remember: !!r.remember,
      })),
    };
  });

  app.delete('/api/profile/sessions/:id', async (request, reply) => {
    const session = requireSession(request);
    const { id } = parse(z.object({ id: z.string().min(1).max(128) }), request.params);
    const res = await ctx.db
      .deleteFrom('sessions')
      .where('id_hash', '=', id)
      .where('user_id', '=', session.user.id)
      .executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) throw new AppError('not_found', 'Session not found');
    return reply.status(204).send();
  });

  app.post('/api/profile/sessions/revoke-others', async (request) => {
    const session = requireSession(request);
    await revokeUserSessions(ctx.db, session.user.id, session.idHash);
    return { message: 'Signed out of all other sessions' };
  });

  app.patch('/api/profile/organisation', async (request) => {
    const { user } = requireSession(request);
    const input = parse(updateOrganisationSchema, request.body);
    await ctx.db
      .updateTable('organisations')
      .set({ ...input, updated_at: nowIso() })
      .where('id', '=', user.organisation_id)
      .execute();
    return loadProfile(user.id);
  });

  app.post('/api/profile/upgrade-request', async (request) => {
    const { user } = requireSession(request);
    const input = parse(upgradeRequestSchema, request.body);
    if (user.plan === input.plan) {
      throw new AppError(
        'conflict',
        input.plan === 'pro' ? MESSAGES.alreadyPro : `You're already on the ${PLANS[input.plan].name} plan!`,
      );
    }
    await enforceRateLimit(ctx.db, `upgrade-request:${user.id}`, 3, 3600 * 1000);
    const { general } = await ctx.settings.get();
    await ctx.db.transaction().execute(async (trx) => {
      await queueMail(ctx, trx, {
        to: general.supportEmail,
        template: 'upgradeRequest',
        data: {
          name: user.name,
          email: user.email,
          currentPlan: PLANS[user.plan as keyof typeof PLANS]?.name ?? user.plan,
          plan: PLANS[input.plan].name,
          message: input.message,
        },
      });
      await queueMail(ctx, trx, {
        to: user.email,
        template: 'upgradeRequestReceived',
        data: { name: user.name, plan: PLANS[input.plan].name },
        userId: user.id,
      });
    });
    return {
      message: `Your request for the ${PLANS[input.plan].name} plan was sent. We will get back to you within 24 hours on business days.`,
    };
  });
}

async function readHead(ctx: AppContext, key: string): Promise<Buffer> {
  const stream = await ctx.blobs.get(key, { start: 0, end: 15 });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
