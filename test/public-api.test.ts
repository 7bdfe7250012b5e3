// API keys and the public REST API against the real server and database: who may create keys, the
// key shown once and stored hashed, 401 for revoked, expired and unknown keys, 429 past the monthly
// limit, the documents and webhooks endpoints with the web app's rules, the OpenAPI document, the
// reference page, and the walkthrough script against a listening server.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../src/server/lib/ids';
import { listSystemLogs } from '../src/server/logs/list-system-logs';
import { systemLog } from '../src/server/logs/system-log';
import { Client, registerUser } from './helpers/client';
import { makePdf, multipartBody } from './helpers/fixtures';
import { linkPath, PLACEMENT, signatureDataUrl, signerBrowser } from './helpers/signing';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

async function owner(plan: 'free' | 'unlimited' | 'vip' = 'unlimited') {
  const c = new Client(t.app);
  const user = await registerUser(c, { name: 'Andy API' });
  await t.ctx.db.updateTable('users').set({ plan }).where('id', '=', user.id).execute();
  return { c, user };
}

async function newKey(c: Client, body: Record<string, unknown> = {}) {
  const res = await c.post('/api/api-keys', { name: 'CI', ...body });
  expect(res.status, res.raw).toBe(201);
  return res.body as { apiKey: { id: string; maskedKey: string }; key: string };
}

/** A client that sends only the API key: no cookies, like curl. */
function bearer(key: string) {
  const c = new Client(t.app, { origin: null });
  return {
    get: (url: string) => c.get(url, { authorization: `Bearer ${key}` }),
    post: (url: string, body?: unknown) => c.post(url, body, { authorization: `Bearer ${key}` }),
    put: (url: string, body?: unknown) => c.request('PUT', url, body, { authorization: `Bearer ${key}` }),
    patch: (url: string, body?: unknown) =>
      c.request('PATCH', url, body ?? {}, { authorization: `Bearer ${key}` }),
    delete: (url: string) => c.request('DELETE', url, undefined, { authorization: `Bearer ${key}` }),
    upload: async (fields: Record<string, string> = {}) => {
      const { body, contentType } = multipartBody(fields, {
        filename: 'Contract.pdf',
        data: await makePdf(1),
      });
      return c.request('POST', '/api/v1/documents', body, {
        authorization: `Bearer ${key}`,
        'content-type': contentType,
      });
    },
  };
}

