// Social sign-in: the OAuth 2.0 authorization-code flow with PKCE (S256) and state, for Google
// (OpenID Connect) and Facebook. Written directly on fetch rather than a library so that every
// endpoint can be pointed at a local test server (see docs/decisions/003-oauth-without-a-library.md).
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OAUTH_PROVIDERS, type OAuthProvider, type ProviderEndpoints } from './oauth-endpoints';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { nowIso } from '../lib/ids';
import { appUrl, safeNextPath } from '../lib/urls';
import { createSession, isSecureRequest } from './sessions';
import { needsTwoFactor, setPendingTwoFactor } from './two-factor-sign-in';
import { findUserByEmail, findUserById, insertUserWithOrganisation } from './users-repo';

const STATE_COOKIE = 'signet_oauth';

interface ProviderClient {
  clientId: string;
  clientSecret: string;
  endpoints: ProviderEndpoints;
}

async function providerClient(ctx: AppContext, provider: OAuthProvider): Promise<ProviderClient | null> {
  const { auth } = await ctx.settings.get();
  const endpoints = ctx.config.oauthEndpoints[provider];
  if (provider === 'google') {
    return auth.enableGoogleLogin && auth.googleClientId && auth.googleClientSecret
      ? { clientId: auth.googleClientId, clientSecret: auth.googleClientSecret, endpoints }
      : null;
  }
  return auth.enableFacebookLogin && auth.facebookAppId && auth.facebookAppSecret
    ? { clientId: auth.facebookAppId, clientSecret: auth.facebookAppSecret, endpoints }
    : null;
}

function redirectUri(ctx: AppContext, provider: OAuthProvider): string {
  return appUrl(ctx, `/api/auth/oauth/${provider}/callback`);
}

const stateCookieSchema = z.object({
  provider: z.enum(OAUTH_PROVIDERS),
  state: z.string(),
  verifier: z.string(),
  next: z.string(),
});

export async function startOAuth(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  provider: OAuthProvider,
  next: unknown,
) {
  const client = await providerClient(ctx, provider);
  if (!client)
    throw new AppError(
      'not_found',
      `${provider === 'google' ? 'Google' : 'Facebook'} sign-in is not enabled.`,
    );
  const state = crypto.randomBytes(24).toString('base64url');
  const verifier = crypto.randomBytes(48).toString('base64url');
  const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  const url = new URL(client.endpoints.authorizationUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: redirectUri(ctx, provider),
    scope: client.endpoints.scope,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  void reply.setCookie(
    STATE_COOKIE,
    JSON.stringify({ provider, state, verifier, next: safeNextPath(next) }),
    {
      path: '/api/auth/oauth',
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecureRequest(ctx, request),
      signed: true,
      maxAge: 600,
    },
  );
  return reply.redirect(url.toString(), 302);
}

const tokenResponseSchema = z.object({ access_token: z.string() });
const profileSchema = z.object({
  sub: z.string().optional(),
  id: z.string().optional(),
  email: z.string().email().optional(),
  email_verified: z.union([z.boolean(), z.string()]).optional(),
  name: z.string().optional(),
});

/** Finishes the flow; on any failure redirects to /login with the provider's error flag. */
export async function finishOAuth(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  provider: OAuthProvider,
) {
  const query = request.query as Record<string, string | undefined>;
  const raw = request.cookies[STATE_COOKIE];
  void reply.clearCookie(STATE_COOKIE, { path: '/api/auth/oauth' });
  const fail = (reason: string) => {
    request.log.warn({ event: 'oauth_failed', provider, reason }, 'social sign-in failed');
    return reply.redirect(`/login?oauthError=${provider}`, 302);
  };
  const unsigned = raw ? request.unsignCookie(raw) : null;
  if (!unsigned?.valid || !unsigned.value) return fail('missing state cookie');
  const saved = stateCookieSchema.safeParse(JSON.parse(unsigned.value));
  if (!saved.success || saved.data.provider !== provider || saved.data.state !== query.state)
    return fail('state mismatch');
  if (query.error || !query.code) return fail(query.error ?? 'missing code');
  const client = await providerClient(ctx, provider);
  if (!client) return fail('provider disabled');

  let profile: z.infer<typeof profileSchema>;
  try {
    const tokenRes = await fetch(client.endpoints.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: query.code,
        redirect_uri: redirectUri(ctx, provider),
        client_id: client.clientId,
        client_secret: client.clientSecret,
        code_verifier: saved.data.verifier,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!tokenRes.ok) return fail(`token endpoint answered ${tokenRes.status}`);
    const { access_token } = tokenResponseSchema.parse(await tokenRes.json());
    const infoRes = await fetch(client.endpoints.userInfoUrl, {
      headers: { authorization: `Bearer ${access_token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!infoRes.ok) return fail(`userinfo endpoint answered ${infoRes.status}`);
    profile = profileSchema.parse(await infoRes.json());
  } catch (err) {
    return fail((err as Error).message);
  }
  const subject = profile.sub ?? profile.id;
  // Facebook only returns addresses it has confirmed; Google says so explicitly.
  const verified =
    provider === 'facebook'
      ? !!profile.email
      : profile.email_verified === true || profile.email_verified === 'true';
  if (!subject) return fail('profile without subject');

  const userId = await ctx.db.transaction().execute(async (trx) => {
    const linked = await trx
      .selectFrom('oauth_accounts')
      .select('user_id')
      .where('provider', '=', provider)
      .where('provider_user_id', '=', subject)
      .executeTakeFirst();
    if (linked) return linked.user_id;
    if (!profile.email || !verified) return null;
    const existing = await findUserByEmail(trx, profile.email);
    const user =
      existing ??
      (await insertUserWithOrganisation(trx, {
        name: profile.name?.trim() || profile.email.split('@')[0]!,
        email: profile.email,
        passwordHash: null,
        emailVerified: true,
      }));
    if (existing && !existing.email_verified_at) {
      // Nobody had proved this address until now: whoever registered it may not be its owner, so
      // their password, two-factor enrolment and sessions end here. The owner signs in with the
      // provider (or sets a password through a reset link sent to the address).
      await trx
        .updateTable('users')
        .set({
          email_verified_at: nowIso(),
          password_hash: null,
          totp_secret: null,
          totp_enabled: 0,
          totp_last_step: null,
          updated_at: nowIso(),
        })
        .where('id', '=', existing.id)
        .execute();
      await trx.deleteFrom('sessions').where('user_id', '=', existing.id).execute();
    }
    await trx
      .insertInto('oauth_accounts')
      .values({ provider, provider_user_id: subject, user_id: user.id, created_at: nowIso() })
      .execute();
    return user.id;
  });
  if (!userId) return fail('no verified email');
  const user = await findUserById(ctx.db, userId);
  if (!user || user.status !== 'active') return fail('account suspended');
  if (await needsTwoFactor(ctx, user)) {
    // The account's code is still needed: the sign-in page asks for it, then the session starts.
    setPendingTwoFactor(ctx, request, reply, user.id);
    const params = new URLSearchParams({ twoFactor: provider, next: saved.data.next });
    return reply.redirect(`/login?${params.toString()}`, 302);
  }
  await createSession(ctx, ctx.db, request, reply, user.id, true);
  await ctx.db.updateTable('users').set({ last_login_at: nowIso() }).where('id', '=', user.id).execute();
  const next = saved.data.next;
  return reply.redirect(`${next}${next.includes('?') ? '&' : '?'}login=${provider}`, 302);
}
