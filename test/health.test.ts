// The server's foundations: health, error replies, configuration, secrets, settings, HTTP headers.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '../src/shared/api-error';
import { MESSAGES } from '../src/shared/messages';
import { ConfigError, loadConfig } from '../src/server/config';
import { AppError } from '../src/server/http/errors';
import { createTestApp, dbDialect, type TestApp } from './helpers/test-app';

describe(`a running server (${dbDialect()})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    // Routes that fail on purpose, added before the app is ready (the first inject makes it ready).
    t.app.get('/api/test/crash', async () => {
      throw new Error('connect ECONNREFUSED postgres://admin:hunter2@db.internal:5432');
    });
    t.app.get('/api/test/conflict', async () => {
      throw new AppError('conflict', 'This document was already sent.', { fields: { title: 'Taken' } });
    });
    t.app.post('/api/test/validate', async (request) => z.object({ email: z.email() }).parse(request.body));
  });
  afterAll(() => t.close());

  it('reports healthy database and storage', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { status: 'ok', dialect: dbDialect() },
      storage: { status: 'ok', driver: 'local' },
    });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject('/api/x');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('turns an AppError into its status, code, message and fields', async () => {
    const res = await t.app.inject('/api/test/conflict');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'conflict', message: 'This document was already sent.', fields: { title: 'Taken' } },
    });
  });

  it('turns a schema failure into a 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/validate', payload: { email: 'nope' } });
    expect(res.statusCode).toBe(400);
    const body = apiErrorSchema.parse(res.json());
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields ?? {})).toEqual(['email']);
  });

  it('answers a malformed JSON body with a 400 error reply', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('bad_request');
  });

  it('hides the details of a server error from the client', async () => {
    const res = await t.app.inject('/api/test/crash');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'internal', message: MESSAGES.internalError } });
    expect(res.body).not.toMatch(/hunter2|ECONNREFUSED|db\.internal/);
  });

  it('sends security headers, on error replies too', async () => {
    for (const url of ['/api/settings/public', '/api/x']) {
      const res = await t.app.inject(url);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('keeps the health poll lean: JSON with nosniff and no-store, without the page headers', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('echoes a well-formed x-request-id and makes one up otherwise', async () => {
    const given = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'req-1234abcd' } });
    expect(given.headers['x-request-id']).toBe('req-1234abcd');

    const crashed = await t.app.inject({
      url: '/api/test/crash',
      headers: { 'x-request-id': 'req-5678efgh' },
    });
    expect(crashed.headers['x-request-id']).toBe('req-5678efgh');

    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const none = await t.app.inject('/api/health');
    expect(none.headers['x-request-id']).toMatch(uuid);
  });

  it('replaces a malformed x-request-id with its own', async () => {
    const hostile = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the same answers over a real socket', async () => {
    const url = await t.listen();
    const res = await fetch(`${url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });
});

describe('configuration', () => {
  it('refuses a port that is not a number, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/Invalid configuration:\n\s+PORT: /);
  });

  it.each([
    [{ STORAGE: 's3' }, /S3_BUCKET: is required when STORAGE=s3/],
    [{ DATABASE_URL: 'mysql://db/signet' }, /DATABASE_URL: must start with postgres:\/\//],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL: .*"silent"/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('chooses the database from DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).database.dialect).toBe('postgres');
    expect(loadConfig({ DATA_DIR: '/srv/signet' }).database).toEqual({
      dialect: 'sqlite',
      filename: path.resolve('/srv/signet/signet.db'),
    });
  });
});

describe(`secrets and settings (${dbDialect()})`, () => {
  it('creates the secrets file owner-only and reuses it on the next start', async () => {
    const first = await createTestApp();
    const file = path.join(first.dataDir, 'secrets.json');
    const stat = await fs.stat(file);
    expect(stat.mode & 0o777).toBe(0o600);
    const secrets = first.ctx.secrets;
    expect(secrets.encryptionKey).toMatch(/^[0-9a-f]{64}$/);

    const second = await first.restart();
    try {
      expect(second.ctx.secrets).toEqual(secrets);
      expect((await fs.stat(file)).mtimeMs).toBe(stat.mtimeMs);
    } finally {
      await second.close();
    }
  });

  it("starts with the specification's defaults", async () => {
    const t = await createTestApp();
    try {
      const s = await t.ctx.settings.get();
      expect(s.general).toMatchObject({ maxUploadSizeMb: 20, timezone: 'UTC', dateFormat: 'MM/DD/YYYY' });
      expect(s.security).toMatchObject({
        sessionTimeoutMinutes: 30,
        maxLoginAttempts: 5,
        passwordComplexity: 'medium',
      });
      expect(s.auth.enableLandingPage).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('keeps changes across a restart, with secret settings encrypted at rest', async () => {
    const first = await createTestApp();
    const password = 'smtp-Pa55word-do-not-leak';
    await first.ctx.settings.update('email', { smtpPassword: password, smtpHost: 'mail.example.com' });
    await first.ctx.settings.update('general', { maxUploadSizeMb: 50 });
    await expect(first.ctx.settings.update('general', { maxUploadSizeMb: 0 })).rejects.toThrow();

    const rows = await first.ctx.db.selectFrom('settings').select(['group_name', 'value']).execute();
    const stored = rows.map((r) => r.value).join('\n');
    expect(stored).not.toContain(password);
    const email = JSON.parse(rows.find((r) => r.group_name === 'email')!.value) as Record<string, string>;
    expect(email.smtpPassword).toMatch(/^enc:v1:/);
    expect(email.smtpHost).toBe('mail.example.com');

    const publicReply = await first.app.inject('/api/settings/public');
    expect(publicReply.json()).toMatchObject({ maxUploadSizeMb: 50 });
    expect(publicReply.body).not.toContain(password);
    expect(publicReply.body).not.toContain('smtp');

    const second = await first.restart();
    try {
      const s = await second.ctx.settings.get();
      expect(s.email.smtpPassword).toBe(password);
      expect(s.email.smtpHost).toBe('mail.example.com');
      expect(s.general.maxUploadSizeMb).toBe(50);
    } finally {
      await second.close();
    }
  });
});
