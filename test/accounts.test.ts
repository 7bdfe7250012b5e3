// Accounts against the real server and database: registration, sessions, lock-out, reset, OAuth, profile.
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, ORIGIN, registerUser, STRONG_PASSWORD } from './helpers/client';
import { linkIn, startSmtp, type TestSmtp } from './helpers/smtp';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN });
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('registration and sign-in', () => {
  it('registers, signs out and signs back in', async () => {
    const c = new Client(t.app);
    const user = await registerUser(c, { name: 'Noa Levi' });
    expect((await c.get('/api/auth/session')).body.user).toMatchObject({
      name: 'Noa Levi',
      email: user.email,
      plan: 'free',
    });

    expect((await c.post('/api/auth/logout')).status).toBe(204);
    expect((await c.get('/api/auth/session')).body.user).toBeNull();

    const login = await c.post('/api/auth/login', {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(login.status).toBe(200);
    expect((await c.get('/api/auth/session')).body.user.email).toBe(user.email);
  });

  it('gives every new account its own organisation', async () => {
    const c = new Client(t.app);
    await registerUser(c, { name: 'Avi Cohen' });
    const profile = (await c.get('/api/profile')).body;
    expect(profile.organisation.name).toBe('Avi Cohen');
    expect(profile.usage).toMatchObject({ used: 0, limit: 5 });
  });

  it('refuses a duplicate email whatever its case', async () => {
    const email = `dup-${Date.now()}@example.com`;
    await registerUser(new Client(t.app), { email });
    const res = await new Client(t.app).post('/api/auth/register', {
      name: 'Other',
      email: email.toUpperCase(),
      password: STRONG_PASSWORD,
      acceptTerms: true,
    });
    expect(res.status).toBe(409);
    expect(res.body.error.fields.email).toMatch(/already exists/);
  });

  it('enforces the terms box and the password complexity setting', async () => {
    const c = new Client(t.app);
    const noTerms = await c.post('/api/auth/register', {
      name: 'A',
      email: 'a@example.com',
      password: STRONG_PASSWORD,
    });
    expect(noTerms.status).toBe(400);
    expect(noTerms.body.error.message).toBe('You must agree to the Terms of Service.');

    const weak = await c.post('/api/auth/register', {
      name: 'A',
      email: 'a@example.com',
      password: 'alllowercase',
      acceptTerms: true,
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error.message).toMatch(/upper and lower case/);

    await t.ctx.settings.update('security', { passwordComplexity: 'high' });
    const notHigh = await c.post('/api/auth/register', {
      name: 'A',
      email: 'a@example.com',
      password: 'Password1',
      acceptTerms: true,
    });
    expect(notHigh.status).toBe(400);
    await t.ctx.settings.update('security', { passwordComplexity: 'medium' });
    const ok = await c.post('/api/auth/register', {
      name: 'A',
      email: 'a@example.com',
      password: 'Password1',
      acceptTerms: true,
    });
    expect(ok.status).toBe(201);
  });

  it('keeps a remembered session 30 days and a plain one only for the browser session and idle timeout', async () => {
    const user = await registerUser(new Client(t.app));
    const remembered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: ORIGIN, host: 'localhost:3000' },
      payload: { email: user.email, password: user.password, remember: true },
    });
    const rc = remembered.cookies.find((c) => c.name === 'signet_session')!;
    expect(rc.maxAge).toBe(30 * 24 * 3600);
    expect(rc.httpOnly).toBe(true);
    expect(rc.sameSite).toBe('Lax');
    // Over plain http it is not Secure, or the browser would drop it (https: the next tests).
    expect(rc.secure).toBeFalsy();

    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: ORIGIN, host: 'localhost:3000' },
      payload: { email: user.email, password: user.password, remember: false },
    });
    const pc = plain.cookies.find((c) => c.name === 'signet_session')!;
    expect(pc.maxAge).toBeUndefined();
    expect(pc.expires).toBeUndefined();
    const rows = await t.ctx.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('remember', '=', 0)
      .execute();
    const ttl = new Date(rows[0]!.expires_at).getTime() - new Date(rows[0]!.created_at).getTime();
    expect(ttl).toBe(30 * 60 * 1000);
  });

  it('ends an idle session without remember me', async () => {
    const c = new Client(t.app);
    const user = await registerUser(c);
    await c.post('/api/auth/logout');
    await c.post('/api/auth/login', { email: user.email, password: user.password, remember: false });
    await t.ctx.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect((await c.get('/api/profile')).status).toBe(401);
  });

  it('slides a plain session’s expiry with activity, by the administrator’s session timeout', async () => {
    const c = new Client(t.app);
    const user = await registerUser(c);
    await c.post('/api/auth/logout');
    await c.post('/api/auth/login', { email: user.email, password: user.password, remember: false });
    await t.ctx.settings.update('security', { sessionTimeoutMinutes: 120 });
    try {
      // Last seen ten minutes ago, five minutes left: the next request extends it by two hours.
      await t.ctx.db
        .updateTable('sessions')
        .set({
          last_seen_at: new Date(Date.now() - 10 * 60_000).toISOString(),
          expires_at: new Date(Date.now() + 5 * 60_000).toISOString(),
        })
        .where('user_id', '=', user.id)
        .execute();
      expect((await c.get('/api/profile')).status).toBe(200);
      const row = await t.ctx.db
        .selectFrom('sessions')
        .select('expires_at')
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      const left = new Date(row.expires_at).getTime() - Date.now();
      expect(left).toBeGreaterThan(119 * 60_000);
      expect(left).toBeLessThanOrEqual(120 * 60_000);
    } finally {
      await t.ctx.settings.update('security', { sessionTimeoutMinutes: 30 });
    }
  });

  it('marks the cookie Secure when Signet is served over https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://sign.example.com' });
    try {
      const user = await registerUser(new Client(https.app, { origin: 'https://sign.example.com' }));
      const res = await https.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: 'https://sign.example.com' },
        payload: { email: user.email, password: user.password },
      });
      expect(res.statusCode, res.body).toBe(200);
      const cookie = res.cookies.find((k) => k.name === 'signet_session')!;
      expect(cookie.secure).toBe(true);
      expect(cookie.httpOnly).toBe(true);
    } finally {
      await https.close();
    }
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const user = await registerUser(new Client(t.app));
    const wrong = await new Client(t.app, { ip: '10.0.0.2' }).post('/api/auth/login', {
      email: user.email,
      password: 'Nope-nope-1',
    });
    const unknown = await new Client(t.app, { ip: '10.0.0.2' }).post('/api/auth/login', {
      email: 'ghost@example.com',
      password: 'Nope-nope-1',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('locks the account for 15 minutes after 5 failures, even with the right password', async () => {
    const user = await registerUser(new Client(t.app));
    const c = new Client(t.app, { ip: '10.0.0.3' });
    for (let i = 0; i < 4; i++)
      expect((await c.post('/api/auth/login', { email: user.email, password: 'Wrong-pass-1' })).status).toBe(
        401,
      );
    const fifth = await c.post('/api/auth/login', { email: user.email, password: 'Wrong-pass-1' });
    expect(fifth.status).toBe(423);
    expect(fifth.body.error.message).toMatch(/Try again in 15 minutes/);
    const right = await c.post('/api/auth/login', { email: user.email, password: user.password });
    expect(right.status).toBe(423);
    // An unknown address locks the same way, so the lock does not reveal which addresses exist.
    for (let i = 0; i < 4; i++)
      await c.post('/api/auth/login', { email: 'nobody@example.com', password: 'Wrong-pass-1' });
    expect(
      (await c.post('/api/auth/login', { email: 'nobody@example.com', password: 'Wrong-pass-1' })).status,
    ).toBe(423);
  });

  it('uses the administrator maximum of sign-in attempts', async () => {
    await t.ctx.settings.update('security', { maxLoginAttempts: 2 });
    try {
      const user = await registerUser(new Client(t.app));
      const c = new Client(t.app, { ip: '10.0.0.9' });
      expect((await c.post('/api/auth/login', { email: user.email, password: 'Wrong-pass-1' })).status).toBe(
        401,
      );
      expect((await c.post('/api/auth/login', { email: user.email, password: 'Wrong-pass-1' })).status).toBe(
        423,
      );
    } finally {
      await t.ctx.settings.update('security', { maxLoginAttempts: 5 });
    }
  });

  it('rate-limits sign-in attempts per IP address', async () => {
    const c = new Client(t.app, { ip: '10.0.0.4' });
    let last = 0;
    for (let i = 0; i < 31; i++)
      last = (await c.post('/api/auth/login', { email: `x${i}@example.com`, password: 'x' })).status;
    expect(last).toBe(429);
  });

  it('refuses a suspended user and ends their sessions', async () => {
    const c = new Client(t.app);
    const user = await registerUser(c);
    await t.ctx.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', user.id).execute();
    expect((await c.get('/api/profile')).status).toBe(401);
    const login = await new Client(t.app, { ip: '10.0.0.5' }).post('/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(login.status).toBe(403);
    expect(login.body.error.message).toMatch(/suspended/);
  });
});

describe('session safety', () => {
  it('refuses a forged or revoked session id', async () => {
    const forged = new Client(t.app);
    forged.cookies.set('signet_session', 'x'.repeat(43));
    expect((await forged.get('/api/profile')).status).toBe(401);

    const c = new Client(t.app);
    await registerUser(c);
    const stolen = c.sessionCookie!;
    await c.post('/api/auth/logout');
    const replay = new Client(t.app);
    replay.cookies.set('signet_session', stolen);
    expect((await replay.get('/api/profile')).status).toBe(401);
  });

  it('refuses a state-changing request without our Origin (CSRF)', async () => {
    const c = new Client(t.app);
    await registerUser(c, { name: 'Before' });
    const cookie = c.sessionCookie!;
    for (const origin of [null, 'https://evil.example']) {
      const attacker = new Client(t.app, { origin });
      attacker.cookies.set('signet_session', cookie);
      const res = await attacker.patch('/api/profile', { name: 'Hacked', email: 'hacked@example.com' });
      expect(res.status).toBe(403);
    }
    expect((await c.get('/api/profile')).body.user.name).toBe('Before');
  });

  it('never returns or stores a password in plain text', async () => {
    const c = new Client(t.app);
    const password = 'Very-Secret-Passw0rd';
    const reg = await c.post('/api/auth/register', {
      name: 'P',
      email: `p-${Date.now()}@example.com`,
      password,
      acceptTerms: true,
    });
    expect(reg.raw).not.toContain(password);
    const outbox = await t.ctx.db.selectFrom('mail_outbox').select(['html', 'text', 'subject']).execute();
    for (const m of outbox) expect(m.html + m.text + m.subject).not.toContain(password);
    const row = await t.ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', reg.body.user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('email: verification and password reset over real SMTP', () => {
  it('sends a verification link that marks the address verified', async () => {
    const c = new Client(t.app);
    const user = await registerUser(c);
    const mail = await smtp.waitFor((m) => m.to.includes(user.email) && /Confirm your email/.test(m.subject));
    expect(mail.html).toContain('Confirm email address');
    const token = linkIn(mail, '/verify-email/').split('/verify-email/')[1]!;
    expect((await c.post('/api/auth/verify-email', { token })).status).toBe(200);
    expect((await c.get('/api/auth/session')).body.user.emailVerified).toBe(true);
    expect((await c.post('/api/auth/verify-email', { token })).status).toBe(410);
    const row = await t.ctx.db
      .selectFrom('mail_outbox')
      .select('status')
      .where('to_address', '=', user.email)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
  });

  it('resets a password with a single-use link and ends the other sessions', async () => {
    const first = new Client(t.app);
    const user = await registerUser(first);
    const visitor = new Client(t.app, { ip: '10.0.0.6' });
    const forgot = await visitor.post('/api/auth/forgot-password', { email: user.email });
    const unknown = await visitor.post('/api/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect(forgot.status).toBe(200);
    expect(unknown.body).toEqual(forgot.body);

    const mail = await smtp.waitFor((m) => m.to.includes(user.email) && /Reset your/.test(m.subject));
    const token = linkIn(mail, '/reset-password/').split('/reset-password/')[1]!;
    const weak = await visitor.post('/api/auth/reset-password', { token, password: 'short' });
    expect(weak.status).toBe(400);
    const reset = await visitor.post('/api/auth/reset-password', { token, password: 'Brand-New-Pass-2' });
    expect(reset.status).toBe(200);
    expect(
      (await visitor.post('/api/auth/reset-password', { token, password: 'Another-Pass-3' })).status,
    ).toBe(410);

    expect((await first.get('/api/profile')).status).toBe(401);
    expect(
      (await visitor.post('/api/auth/login', { email: user.email, password: user.password })).status,
    ).toBe(401);
    expect(
      (await visitor.post('/api/auth/login', { email: user.email, password: 'Brand-New-Pass-2' })).status,
    ).toBe(200);
  });

  it('rate-limits reset requests per address and per IP', async () => {
    const user = await registerUser(new Client(t.app));
    const visitor = new Client(t.app, { ip: '10.0.0.61' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await visitor.post('/api/auth/forgot-password', { email: user.email })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const other = new Client(t.app, { ip: '10.0.0.62' });
    let last = 0;
    for (let i = 0; i < 11; i++)
      last = (await other.post('/api/auth/forgot-password', { email: `someone-${i}@example.com` })).status;
    expect(last).toBe(429);
    // Guessing reset tokens from one address stops the same way.
    const guesser = new Client(t.app, { ip: '10.0.0.63' });
    let guessed = 0;
    for (let i = 0; i < 11; i++)
      guessed = (
        await guesser.post('/api/auth/reset-password', {
          token: `guessed-token-${i}`,
          password: 'Brand-New-Pass-2',
        })
      ).status;
    expect(guessed).toBe(429);
  });

  it('refuses an expired reset link', async () => {
    const user = await registerUser(new Client(t.app));
    const c = new Client(t.app, { ip: '10.0.0.7' });
    await c.post('/api/auth/forgot-password', { email: user.email });
    const mail = await smtp.waitFor((m) => m.to.includes(user.email) && /Reset your/.test(m.subject));
    const token = linkIn(mail, '/reset-password/').split('/reset-password/')[1]!;
    await t.ctx.db
      .updateTable('tokens')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('purpose', '=', 'password_reset')
      .execute();
    expect((await c.post('/api/auth/reset-password', { token, password: 'Brand-New-Pass-2' })).status).toBe(
      410,
    );
  });
});

describe('profile', () => {
  it('saves personal details, company details and the avatar', async () => {
    const c = new Client(t.app);
    await registerUser(c);
    const saved = await c.patch('/api/profile', {
      name: 'Renamed Person',
      email: `renamed-${Date.now()}@example.com`,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.user.emailVerified).toBe(false);
    const org = await c.patch('/api/profile/organisation', {
      name: 'Acme Ltd',
      address: '1 Herzl St, Tel Aviv',
      phone: '+972 3 555 0000',
      email: 'office@acme.example',
    });
    expect(org.body.organisation).toMatchObject({ name: 'Acme Ltd', phone: '+972 3 555 0000' });
    const again = (await c.get('/api/profile')).body;
    expect(again.user.name).toBe('Renamed Person');
    expect(again.organisation.name).toBe('Acme Ltd');

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = await c.postFile('/api/profile/avatar', {
      filename: 'me.png',
      data: png,
      contentType: 'image/png',
    });
    expect(upload.status).toBe(200);
    expect(upload.body.user.avatarUrl).toMatch(/^\/api\/profile\/avatar/);
    const img = await c.get('/api/profile/avatar');
    expect(img.headers['content-type']).toBe('image/png');

    const fake = await c.postFile('/api/profile/avatar', {
      filename: 'evil.png',
      data: Buffer.from('MZ not an image at all'),
      contentType: 'image/png',
    });
    expect(fake.status).toBe(415);
  });

  it('changes the password with the current one and signs out other sessions', async () => {
    const a = new Client(t.app);
    const user = await registerUser(a);
    const b = new Client(t.app);
    await b.post('/api/auth/login', { email: user.email, password: user.password });
    expect((await a.get('/api/profile/sessions')).body.sessions).toHaveLength(2);

    const wrong = await a.post('/api/profile/password', {
      currentPassword: 'nope',
      newPassword: 'Brand-New-Pass-2',
    });
    expect(wrong.status).toBe(400);
    const ok = await a.post('/api/profile/password', {
      currentPassword: user.password,
      newPassword: 'Brand-New-Pass-2',
    });
    expect(ok.body.message).toBe('Password updated successfully');
    expect((await b.get('/api/profile')).status).toBe(401);
    expect((await a.get('/api/profile')).status).toBe(200);
  });

  it('lists sessions and signs out the others', async () => {
    const a = new Client(t.app);
    const user = await registerUser(a);
    const b = new Client(t.app);
    await b.post('/api/auth/login', { email: user.email, password: user.password });
    const { sessions } = (await a.get('/api/profile/sessions')).body;
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    await a.post('/api/profile/sessions/revoke-others');
    expect((await b.get('/api/profile')).status).toBe(401);
    // Another user's session cannot be ended through my account.
    const other = new Client(t.app);
    await registerUser(other);
    const theirs = (await other.get('/api/profile/sessions')).body.sessions[0].id;
    expect((await a.delete(`/api/profile/sessions/${theirs}`)).status).toBe(404);
    expect((await other.get('/api/profile')).status).toBe(200);
  });

  it('sends an upgrade request, or says the plan is already held', async () => {
    const c = new Client(t.app);
    const user = await registerUser(c);
    const req = await c.post('/api/profile/upgrade-request', {
      plan: 'pro',
      message: 'We need more documents',
    });
    expect(req.status).toBe(200);
    await smtp.waitFor((m) => m.to.includes('support@signet.local') && m.text.includes(user.email));
    await t.ctx.db.updateTable('users').set({ plan: 'pro' }).where('id', '=', user.id).execute();
    const again = await c.post('/api/profile/upgrade-request', { plan: 'pro' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("You're already on the Pro plan!");
  });
});

describe('social sign-in (OAuth 2.0 with PKCE) against a local provider', () => {
  let provider: OAuth2Server;
  let oauthApp: TestApp;

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    const base = provider.issuer.url!;
    oauthApp = await createTestApp({
      PUBLIC_URL: ORIGIN,
      GOOGLE_CLIENT_ID: 'signet-test',
      GOOGLE_CLIENT_SECRET: 'secret',
      OAUTH_GOOGLE_AUTHORIZATION_URL: `${base}/authorize`,
      OAUTH_GOOGLE_TOKEN_URL: `${base}/token`,
      OAUTH_GOOGLE_USERINFO_URL: `${base}/userinfo`,
      FACEBOOK_APP_ID: 'signet-test-fb',
      FACEBOOK_APP_SECRET: 'fb-secret',
      OAUTH_FACEBOOK_AUTHORIZATION_URL: `${base}/authorize`,
      OAUTH_FACEBOOK_TOKEN_URL: `${base}/token`,
      OAUTH_FACEBOOK_USERINFO_URL: `${base}/userinfo`,
    });
  });
  afterAll(async () => {
    await oauthApp.close();
    await provider.stop();
  });

  async function runFlow(c: Client, profile: Record<string, unknown>, via: 'google' | 'facebook' = 'google') {
    provider.service.once('beforeUserinfo', (res: { body: unknown }) => {
      res.body = profile;
    });
    const start = await c.get(`/api/auth/oauth/${via}/start?next=/profile`);
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const toProvider = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(toProvider.headers.get('location')!);
    return c.get(callback.pathname + callback.search);
  }

  it('signs in a new user with a verified Google address and shows the button', async () => {
    expect((await new Client(oauthApp.app).get('/api/settings/public')).body.googleLogin).toBe(true);
    const c = new Client(oauthApp.app);
    const done = await runFlow(c, {
      sub: 'g-123',
      email: 'gal@example.com',
      email_verified: true,
      name: 'Gal Google',
    });
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe('/profile?login=google');
    expect((await c.get('/api/auth/session')).body.user).toMatchObject({
      email: 'gal@example.com',
      name: 'Gal Google',
      emailVerified: true,
    });
  });

  it('links an existing verified account by verified email, keeping its password', async () => {
    const owner = new Client(oauthApp.app);
    const user = await registerUser(owner, { email: 'linked@example.com' });
    await oauthApp.ctx.db
      .updateTable('users')
      .set({ email_verified_at: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
    const c = new Client(oauthApp.app);
    await runFlow(c, { sub: 'g-456', email: 'LINKED@example.com', email_verified: true, name: 'X' });
    expect((await c.get('/api/auth/session')).body.user.id).toBe(user.id);
    expect((await owner.get('/api/auth/session')).body.user.id).toBe(user.id);
    const again = await new Client(oauthApp.app).post('/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(again.status).toBe(200);
  });

  it('takes an unverified registration back from whoever made it: their password and sessions end', async () => {
    // Somebody registered the victim's address first and never verified it.
    const squatter = new Client(oauthApp.app);
    const squatted = await registerUser(squatter, { email: 'victim@example.com' });
    const victim = new Client(oauthApp.app);
    await runFlow(victim, { sub: 'g-victim', email: 'victim@example.com', email_verified: true, name: 'V' });
    expect((await victim.get('/api/auth/session')).body.user).toMatchObject({
      id: squatted.id,
      emailVerified: true,
    });
    expect((await squatter.get('/api/auth/session')).body.user).toBeNull();
    const retry = await new Client(oauthApp.app).post('/api/auth/login', {
      email: squatted.email,
      password: squatted.password,
    });
    expect(retry.status).toBe(401);
  });

  it('signs in with Facebook, whose addresses are confirmed when it returns them', async () => {
    expect((await new Client(oauthApp.app).get('/api/settings/public')).body.facebookLogin).toBe(true);
    const c = new Client(oauthApp.app);
    const done = await runFlow(c, { id: 'fb-1', email: 'fay@example.com', name: 'Fay Facebook' }, 'facebook');
    expect(done.headers.location).toBe('/profile?login=facebook');
    expect((await c.get('/api/auth/session')).body.user).toMatchObject({
      email: 'fay@example.com',
      name: 'Fay Facebook',
    });
    // Without an address there is nobody to sign in.
    const none = new Client(oauthApp.app);
    const refused = await runFlow(none, { id: 'fb-2', name: 'No Mail' }, 'facebook');
    expect(refused.headers.location).toBe('/login?oauthError=facebook');
  });

  it('refuses an unverified address and a forged state', async () => {
    const c = new Client(oauthApp.app);
    const res = await runFlow(c, { sub: 'g-789', email: 'unverified@example.com', email_verified: false });
    expect(res.headers.location).toBe('/login?oauthError=google');
    expect((await c.get('/api/auth/session')).body.user).toBeNull();

    const forged = await new Client(oauthApp.app).get(
      '/api/auth/oauth/google/callback?code=abc&state=forged',
    );
    expect(forged.headers.location).toBe('/login?oauthError=google');
  });

  it('hides a provider without credentials', async () => {
    expect((await new Client(t.app).get('/api/settings/public')).body.googleLogin).toBe(false);
    expect((await new Client(t.app).get('/api/auth/oauth/google/start')).status).toBe(404);
  });
});

describe('housekeeping', () => {
  it('removes expired sessions and ended rate-limit windows, keeping live ones', async () => {
    const { cleanup } = await import('../src/server/maintenance/cleanup');
    const live = new Client(t.app);
    await registerUser(live);
    const stale = new Client(t.app);
    const user = await registerUser(stale);
    await t.ctx.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    await t.ctx.db
      .insertInto('rate_limits')
      .values({
        key: 'old-window',
        count: 3,
        window_ends_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      })
      .execute();
    const counts = await cleanup(t.ctx);
    expect(counts.sessions).toBeGreaterThanOrEqual(1);
    expect(counts.rateLimits).toBeGreaterThanOrEqual(1);
    expect((await live.get('/api/profile')).status).toBe(200);
    expect(
      await t.ctx.db
        .selectFrom('rate_limits')
        .select('key')
        .where('key', '=', 'old-window')
        .executeTakeFirst(),
    ).toBeUndefined();
  });
});
