// The administrator area against the real server and database: the gate on every /api/admin route,
// the admin login, users (suspend, plans, usage, invite, delete, export), documents, clients,
// settings that persist and take effect (upload limit, landing page, password rule, two-factor
// sign-in, captcha, maintenance, secrets), the outbox, the certificate and the admin audit log.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, LOG_EXPORT_COLUMNS, USER_EXPORT_COLUMNS } from '../src/shared/admin';
import { captchaInput, encodeCaptcha, leadingZeroBits, type CaptchaChallenge } from '../src/shared/captcha';
import { totpCode } from '../src/server/accounts/totp';
import { adminDashboard } from '../src/server/admin/dashboard';
import { Client, ORIGIN, registerUser, STRONG_PASSWORD } from './helpers/client';
import { makePdf, multipartBody, selfSignedP12 } from './helpers/fixtures';
import { PLACEMENT, signatureDataUrl, uploadPdf } from './helpers/signing';
import { linkIn, startSmtp, type TestSmtp } from './helpers/smtp';
import { createTestApp, type TestApp } from './helpers/test-app';

const ADMIN = { email: 'root-admin@example.com', password: 'Admin-Pass-123' };
let t: TestApp;
let smtp: TestSmtp;
let admin: Client;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL: ORIGIN,
    SIGNET_ADMIN_EMAIL: ADMIN.email,
    SIGNET_ADMIN_PASSWORD: ADMIN.password,
  });
  await t.app.ready();
  admin = await signInAdmin();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function signInAdmin(): Promise<Client> {
  const c = new Client(t.app);
  const res = await c.post('/api/auth/login', { ...ADMIN, scope: 'admin' });
  expect(res.status, res.raw).toBe(200);
  expect(res.body.user.role).toBe('admin');
  return c;
}

async function newUser(overrides: Partial<{ name: string; email: string }> = {}) {
  const c = new Client(t.app);
  const user = await registerUser(c, overrides);
  return { c, ...user };
}

function csvRows(raw: string): string[][] {
  return raw
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
}

async function setSettings(group: string, patch: Record<string, unknown>) {
  const res = await admin.patch(`/api/admin/settings/${group}`, patch);
  expect(res.status, res.raw).toBe(200);
  return res.body;
}

describe('the gate', () => {
  it('answers 404 to visitors and non-administrators on every /api/admin route', async () => {
    const adminRoutes = t.routes.filter((r) => r.url.startsWith('/api/admin'));
    expect(adminRoutes.length).toBeGreaterThan(30);
    const visitor = new Client(t.app);
    const { c: user } = await newUser();
    for (const route of adminRoutes) {
      const url = route.url.replace(':group', 'general').replace(/:[a-zA-Z]+/g, 'some-id');
      for (const client of [visitor, user]) {
        const res = await client.request(
          route.method as 'GET',
          url,
          route.method === 'GET' || route.method === 'HEAD' ? undefined : {},
        );
        expect(res.status, `${route.method} ${url}`).toBe(404);
        if (route.method !== 'HEAD') expect(res.body.error.code).toBe('not_found');
      }
    }
    // The same answer as a path that does not exist at all.
    const none = await visitor.get('/api/admin/nothing-here');
    expect(none.status).toBe(404);
    expect((await admin.get('/api/admin/dashboard')).status).toBe(200);
  });

  it('lets only administrators through the admin login, with the same lock-out', async () => {
    const { email } = await newUser();
    const c = new Client(t.app);
    const refused = await c.post('/api/auth/login', { email, password: STRONG_PASSWORD, scope: 'admin' });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('unauthenticated');
    expect(c.sessionCookie).toBeUndefined();
    const wrong = await c.post('/api/auth/login', { email: ADMIN.email, password: 'nope', scope: 'admin' });
    expect(wrong.status).toBe(401);
    expect((await c.post('/api/auth/login', { ...ADMIN, scope: 'admin' })).status).toBe(200);
  });

  it('locks an administrator out after 5 failures and asks for the two-factor code, like the normal sign-in', async () => {
    // A second administrator, so the shared one stays usable for the other tests.
    const second = await newUser({ name: 'Second Admin' });
    await t.ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', second.id).execute();
    const c = new Client(t.app, { ip: '10.9.9.9' });
    const login = (password: string, totp?: string) =>
      c.post('/api/auth/login', { email: second.email, password, scope: 'admin', ...(totp ? { totp } : {}) });

    // Two-factor: enrolled and switched on, the password alone does not open the admin area.
    await setSettings('security', { enableTwoFactor: true });
    try {
      const { secret } = (await second.c.post('/api/profile/two-factor/setup')).body as { secret: string };
      const step = Math.floor(Date.now() / 30000);
      expect(
        (await second.c.post('/api/profile/two-factor/enable', { code: totpCode(secret, step) })).status,
      ).toBe(200);
      const first = await login(second.password);
      expect(first.status).toBe(401);
      expect(first.body.error.code).toBe('two_factor_required');
      const ok = await login(second.password, totpCode(secret, step + 1));
      expect(ok.status, ok.raw).toBe(200);
      expect(ok.body.user.role).toBe('admin');
    } finally {
      await setSettings('security', { enableTwoFactor: false });
    }

    const attacker = new Client(t.app, { ip: '10.9.9.10' });
    for (let i = 0; i < 4; i++)
      expect(
        (
          await attacker.post('/api/auth/login', {
            email: second.email,
            password: 'Wrong-pass-1',
            scope: 'admin',
          })
        ).status,
      ).toBe(401);
    const fifth = await attacker.post('/api/auth/login', {
      email: second.email,
      password: 'Wrong-pass-1',
      scope: 'admin',
    });
    expect(fifth.status).toBe(423);
    expect((await login(second.password)).status).toBe(423);
  });
});