describe('API keys', () => {
  it('are for plans with API access: others get a 403 that names their plan', async () => {
    const { c } = await owner('free');
    const res = await c.post('/api/api-keys', { name: 'x' });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toMatch(/Unlimited and VIP plans.*Your Free plan/);
    const list = (await c.get('/api/api-keys')).body;
    expect(list).toMatchObject({ access: { allowed: false, planName: 'Free' }, keys: [] });
    const vip = await owner('vip');
    expect((await vip.c.post('/api/api-keys', { name: 'v' })).status).toBe(201);
  });

  it('validate with the spec text and default to production, 12 months, 10,000 requests', async () => {
    const { c } = await owner();
    expect((await c.post('/api/api-keys', { name: '  ' })).body.error.message).toBe(
      'Please enter a name for the API key',
    );
    expect((await c.post('/api/api-keys', {})).body.error.message).toBe(
      'Please enter a name for the API key',
    );
    expect((await c.post('/api/api-keys', { name: 'x', usageLimit: 7 })).status).toBe(400);
    expect((await c.post('/api/api-keys', { name: 'x', expiresInMonths: 5 })).status).toBe(400);
    const created = await c.post('/api/api-keys', { name: 'Zapier' });
    expect(created.body.message).toBe('New API key created successfully');
    const { apiKey, key } = created.body;
    expect(key).toMatch(/^sgn_live_[A-Za-z0-9]{43}$/);
    expect(apiKey).toMatchObject({
      environment: 'production',
      usageLimit: 10000,
      expiresInMonths: 12,
      status: 'active',
    });
    const months =
      (new Date(apiKey.expiresAt).getTime() - new Date(apiKey.createdAt).getTime()) /
      (30.4 * 24 * 3600 * 1000);
    expect(Math.round(months)).toBe(12);
    expect(apiKey.maskedKey.startsWith(key.slice(0, 10))).toBe(true);
    expect(apiKey.maskedKey.endsWith(key.slice(-5))).toBe(true);
    const test = await newKey(c, { environment: 'testing', expiresInMonths: 3, usageLimit: 1000 });
    expect(test.key).toMatch(/^sgn_test_/);

    // Only the hash is stored, and the list never carries the full key.
    const row = await t.ctx.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', apiKey.id)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(sha256Hex(key));
    expect(JSON.stringify(row)).not.toContain(key);
    const list = await c.get('/api/api-keys');
    expect(list.raw).not.toContain(key);
    expect(list.body.keys).toHaveLength(2);
  });

  it('authenticate the API; revoked, expired and unknown keys get 401; Activate and Regenerate work', async () => {
    const { c, user } = await owner();
    const { apiKey, key } = await newKey(c);
    const api = bearer(key);
    const me = await api.get('/api/v1/me');
    expect(me.status, me.raw).toBe(200);
    expect(me.body.user).toMatchObject({ id: user.id, email: user.email });
    expect(me.headers['x-ratelimit-limit']).toBe('10000');

    expect((await bearer('sgn_live_nope').get('/api/v1/me')).status).toBe(401);
    const none = await new Client(t.app).get('/api/v1/me');
    expect(none.status).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    // A session alone does not open the API.
    expect((await c.get('/api/v1/documents')).status).toBe(401);

    const revoked = await c.post(`/api/api-keys/${apiKey.id}/revoke`);
    expect(revoked.body).toMatchObject({
      apiKey: { status: 'inactive' },
      message: 'API key revoked successfully',
    });
    const refused = await api.get('/api/v1/me');
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toBe('This API key has been revoked.');
    const activated = await c.post(`/api/api-keys/${apiKey.id}/activate`);
    expect(activated.body.message).toBe('API key activated successfully');
    expect((await api.get('/api/v1/me')).status).toBe(200);

    await t.ctx.db
      .updateTable('api_keys')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', apiKey.id)
      .execute();
    const expired = await api.get('/api/v1/me');
    expect(expired.status).toBe(401);
    expect(expired.body.error.message).toMatch(/expired/);
    expect((await c.get('/api/api-keys')).body.keys[0].status).toBe('expired');

    const regenerated = await c.post(`/api/api-keys/${apiKey.id}/regenerate`);
    expect(regenerated.body.message).toBe('API key regenerated');
    expect(regenerated.body.key).not.toBe(key);
    expect((await api.get('/api/v1/me')).status).toBe(401);
    expect((await bearer(regenerated.body.key).get('/api/v1/me')).status).toBe(200);

    expect((await c.delete(`/api/api-keys/${apiKey.id}`)).status).toBe(204);
    expect((await bearer(regenerated.body.key).get('/api/v1/me')).status).toBe(401);
  });

  it('count requests per month and answer 429 past the limit', async () => {
    const { c, user } = await owner();
    const { apiKey, key } = await newKey(c, { usageLimit: 1000 });
    const api = bearer(key);
    await api.get('/api/v1/me');
    await api.get('/api/v1/documents');
    const listed = (await c.get('/api/api-keys')).body.keys[0];
    expect(listed.usageCount).toBe(2);
    expect(listed.lastUsedAt).not.toBeNull();
    await t.ctx.db.updateTable('api_key_usage').set({ count: 999 }).where('key_id', '=', apiKey.id).execute();
    const last = await api.get('/api/v1/me');
    expect(last.status).toBe(200);
    expect(last.headers['x-ratelimit-remaining']).toBe('0');
    const over = await api.get('/api/v1/me');
    expect(over.status).toBe(429);
    expect(over.body.error.message).toMatch(/monthly limit of 1,000 requests/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await c.get('/api/api-keys')).body.keys[0].usageCount).toBe(1000);

    // Each API request is in the system log with the key's owner.
    await systemLog(t.ctx).flush();
    const logged = await listSystemLogs(t.ctx.db, { q: '/api/v1/me', pageSize: 100 });
    const mine = logged.items.filter((l) => l.userId === user.id);
    expect(mine.map((l) => l.statusCode).sort()).toEqual([200, 200, 429]);
    expect(mine.every((l) => l.source === 'api' && l.user === user.email)).toBe(true);
    expect(logged.items.some((l) => l.statusCode === 429 && l.level === 'warn' && l.userId === user.id)).toBe(
      true,
    );
  });

  it('stop working when the owner loses API access', async () => {
    const { c, user } = await owner();
    const { key } = await newKey(c);
    await t.ctx.db.updateTable('users').set({ plan: 'pro' }).where('id', '=', user.id).execute();
    const res = await bearer(key).get('/api/v1/me');
    expect(res.status).toBe(403);
    expect(res.body.error.message).toMatch(/Pro plan/);
  });
});

