// GET /api/settings/public: the settings any visitor's browser may know (a whitelist).
import type { FastifyInstance } from 'fastify';
import type { PublicSettings } from '../../shared/settings';
import type { AppContext } from '../context';

export async function publicSettings(ctx: AppContext): Promise<PublicSettings> {
  const s = await ctx.settings.get();
  const { count } = await ctx.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const users = Number(count);
  return {
    siteName: s.general.siteName,
    siteDescription: s.general.siteDescription,
    supportEmail: s.general.supportEmail,
    maxUploadSizeMb: s.general.maxUploadSizeMb,
    dateFormat: s.general.dateFormat,
    timezone: s.general.timezone,
    enableLandingPage: s.auth.enableLandingPage,
    maintenance: s.general.enableMaintenance,
    passwordComplexity: s.security.passwordComplexity,
    googleLogin: s.auth.enableGoogleLogin && !!s.auth.googleClientId && !!s.auth.googleClientSecret,
    facebookLogin: s.auth.enableFacebookLogin && !!s.auth.facebookAppId && !!s.auth.facebookAppSecret,
    // No invented figures: the real count, rounded down to a hundred, hidden under 100.
    userCount: users >= 100 ? Math.floor(users / 100) * 100 : null,
    captcha: s.security.enableCaptcha,
    twoFactor: s.security.enableTwoFactor,
  };
}

export function settingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/settings/public', async (_request, reply) => {
    return reply.header('cache-control', 'no-cache').send(await publicSettings(ctx));
  });
}