describe('dashboard', () => {
  it('counts from the database and runs real system checks', async () => {
    const before = (await admin.get('/api/admin/dashboard')).body;
    const { c } = await newUser({ name: 'Dash Board' });
    await uploadPdf(c);
    const after = (await admin.get('/api/admin/dashboard')).body;
    expect(after.stats.totalUsers).toBe(before.stats.totalUsers + 1);
    expect(after.stats.totalDocuments).toBe(before.stats.totalDocuments + 1);
    expect(after.recentActivity[0]).toMatchObject({ kind: 'document', actor: 'Dash Board' });
    const keys = after.systemStatus.map((s: { key: string }) => s.key);
    expect(keys).toEqual(['api', 'processing', 'email', 'storage', 'auth']);
    const email = after.systemStatus.find((s: { key: string }) => s.key === 'email');
    expect(email.status).toBe('operational');
    for (const s of after.systemStatus) expect(s.detail).toBeTruthy();
  });
});

describe('dashboard numbers and checks', () => {
  it('counts signatures made today and documents awaiting signatures', async () => {
    const before = (await admin.get('/api/admin/dashboard')).body.stats;
    const { c } = await newUser();
    const doc = await uploadPdf(c);
    const sent = await c.request('PUT', `/api/documents/${doc.id}/signers`, {
      allowAnonymous: false,
      signers: [{ name: 'Sam Signer' }, { name: 'Pat Pending' }],
    });
    expect(sent.status, sent.raw).toBe(200);
    const pending = (await admin.get('/api/admin/dashboard')).body.stats;
    expect(pending.activeRequests).toBe(before.activeRequests + 1);
    const link = new URL(sent.body.signers[0].link as string);
    const [, , documentId, signId] = link.pathname.split('/');
    const signer = new Client(t.app);
    const signed = await signer.post(`/api/sign/${documentId}/${signId}/complete`, {
      image: await signatureDataUrl(),
      placement: PLACEMENT,
    });
    expect(signed.status, signed.raw).toBe(200);
    const after = (await admin.get('/api/admin/dashboard')).body.stats;
    expect(after.signedToday).toBe(pending.signedToday + 1);
    expect(after.activeRequests).toBe(pending.activeRequests);
  });

  it('reports Degraded with the reason when jobs fail, SMTP is unreachable or storage is broken', async () => {
    const broken = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1', JOBS: 'false' });
    try {
      const status = async (key: string) =>
        (
          (await adminDashboard(broken.ctx)).systemStatus as { key: string; status: string; detail: string }[]
        ).find((s) => s.key === key)!;
      expect(await status('processing')).toMatchObject({ status: 'operational' });
      expect(await status('storage')).toMatchObject({ status: 'operational' });
      const email = await status('email');
      expect(email.status).toBe('degraded');
      expect(email.detail).toMatch(/SMTP server unreachable/);

      await broken.ctx.db
        .insertInto('jobs')
        .values({
          id: 'job-failed-for-good',
          type: 'mail.send',
          payload: '{}',
          status: 'failed',
          attempts: 5,
          max_attempts: 5,
          run_at: new Date().toISOString(),
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .execute();
      expect(await status('processing')).toMatchObject({
        status: 'degraded',
        detail: '1 job failed for good in the last 24 hours',
      });

      // The blob folder replaced by a file: nothing can be written any more.
      const blobs = path.join(broken.dataDir, 'blobs');
      await fs.rm(blobs, { recursive: true, force: true });
      await fs.writeFile(blobs, 'not a folder');
      await expect
        .poll(async () => (await status('storage')).status, { timeout: 5000, interval: 200 })
        .toBe('degraded');
      expect((await status('storage')).detail).toMatch(/Local disk unreachable/);
    } finally {
      await fs.rm(path.join(broken.dataDir, 'blobs'), { force: true }).catch(() => undefined);
      await broken.close();
    }
  });
});

describe('every owner’s API keys and webhooks', () => {
  it('creates, regenerates, revokes, activates and deletes a user’s key, each in the audit log', async () => {
    const { c, id } = await newUser({ name: 'Kim Keys' });
    expect((await admin.request('PUT', `/api/admin/users/${id}/plan`, { plan: 'vip' })).status).toBe(200);
    const created = await admin.post('/api/admin/api-keys', { ownerId: id, name: 'Kim’s CRM' });
    expect(created.status, created.raw).toBe(201);
    const keyId = created.body.apiKey.id as string;
    const call = (key: string) =>
      new Client(t.app).get('/api/v1/documents', { authorization: `Bearer ${key}` });
    expect((await call(created.body.key)).status).toBe(200);
    const listed = await admin.get(`/api/admin/api-keys?ownerId=${id}`);
    expect(listed.body.items.map((k: { id: string }) => k.id)).toEqual([keyId]);

    const regenerated = await admin.post(`/api/admin/api-keys/${keyId}/regenerate`);
    expect(regenerated.status, regenerated.raw).toBe(200);
    expect(regenerated.body.message).toBe('API key regenerated');
    expect((await call(created.body.key)).status).toBe(401);
    expect((await call(regenerated.body.key)).status).toBe(200);

    expect((await admin.post(`/api/admin/api-keys/${keyId}/revoke`)).body.message).toBe(
      'API key revoked successfully',
    );
    expect((await call(regenerated.body.key)).status).toBe(401);
    expect((await admin.post(`/api/admin/api-keys/${keyId}/activate`)).body.message).toBe(
      'API key activated successfully',
    );
    expect((await call(regenerated.body.key)).status).toBe(200);
    expect((await admin.delete(`/api/admin/api-keys/${keyId}`)).status).toBe(200);
    expect((await call(regenerated.body.key)).status).toBe(401);
    // The owner's own list agrees.
    expect((await c.get('/api/api-keys')).body.keys).toEqual([]);

    const actions = await t.ctx.db
      .selectFrom('admin_audit')
      .select('action')
      .where('target_id', '=', keyId)
      .orderBy('created_at')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'api_key.created',
      'api_key.regenerated',
      'api_key.revoked',
      'api_key.activated',
      'api_key.deleted',
    ]);
    expect((await admin.post('/api/admin/api-keys/no-such-key/regenerate')).status).toBe(404);
  });

  it('tests a webhook URL before it is saved, under the owner’s rules', async () => {
    const { id } = await newUser({ name: 'Tess Test' });
    // Private addresses are refused by default, for a test as for a saved webhook.
    const privateUrl = await admin.post('/api/admin/webhooks/test', {
      ownerId: id,
      url: 'http://10.1.2.3/hook',
    });
    expect(privateUrl.status).toBe(400);
    expect(privateUrl.body.error.message).toBe(
      'Webhook URLs may not point at private, loopback or link-local addresses.',
    );
    const invalid = await admin.post('/api/admin/webhooks/test', { ownerId: id, url: 'not a url' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.message).toBe('Please enter a valid webhook URL');
    expect(
      (await admin.post('/api/admin/webhooks/test', { ownerId: 'nobody', url: 'https://example.com/h' }))
        .status,
    ).toBe(404);
    const visitor = new Client(t.app);
    expect(
      (await visitor.post('/api/admin/webhooks/test', { ownerId: id, url: 'https://example.com/h' })).status,
    ).toBe(404);
  });
});

describe('users', () => {
  it('searches, filters and exports the spec’s CSV columns', async () => {
    const { email } = await newUser({ name: 'Zelda Export' });
    const found = await admin.get(`/api/admin/users?q=${encodeURIComponent('zelda export')}`);
    expect(found.body.total).toBe(1);
    expect(found.body.items[0]).toMatchObject({ email, status: 'active', plan: 'free', documentCount: 0 });
    const none = await admin.get('/api/admin/users?q=zelda&status=suspended');
    expect(none.body.total).toBe(0);
    const csv = await admin.get('/api/admin/users/export?q=zelda');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/users\.csv/);
    const rows = csvRows(csv.raw);
    expect(rows[0]).toEqual([...USER_EXPORT_COLUMNS]);
    expect(rows[1]!.slice(0, 7)).toEqual(['Zelda Export', email, 'Active', 'Free', '0', '0', '5']);
    expect(rows[1]![7]).toBe(rows[1]![7]); // Last Login, formatted per the settings
  });

  it('suspends a user everywhere and refuses their sign-in until activated', async () => {
    const user = await newUser();
    const second = new Client(t.app);
    expect(
      (await second.post('/api/auth/login', { email: user.email, password: user.password })).status,
    ).toBe(200);
    const res = await admin.post(`/api/admin/users/${user.id}/suspend`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ADMIN_MESSAGES.userSuspendedLong);
    expect(res.body.user.status).toBe('suspended');
    for (const c of [user.c, second]) expect((await c.get('/api/auth/session')).body.user).toBeNull();
    const sessions = await t.ctx.db
      .selectFrom('sessions')
      .select('id_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions).toHaveLength(0);
    const again = new Client(t.app);
    expect((await again.post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(
      403,
    );
    expect((await admin.post(`/api/admin/users/${user.id}/activate`)).body.message).toBe(
      ADMIN_MESSAGES.userActivatedLong,
    );
    expect((await again.post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(
      200,
    );
    // An administrator cannot lock themselves out.
    const me = (await admin.get('/api/auth/session')).body.user.id;
    expect((await admin.post(`/api/admin/users/${me}/suspend`)).status).toBe(409);
  });

  it('changes the plan, the limit override and resets the monthly usage', async () => {
    const user = await newUser();
    await uploadPdf(user.c);
    const vip = await admin.request('PUT', `/api/admin/users/${user.id}/plan`, { plan: 'vip' });
    expect(vip.body.message).toBe('User plan updated to VIP');
    expect(vip.body.user.usage.limit).toBeNull();
    const free = await admin.request('PUT', `/api/admin/users/${user.id}/plan`, { plan: 'free' });
    expect(free.body.message).toBe('User plan updated to FREE');
    expect(free.body.user.usage).toMatchObject({ used: 1, limit: 5 });
    const saved = await admin.patch(`/api/admin/users/${user.id}`, {
      name: 'Renamed Person',
      email: user.email,
      phone: '+972 3 555 0100',
      company: 'Renamed Ltd',
      monthlyLimitOverride: 1,
    });
    expect(saved.status, saved.raw).toBe(200);
    expect(saved.body.user).toMatchObject({
      name: 'Renamed Person',
      company: 'Renamed Ltd',
      phone: '+972 3 555 0100',
    });
    expect(saved.body.user.usage).toMatchObject({ used: 1, limit: 1, percentage: 100 });
    // The override is the quota the upload endpoint enforces.
    const { body, contentType } = multipartBody({}, { filename: 'b.pdf', data: await makePdf(1) });
    expect(
      (await user.c.request('POST', '/api/documents', body, { 'content-type': contentType })).status,
    ).toBe(403);
    const reset = await admin.post(`/api/admin/users/${user.id}/reset-usage`);
    expect(reset.body.message).toBe(ADMIN_MESSAGES.usageReset);
    expect(reset.body.user.usage.used).toBe(0);
    expect(
      (await user.c.request('POST', '/api/documents', body, { 'content-type': contentType })).status,
    ).toBe(201);
    const detail = (await admin.get(`/api/admin/users/${user.id}`)).body;
    expect(detail.documents).toHaveLength(2);
    expect(detail.usageHistory).toHaveLength(6);
    expect(detail.usageHistory.at(-1).documents).toBe(2);
    expect((await admin.get('/api/admin/users/does-not-exist')).body.error.message).toBe(
      ADMIN_MESSAGES.userNotFound,
    );
  });

  it('invites a user who sets a password through the emailed link', async () => {
    const email = `invitee-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const res = await admin.post('/api/admin/users', { name: 'Ivy Invitee', email, plan: 'pro' });
    expect(res.status, res.raw).toBe(201);
    expect(res.body.user).toMatchObject({ status: 'invited', plan: 'pro' });
    const mail = await smtp.waitFor((m) => m.to.includes(email) && /invited/.test(m.subject));
    const link = linkIn(mail, '/reset-password/');
    expect(link).toContain('invite=1');
    const token = new URL(link).pathname.split('/').pop()!;
    const visitor = new Client(t.app);
    expect(
      (await visitor.post('/api/auth/reset-password', { token, password: 'Chosen-Pass-77' })).status,
    ).toBe(200);
    const login = await visitor.post('/api/auth/login', { email, password: 'Chosen-Pass-77' });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ plan: 'pro', emailVerified: true });
    expect((await admin.get(`/api/admin/users/${res.body.user.id}`)).body.user.status).toBe('active');
  });

  it('deletes a user with their documents and files', async () => {
    const user = await newUser();
    const doc = await uploadPdf(user.c);
    const key = `documents/${doc.id}/original.pdf`;
    await t.ctx.blobs.check();
    expect(await blobExists(key)).toBe(true);
    const res = await admin.delete(`/api/admin/users/${user.id}`);
    expect(res.status, res.raw).toBe(200);
    expect(res.body.message).toBe(ADMIN_MESSAGES.userDeleted);
    expect(await blobExists(key)).toBe(false);
    expect(
      await t.ctx.db.selectFrom('documents').select('id').where('id', '=', doc.id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await admin.get(`/api/admin/users/${user.id}`)).status).toBe(404);
    expect((await user.c.get('/api/auth/session')).body.user).toBeNull();
  });
});

async function blobExists(key: string): Promise<boolean> {
  try {
    const stream = await t.ctx.blobs.get(key);
    for await (const _ of stream) break;
    return true;
  } catch {
    return false;
  }
}

describe('documents', () => {
  it('lists every owner’s documents 5 a page, downloads, deletes and uploads on behalf of a user', async () => {
    const owner = await newUser({ name: 'Olive Owner' });
    await admin.request('PUT', `/api/admin/users/${owner.id}/plan`, { plan: 'vip' });
    for (let i = 0; i < 6; i++) await uploadPdf(owner.c, 1, { category: i === 0 ? 'nda' : 'contract' });
    const page1 = (await admin.get(`/api/admin/documents?ownerId=${owner.id}`)).body;
    expect(page1).toMatchObject({ total: 6, pageSize: 5 });
    expect(page1.items).toHaveLength(5);
    expect(page1.items[0].owner).toMatchObject({ name: 'Olive Owner', email: owner.email });
    const byOwner = (
      await admin.get(`/api/admin/documents?q=${encodeURIComponent(owner.email)}&category=nda`)
    ).body;
    expect(byOwner.total).toBe(1);
    const id = byOwner.items[0].id;
    const file = await admin.get(`/api/admin/documents/${id}/file?download=1`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await admin.delete(`/api/admin/documents/${id}`)).body.message).toBe(
      ADMIN_MESSAGES.documentDeleted,
    );
    expect((await owner.c.get(`/api/documents/${id}`)).status).toBe(404);

    const { body, contentType } = multipartBody(
      { category: 'financial' },
      { filename: 'Budget.pdf', data: await makePdf(1) },
    );
    const up = await admin.request('POST', `/api/admin/documents?ownerId=${owner.id}`, body, {
      'content-type': contentType,
    });
    expect(up.status, up.raw).toBe(201);
    expect(up.body.document).toMatchObject({
      name: 'Budget',
      category: 'financial',
      owner: { id: owner.id },
    });
    const mine = (await owner.c.get('/api/documents')).body;
    expect(mine.items.map((d: { name: string }) => d.name)).toContain('Budget');
  });
});

describe('clients', () => {
  it('lists organisations with their contact person, reports and deletes with typed confirmation', async () => {
    const create = await admin.post('/api/admin/clients', {
      name: 'Acme Widgets',
      contactName: 'Wile Coyote',
      email: `wile-${crypto.randomBytes(3).toString('hex')}@example.com`,
      plan: 'basic',
    });
    expect(create.status, create.raw).toBe(201);
    const client = create.body.client;
    expect(client).toMatchObject({
      name: 'Acme Widgets',
      plan: 'basic',
      contactPerson: { name: 'Wile Coyote' },
    });
    const list = (await admin.get('/api/admin/clients?q=coyote')).body;
    expect(list.items.map((c: { id: string }) => c.id)).toContain(client.id);
    const edited = await admin.patch(`/api/admin/clients/${client.id}`, {
      name: 'Acme Widgets Ltd',
      email: '',
      phone: '',
      address: '1 Desert Road',
    });
    expect(edited.body.client).toMatchObject({ name: 'Acme Widgets Ltd', address: '1 Desert Road' });
    const report = await admin.get(`/api/admin/clients/${client.id}/report`);
    expect(csvRows(report.raw)[0]![0]).toBe('Document');
    const wrong = await admin.request('DELETE', `/api/admin/clients/${client.id}`, { confirm: 'Acme' });
    expect(wrong.status).toBe(400);
    const ok = await admin.request('DELETE', `/api/admin/clients/${client.id}`, {
      confirm: 'Acme Widgets Ltd',
    });
    expect(ok.status, ok.raw).toBe(200);
    expect((await admin.get(`/api/admin/clients/${client.id}`)).status).toBe(404);
    expect((await admin.get(`/api/admin/users/${client.contactPerson.id}`)).status).toBe(404);
  });
});

describe('settings persist and take effect', () => {
  it('limits uploads to the maximum size', async () => {
    await setSettings('general', { siteDescription: 'Kept across saves' });
    await setSettings('general', { maxUploadSizeMb: 1 });
    expect((await t.ctx.settings.get()).general.siteDescription).toBe('Kept across saves');
    const user = await newUser();
    const big = Buffer.concat([await makePdf(1), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    const { body, contentType } = multipartBody({}, { filename: 'big.pdf', data: big });
    const res = await user.c.request('POST', '/api/documents', body, { 'content-type': contentType });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('File size must be less than 1MB.');
    await setSettings('general', { maxUploadSizeMb: 20 });
    const again = multipartBody({}, { filename: 'big.pdf', data: big });
    expect(
      (await user.c.request('POST', '/api/documents', again.body, { 'content-type': again.contentType }))
        .status,
    ).toBe(201);
  });

  it('switches the landing page, site name and maintenance mode', async () => {
    const visitor = new Client(t.app);
    await setSettings('auth', { enableLandingPage: false });
    await setSettings('general', { siteName: 'Acme Sign' });
    expect((await visitor.get('/api/settings/public')).body).toMatchObject({
      enableLandingPage: false,
      siteName: 'Acme Sign',
    });
    await setSettings('auth', { enableLandingPage: true });
    await setSettings('general', { siteName: 'Signet' });

    const user = await newUser();
    await setSettings('general', { enableMaintenance: true });
    const blocked = await user.c.get('/api/documents');
    expect(blocked.status).toBe(503);
    expect(blocked.body.error.message).toBe(ADMIN_MESSAGES.maintenance);
    expect((await user.c.get('/api/auth/session')).status).toBe(200);
    expect((await visitor.get('/api/settings/public')).body.maintenance).toBe(true);
    expect((await admin.get('/api/documents')).status).toBe(200);
    await setSettings('general', { enableMaintenance: false });
    expect((await user.c.get('/api/documents')).status).toBe(200);
  });

  it('applies the password complexity to registration', async () => {
    await setSettings('security', { passwordComplexity: 'high' });
    const c = new Client(t.app);
    const weak = await c.post('/api/auth/register', {
      name: 'Weak',
      email: `weak-${crypto.randomBytes(3).toString('hex')}@example.com`,
      password: 'Password1',
      acceptTerms: true,
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields.password).toMatch(/10 characters/);
    await setSettings('security', { passwordComplexity: 'medium' });
  });

  it('keeps secrets out of replies: masked, empty keeps, null clears', async () => {
    let s = await setSettings('email', { smtpPassword: 's3cret-value', smtpUsername: 'mailer' });
    expect(s.settings.email.smtpPassword).toBe('');
    expect(s.secretsSet.smtpPassword).toBe(true);
    expect(JSON.stringify(s)).not.toContain('s3cret-value');
    s = await setSettings('email', { smtpPassword: '', smtpUsername: 'mailer2' });
    expect(s.secretsSet.smtpPassword).toBe(true);
    expect((await t.ctx.settings.get()).email.smtpPassword).toBe('s3cret-value');
    const stored = await t.ctx.db
      .selectFrom('settings')
      .select('value')
      .where('group_name', '=', 'email')
      .executeTakeFirstOrThrow();
    expect(stored.value).not.toContain('s3cret-value');
    s = await setSettings('email', { smtpPassword: null, smtpUsername: '' });
    expect(s.secretsSet.smtpPassword).toBe(false);
    const audit = await t.ctx.db
      .selectFrom('admin_audit')
      .select('details')
      .where('action', '=', 'settings.updated')
      .execute();
    expect(audit.map((a) => a.details).join()).not.toContain('s3cret-value');
  });

  it('asks enrolled users for a TOTP code when two-factor sign-in is on', async () => {
    await setSettings('security', { enableTwoFactor: true });
    const user = await newUser();
    const setup = await user.c.post('/api/profile/two-factor/setup');
    expect(setup.status).toBe(200);
    expect(setup.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const secret: string = setup.body.secret;
    expect((await user.c.post('/api/profile/two-factor/enable', { code: '000000' })).status).toBe(400);
    const enabled = await user.c.post('/api/profile/two-factor/enable', { code: totpCode(secret) });
    expect(enabled.body).toMatchObject({ enabled: true, required: true });

    const c = new Client(t.app);
    const first = await c.post('/api/auth/login', { email: user.email, password: user.password });
    expect(first.status).toBe(401);
    expect(first.body.error.code).toBe('two_factor_required');
    expect(c.sessionCookie).toBeUndefined();
    const wrongStep = (Math.floor(Date.now() / 30000) + 5) * 1;
    const bad = await c.post('/api/auth/login', {
      email: user.email,
      password: user.password,
      totp: totpCode(secret, wrongStep),
    });
    expect(bad.status).toBe(401);
    expect(bad.body.error.code).toBe('unauthenticated');
    // The step after the one used to enrol: a code signs in once.
    const code = totpCode(secret, Math.floor(Date.now() / 30000) + 1);
    expect(
      (await c.post('/api/auth/login', { email: user.email, password: user.password, totp: code })).status,
    ).toBe(200);
    const replay = new Client(t.app);
    expect(
      (await replay.post('/api/auth/login', { email: user.email, password: user.password, totp: code }))
        .status,
    ).toBe(401);
    // Off again: the password alone is enough.
    await setSettings('security', { enableTwoFactor: false });
    expect(
      (await replay.post('/api/auth/login', { email: user.email, password: user.password })).status,
    ).toBe(200);
  });

  it('requires a solved proof-of-work captcha on sign-in and registration when on', async () => {
    await setSettings('security', { enableCaptcha: true });
    expect((await new Client(t.app).get('/api/settings/public')).body.captcha).toBe(true);
    const c = new Client(t.app);
    const email = `captcha-${crypto.randomBytes(3).toString('hex')}@example.com`;
    const reg = { name: 'Cap Tcha', email, password: STRONG_PASSWORD, acceptTerms: true };
    const missing = await c.post('/api/auth/register', reg);
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.captcha).toBeTruthy();
    const solution = solve((await c.get('/api/auth/captcha')).body);
    expect((await c.post('/api/auth/register', { ...reg, captcha: solution })).status).toBe(201);
    const d = new Client(t.app);
    expect(
      (await d.post('/api/auth/login', { email, password: STRONG_PASSWORD, captcha: solution })).status,
    ).toBe(400);
    const fresh = solve((await d.get('/api/auth/captcha')).body);
    expect(
      (await d.post('/api/auth/login', { email, password: STRONG_PASSWORD, captcha: fresh })).status,
    ).toBe(200);
    await setSettings('security', { enableCaptcha: false });
  });
});

function solve(challenge: CaptchaChallenge): string {
  for (let nonce = 0; ; nonce++) {
    const hash = crypto.createHash('sha256').update(captchaInput(challenge.salt, nonce)).digest();
    if (leadingZeroBits(hash) >= challenge.difficulty) return encodeCaptcha({ ...challenge, nonce });
  }
}

describe('email, outbox, certificate, audit', () => {
  it('sends a test email and lists the outbox with Retry', async () => {
    const res = await admin.post('/api/admin/settings/test-email', {});
    expect(res.status, res.raw).toBe(200);
    await smtp.waitFor((m) => m.to.includes(ADMIN.email) && /test email/.test(m.subject));
    const outbox = (await admin.get('/api/admin/outbox?status=all')).body;
    const sent = outbox.items.find((m: { template: string }) => m.template === 'testEmail');
    expect(sent.status).toBe('sent');
    expect((await admin.post(`/api/admin/outbox/${sent.id}/retry`)).status).toBe(409);
    await t.ctx.db
      .updateTable('mail_outbox')
      .set({ status: 'failed', error: 'boom' })
      .where('id', '=', sent.id)
      .execute();
    expect((await admin.post(`/api/admin/outbox/${sent.id}/retry`)).body.message).toBe(
      ADMIN_MESSAGES.mailRetried,
    );
  });

  it('shows, replaces and resets the signing certificate, and checks the audit chains', async () => {
    const got = await admin.get('/api/admin/certificate');
    expect(got.status, got.raw).toBe(200);
    const before = got.body.certificate;
    expect(before).toMatchObject({ source: 'generated', uploaded: false });
    const { body, contentType } = multipartBody(
      { password: 'p12-pass' },
      { filename: 'mine.p12', data: selfSignedP12('p12-pass') },
    );
    const wrong = multipartBody(
      { password: 'nope' },
      { filename: 'mine.p12', data: selfSignedP12('p12-pass') },
    );
    expect(
      (
        await admin.request('POST', '/api/admin/certificate', wrong.body, {
          'content-type': wrong.contentType,
        })
      ).status,
    ).toBe(422);
    const res = await admin.request('POST', '/api/admin/certificate', body, { 'content-type': contentType });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.certificate).toMatchObject({
      source: 'pkcs12',
      uploaded: true,
      subject: 'CN=Admin Upload Test',
    });
    expect(t.ctx.identity.commonName).toBe('Admin Upload Test');
    const reset = await admin.delete('/api/admin/certificate');
    expect(reset.status, reset.raw).toBe(200);
    expect(reset.body.certificate).toMatchObject({ source: 'generated', uploaded: false });
    const audit = await admin.post('/api/admin/audit/verify');
    expect(audit.body).toMatchObject({ ok: true });
    expect(audit.body.checked).toBeGreaterThan(0);
  });

  it('writes every administrator action to the admin audit log and serves logs and integrations', async () => {
    const actions = await t.ctx.db.selectFrom('admin_audit').select('action').execute();
    const names = new Set(actions.map((a) => a.action));
    for (const a of [
      'user.suspended',
      'user.activated',
      'user.plan_changed',
      'user.usage_reset',
      'user.deleted',
      'user.invited',
      'settings.updated',
      'document.deleted',
      'client.deleted',
    ])
      expect(names, a).toContain(a);
    const logs = await admin.get('/api/admin/logs?pageSize=5');
    expect(logs.status).toBe(200);
    expect(logs.body.pageSize).toBe(5);
    const exported = await admin.get('/api/admin/logs/export');
    expect(exported.headers['content-disposition']).toMatch(/logs\.csv/);
    expect(csvRows(exported.raw)[0]).toEqual([...LOG_EXPORT_COLUMNS]);
    expect((await admin.get('/api/admin/api-keys')).status).toBe(200);
    expect((await admin.get('/api/admin/webhooks')).status).toBe(200);
  });
});

describe('two-factor sign-in after social sign-in', () => {
  it('asks an enrolled user for the code before the session starts', async () => {
    const provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    const base = provider.issuer.url!;
    const app = await createTestApp({
      PUBLIC_URL: ORIGIN,
      GOOGLE_CLIENT_ID: 'signet-test',
      GOOGLE_CLIENT_SECRET: 'secret',
      OAUTH_GOOGLE_AUTHORIZATION_URL: `${base}/authorize`,
      OAUTH_GOOGLE_TOKEN_URL: `${base}/token`,
      OAUTH_GOOGLE_USERINFO_URL: `${base}/userinfo`,
    });
    try {
      await app.ctx.settings.update('security', { enableTwoFactor: true });
      const owner = new Client(app.app);
      const user = await registerUser(owner, { email: 'social-2fa@example.com' });
      // A verified account: linking to an unverified one would end its two-factor enrolment.
      await app.ctx.db
        .updateTable('users')
        .set({ email_verified_at: new Date().toISOString() })
        .where('id', '=', user.id)
        .execute();
      const { secret } = (await owner.post('/api/profile/two-factor/setup')).body as { secret: string };
      const step = Math.floor(Date.now() / 30000);
      expect(
        (await owner.post('/api/profile/two-factor/enable', { code: totpCode(secret, step) })).status,
      ).toBe(200);

      const c = new Client(app.app);
      provider.service.once('beforeUserinfo', (res: { body: unknown }) => {
        res.body = { sub: 'g-2fa', email: user.email, email_verified: true, name: 'Two Factor' };
      });
      const start = await c.get('/api/auth/oauth/google/start?next=/profile');
      const toProvider = await fetch(new URL(start.headers.location as string), { redirect: 'manual' });
      const callback = new URL(toProvider.headers.get('location')!);
      const done = await c.get(callback.pathname + callback.search);
      expect(done.status).toBe(302);
      expect(done.headers.location).toBe('/login?twoFactor=google&next=%2Fprofile');
      expect((await c.get('/api/auth/session')).body.user).toBeNull();
      const wrong = await c.post('/api/auth/two-factor', { code: totpCode(secret, step + 7) });
      expect(wrong.status).toBe(401);
      const ok = await c.post('/api/auth/two-factor', { code: totpCode(secret, step + 1) });
      expect(ok.status, ok.raw).toBe(200);
      expect((await c.get('/api/auth/session')).body.user.id).toBe(user.id);
      // Without the pending sign-in, a code alone opens nothing.
      const stranger = new Client(app.app);
      expect((await stranger.post('/api/auth/two-factor', { code: totpCode(secret, step + 2) })).status).toBe(
        401,
      );
    } finally {
      await app.close();
      await provider.stop();
    }
  });
});
