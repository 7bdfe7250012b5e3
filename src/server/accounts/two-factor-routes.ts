// Two-factor sign-in enrolment from the profile's Security tab (scan a QR code, confirm a code), and
// the proof-of-work captcha's challenges for the sign-in and registration forms.
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import {
  TWO_FACTOR_MESSAGES,
  twoFactorCodeSchema,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../shared/two-factor';
import type { AppContext } from '../context';
import { requireSession } from '../http/auth-context';
import { AppError } from '../http/errors';
import { enforceRateLimit } from '../http/rate-limit';
import { parse } from '../http/validate';
import { nowIso } from '../lib/ids';
import { decryptSecret, encryptSecret } from '../lib/secrets';
import { toSessionUser } from './session-user';
import { createCaptchaChallenge } from './captcha';
import { completeTwoFactorSignIn } from './two-factor-sign-in';
import { newTotpSecret, otpauthUrl, verifyTotp } from './totp';
import { findUserById } from './users-repo';

export function twoFactorRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/auth/captcha', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return createCaptchaChallenge(ctx);
  });

  app.post('/api/auth/two-factor', async (request, reply) => {
    const { code } = parse(twoFactorCodeSchema, request.body);
    await enforceRateLimit(ctx.db, `login-ip:${request.ip}`, 30, 15 * 60 * 1000);
    const user = await completeTwoFactorSignIn(ctx, request, reply, code);
    return { user: toSessionUser(user) };
  });

  async function status(userId: string): Promise<TwoFactorStatus> {
    const user = (await findUserById(ctx.db, userId))!;
    const { security } = await ctx.settings.get();
    return { enabled: !!user.totp_enabled, required: security.enableTwoFactor };
  }

  app.get('/api/profile/two-factor', async (request) => status(requireSession(request).user.id));

  app.post('/api/profile/two-factor/setup', async (request): Promise<TwoFactorSetup> => {
    const { user } = requireSession(request);
    const row = (await findUserById(ctx.db, user.id))!;
    if (row.totp_enabled) throw new AppError('conflict', TWO_FACTOR_MESSAGES.enabled);
    const secret = newTotpSecret();
    await ctx.db
      .updateTable('users')
      .set({ totp_secret: encryptSecret(ctx.secrets.encryptionKey, secret), updated_at: nowIso() })
      .where('id', '=', user.id)
      .execute();
    const { general } = await ctx.settings.get();
    const url = otpauthUrl(general.siteName, user.email, secret);
    const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return {
      secret,
      otpauthUrl: url,
      qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  });

  app.post('/api/profile/two-factor/enable', async (request) => {
    const { user } = requireSession(request);
    const { code } = parse(twoFactorCodeSchema, request.body);
    await enforceRateLimit(ctx.db, `totp-enrol:${user.id}`, 10, 15 * 60 * 1000);
    const row = (await findUserById(ctx.db, user.id))!;
    if (row.totp_enabled) throw new AppError('conflict', TWO_FACTOR_MESSAGES.enabled);
    if (!row.totp_secret) throw new AppError('conflict', TWO_FACTOR_MESSAGES.notStarted);
    const step = verifyTotp(decryptSecret(ctx.secrets.encryptionKey, row.totp_secret), code);
    if (step === null)
      throw new AppError('validation_failed', TWO_FACTOR_MESSAGES.wrongCode, {
        fields: { code: TWO_FACTOR_MESSAGES.wrongCode },
      });
    await ctx.db
      .updateTable('users')
      .set({ totp_enabled: 1, totp_last_step: step, updated_at: nowIso() })
      .where('id', '=', user.id)
      .execute();
    return { ...(await status(user.id)), message: TWO_FACTOR_MESSAGES.enabled };
  });

  app.post('/api/profile/two-factor/disable', async (request) => {
    const { user } = requireSession(request);
    const { code } = parse(twoFactorCodeSchema, request.body);
    await enforceRateLimit(ctx.db, `totp-enrol:${user.id}`, 10, 15 * 60 * 1000);
    const row = (await findUserById(ctx.db, user.id))!;
    if (!row.totp_enabled || !row.totp_secret)
      return { ...(await status(user.id)), message: TWO_FACTOR_MESSAGES.disabled };
    const step = verifyTotp(
      decryptSecret(ctx.secrets.encryptionKey, row.totp_secret),
      code,
      row.totp_last_step,
    );
    if (step === null)
      throw new AppError('validation_failed', TWO_FACTOR_MESSAGES.wrongCode, {
        fields: { code: TWO_FACTOR_MESSAGES.wrongCode },
      });
    await ctx.db
      .updateTable('users')
      .set({ totp_enabled: 0, totp_secret: null, totp_last_step: null, updated_at: nowIso() })
      .where('id', '=', user.id)
      .execute();
    return { ...(await status(user.id)), message: TWO_FACTOR_MESSAGES.disabled };
  });
}