describe('the public API', () => {
  it('uploads, sends, follows, audits, downloads and deletes documents with the web app’s rules', async () => {
    const { c, user } = await owner();
    const api = bearer((await newKey(c)).key);
    const up = await api.upload({ category: 'nda' });
    expect(up.status, up.raw).toBe(201);
    const doc = up.body.document;
    expect(doc).toMatchObject({ name: 'Contract', category: 'nda', status: 'draft' });
    expect((await api.get('/api/v1/documents')).body).toMatchObject({ total: 1, items: [{ id: doc.id }] });

    const invalid = await api.put(`/api/v1/documents/${doc.id}/signers`, {
      signers: [{ name: '', email: '' }],
    });
    expect(invalid.body.error.message).toBe('Please enter either an email or a name');
    const sent = await api.put(`/api/v1/documents/${doc.id}/signers`, {
      signers: [{ name: 'Sam', email: 'sam@example.com' }],
      allowAnonymous: false,
    });
    expect(sent.status, sent.raw).toBe(200);
    expect(sent.body.document.status).toBe('pending');
    expect(sent.body.invited).toBe(1);
    const link = sent.body.signers[0].link;
    const status = (await api.get(`/api/v1/documents/${doc.id}/status`)).body;
    expect(status).toMatchObject({ status: 'pending', statusLabel: 'Awaiting Signatures', sealed: false });
    expect(status.signers).toEqual([expect.objectContaining({ name: 'Sam', status: 'pending' })]);

    const signer = signerBrowser(t.app);
    await signer.get(linkPath(link).api);
    await signer.post(`${linkPath(link).api}/complete`, {
      image: await signatureDataUrl(),
      placement: PLACEMENT,
    });
    const audit = (await api.get(`/api/v1/documents/${doc.id}/audit`)).body;
    expect(audit.events.map((e: { event: string }) => e.event)).toEqual([
      'uploaded',
      'sent',
      'viewed',
      'signed',
    ]);
    expect(audit.chain.ok).toBe(true);

    const original = await api.get(`/api/v1/documents/${doc.id}/file?variant=original`);
    expect(original.status).toBe(200);
    expect(original.headers['content-type']).toBe('application/pdf');
    expect(original.raw.startsWith('%PDF-')).toBe(true);
    expect((await api.get(`/api/v1/documents/${doc.id}/audit`)).body.events.at(-1)).toMatchObject({
      event: 'downloaded',
      actor: user.name,
    });

    // Another account's key sees nothing of it.
    const other = await owner();
    const stranger = bearer((await newKey(other.c)).key);
    expect((await stranger.get(`/api/v1/documents/${doc.id}`)).status).toBe(404);
    expect((await stranger.delete(`/api/v1/documents/${doc.id}`)).status).toBe(404);
    expect((await stranger.get(`/api/v1/documents/${doc.id}/file?variant=original`)).status).toBe(404);

    expect((await api.delete(`/api/v1/documents/${doc.id}`)).status).toBe(204);
    expect((await api.get(`/api/v1/documents/${doc.id}`)).status).toBe(404);
  });

  it('applies the monthly document quota', async () => {
    const { c, user } = await owner();
    await t.ctx.db
      .updateTable('users')
      .set({ monthly_limit_override: 1 })
      .where('id', '=', user.id)
      .execute();
    const api = bearer((await newKey(c)).key);
    expect((await api.upload()).status).toBe(201);
    const refused = await api.upload();
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/limit of 1 documents this month/);
  });

  it('manages webhooks', async () => {
    const { c } = await owner();
    const api = bearer((await newKey(c)).key);
    expect((await api.post('/api/v1/webhooks', { url: '' })).body.error.message).toBe(
      'Webhook URL is required',
    );
    const refused = await api.post('/api/v1/webhooks', { url: 'http://127.0.0.1:9/x' });
    expect(refused.status).toBe(400);
    const created = await api.post('/api/v1/webhooks', {
      url: 'http://93.184.215.14/signet',
      description: 'CRM',
    });
    expect(created.status, created.raw).toBe(201);
    const id = created.body.webhook.id;
    expect((await api.get('/api/v1/webhooks')).body.items).toHaveLength(1);
    expect((await api.patch(`/api/v1/webhooks/${id}`, { isActive: false })).body.webhook.isActive).toBe(
      false,
    );
    const secret = (await api.get(`/api/v1/webhooks/${id}/secret`)).body.secret;
    expect((await api.post(`/api/v1/webhooks/${id}/secret/rotate`)).body.secret).not.toBe(secret);
    expect((await api.get(`/api/v1/webhooks/${id}/deliveries`)).body.items).toEqual([]);
    // The web app sees the same webhooks.
    expect((await c.get('/api/webhooks')).body.items[0]).toMatchObject({ id, description: 'CRM' });
    expect((await api.delete(`/api/v1/webhooks/${id}`)).status).toBe(204);
  });

  it('does not let the session CSRF check get in the way of bearer requests', async () => {
    const { c } = await owner();
    const { key } = await newKey(c);
    // A browser with a Signet session calling the API from another site: the cookie is ignored.
    const cookie = `signet_session=${c.sessionCookie}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks',
      headers: { authorization: `Bearer ${key}`, origin: 'https://elsewhere.example', cookie },
      payload: { url: 'https://93.184.215.14/hook' },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('publishes a valid OpenAPI 3.1 document and a readable reference without scripts', async () => {
    const res = await new Client(t.app).get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toBe('3.1.0');
    await SwaggerParser.validate(structuredClone(doc));
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/documents',
        '/api/v1/documents/{id}',
        '/api/v1/documents/{id}/signers',
        '/api/v1/documents/{id}/status',
        '/api/v1/documents/{id}/audit',
        '/api/v1/documents/{id}/file',
        '/api/v1/webhooks',
        '/api/v1/webhooks/{id}',
      ]),
    );
    expect(doc.paths['/api/v1/documents'].post.requestBody.content['multipart/form-data']).toBeDefined();
    expect(
      doc.paths['/api/v1/webhooks'].post.requestBody.content['application/json'].schema.properties.url,
    ).toBeDefined();

    const page = await new Client(t.app).get('/api/docs');
    expect(page.status).toBe(200);
    expect(String(page.headers['content-type'])).toMatch(/^text\/html/);
    expect(page.raw).toContain('curl -s');
    expect(page.raw).toContain('Authorization: Bearer');
    expect(page.raw).toContain('Signet-Signature');
    expect(page.raw).not.toMatch(/<script|https?:\/\/cdn/i);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('answers unknown API paths with JSON 404', async () => {
    const { c } = await owner();
    const res = await bearer((await newKey(c)).key).get('/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});

describe('scripts/api-walkthrough.mjs', () => {
  it('uploads, adds a signer, signs through the link and downloads the sealed PDF with the API alone', async () => {
    const url = await t.listen();
    const { c } = await owner();
    const { key } = await newKey(c);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'signet-walkthrough-'));
    const out = path.join(dir, 'signed.pdf');
    try {
      const { code, stdout, stderr } = await new Promise<{
        code: number | null;
        stdout: string;
        stderr: string;
      }>((resolve) => {
        const child = spawn(process.execPath, ['scripts/api-walkthrough.mjs', '', out], {
          env: { ...process.env, SIGNET_URL: url, SIGNET_API_KEY: key, SIGNET_WAIT_MS: '25000' },
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        child.on('close', (code) => resolve({ code, stdout, stderr }));
      });
      expect(code, `${stdout}\n${stderr}`).toBe(0);
      expect(stdout).toContain('Downloaded the sealed PDF');
      const pdf = await fs.readFile(out);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.includes(Buffer.from('/ByteRange'))).toBe(true);
      const { documentId } = JSON.parse(stdout.trim().split('\n').at(-1)!) as { documentId: string };
      const row = await t.ctx.db
        .selectFrom('documents')
        .selectAll()
        .where('id', '=', documentId)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('completed');
      expect(sha256Hex(pdf)).toBe(row.sealed_sha256);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }, 40_000);
});
