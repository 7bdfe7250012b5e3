// Webhooks against the real server, database and job runner, with a receiver on loopback: signed
// deliveries, retries with one delivery id across failures and a restart, Test, Redeliver, the
// document's own webhook URL, refused private targets; and the system log.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSystemLogs } from '../src/server/logs/list-system-logs';
import { pruneSystemLogs } from '../src/server/logs/register-system-logs';
import { systemLog } from '../src/server/logs/system-log';
import { DELIVERY_MAX_ATTEMPTS } from '../src/server/integrations/deliver-webhook';
import { verifySignature } from '../src/server/integrations/webhook-signature';
import { Client, registerUser } from './helpers/client';
import { linkPath, PLACEMENT, signatureDataUrl, signerBrowser, uploadPdf } from './helpers/signing';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  json: Record<string, unknown>;
}

/** A webhook receiver on 127.0.0.1 whose answers the test scripts (default 200). */
class Receiver {
  readonly requests: Received[] = [];
  /** Status codes to answer, in order; 'hang' never answers. */
  script: (number | 'hang')[] = [];
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      this.requests.push({ headers: req.headers, body, json: JSON.parse(body) as Record<string, unknown> });
      const next = this.script.shift() ?? 200;
      if (next === 'hang') return;
      res.writeHead(next, { 'content-type': 'text/plain' }).end(next < 300 ? 'ok' : `nope ${next}`);
    });
  });
  url = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
    return this;
  }

  events(name: string): Received[] {
    return this.requests.filter((r) => r.json.event === name);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let t: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  // Jobs are driven by the test (runAll), so each attempt happens when the test says.
  t = await createTestApp({ JOBS: 'false' });
  await t.ctx.settings.update('platform', { allowPrivateWebhookTargets: true });
  receiver = await new Receiver().start();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

async function owner(app = t) {
  const c = new Client(app.app);
  const user = await registerUser(c, { name: 'Wendy Webhook' });
  return { c, user };
}

/** Runs due jobs until none is left. */
async function runAll(app = t): Promise<void> {
  for (let i = 0; i < 50 && (await app.jobs.runOne()); i++) {
    /* next */
  }
}

/** Makes every queued job due now, skipping the back-off wait. */
async function skipBackoff(app = t): Promise<void> {
  await app.ctx.db
    .updateTable('jobs')
    .set({ run_at: new Date(Date.now() - 1000).toISOString() })
    .where('status', '=', 'queued')
    .execute();
}

async function createHook(c: Client, body: Record<string, unknown>) {
  const res = await c.post('/api/webhooks', { url: receiver.url, ...body });
  expect(res.status, res.raw).toBe(201);
  const secret = (await c.get(`/api/webhooks/${res.body.webhook.id}/secret`)).body.secret as string;
  return { webhook: res.body.webhook, secret };
}

describe('webhook settings', () => {
  it('validates with the spec texts and defaults description and events', async () => {
    const { c } = await owner();
    expect((await c.post('/api/webhooks', { url: '' })).body.error.message).toBe('Webhook URL is required');
    expect((await c.post('/api/webhooks', {})).body.error.message).toBe('Webhook URL is required');
    expect((await c.post('/api/webhooks', { url: 'not a url' })).body.error.message).toBe(
      'Please enter a valid webhook URL',
    );
    expect((await c.post('/api/webhooks', { url: 'ftp://example.com/x' })).body.error.message).toBe(
      'Please enter a valid webhook URL',
    );
    const { webhook, secret } = await createHook(c, {});
    expect(webhook).toMatchObject({
      description: 'Webhook',
      events: ['document.uploaded', 'document.signed', 'document.completed'],
      isActive: true,
      lastTriggeredAt: null,
    });
    expect(secret).toMatch(/^whsec_[\w-]{40,}$/);
    // The secret is encrypted at rest.
    const row = await t.ctx.db
      .selectFrom('webhooks')
      .selectAll()
      .where('id', '=', webhook.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_enc).not.toContain(secret);
    const rotated = (await c.post(`/api/webhooks/${webhook.id}/secret/rotate`)).body.secret;
    expect(rotated).not.toBe(secret);
    expect((await c.get(`/api/webhooks/${webhook.id}/secret`)).body.secret).toBe(rotated);

    const off = await c.patch(`/api/webhooks/${webhook.id}`, { isActive: false });
    expect(off.body).toMatchObject({ webhook: { isActive: false }, message: 'Webhook disabled' });
    const other = await owner();
    expect((await other.c.get(`/api/webhooks/${webhook.id}/secret`)).status).toBe(404);
    expect((await other.c.patch(`/api/webhooks/${webhook.id}`, { isActive: true })).status).toBe(404);
    expect((await c.delete(`/api/webhooks/${webhook.id}`)).status).toBe(204);
    expect((await c.get('/api/webhooks')).body.items).toEqual([]);
  });

  it('refuses private, loopback and link-local targets unless the administrator allows them', async () => {
    const strict = await createTestApp({ JOBS: 'false' });
    try {
      const { c } = await owner(strict);
      for (const url of [
        receiver.url,
        'http://localhost:8080/x',
        'http://10.1.2.3/hook',
        'http://192.168.1.10/hook',
        'http://169.254.169.254/latest/meta-data',
        'http://[::1]:9000/x',
      ]) {
        const res = await c.post('/api/webhooks', { url });
        expect(res.status, url).toBe(400);
        expect(res.body.error.message).toBe(
          'Webhook URLs may not point at private, loopback or link-local addresses.',
        );
      }
      // The document's own webhook URL is held to the same rule.
      const doc = await uploadPdf(c);
      const res = await c.request('PUT', `/api/documents/${doc.id}/signers`, {
        signers: [{ name: 'Ann' }],
        webhookUrl: receiver.url,
      });
      expect(res.status).toBe(400);
      // A webhook saved while private targets were allowed is checked again when it is sent.
      await strict.ctx.settings.update('platform', { allowPrivateWebhookTargets: true });
      const { webhook } = (await c.post('/api/webhooks', { url: receiver.url })).body;
      await strict.ctx.settings.update('platform', { allowPrivateWebhookTargets: false });
      const before = receiver.requests.length;
      await uploadPdf(c);
      await runAll(strict);
      expect(receiver.requests.length).toBe(before);
      const log = (await c.get(`/api/webhooks/${webhook.id}/deliveries`)).body.items;
      expect(log[0].last.error).toMatch(/private, loopback or link-local/);
      expect(log[0].status).toBe('pending');
    } finally {
      await strict.close();
    }
  });
});

describe('deliveries', () => {
  /** Uploads, sends to two signers, has both sign through their links, and runs the jobs. */
  async function signedByAll(c: Client) {
    const doc = await uploadPdf(c);
    const signers = (
      await c.request('PUT', `/api/documents/${doc.id}/signers`, {
        signers: [
          { name: 'First', email: 'first@example.com' },
          { name: 'Last', email: 'last@example.com' },
        ],
        allowAnonymous: false,
      })
    ).body.signers;
    for (const s of signers) {
      const res = await signerBrowser(t.app).post(`${linkPath(s.link).api}/complete`, {
        image: await signatureDataUrl(),
        placement: PLACEMENT,
      });
      expect(res.status, res.raw).toBe(200);
    }
    await runAll(); // seals the document, then sends the deliveries
    expect((await c.get(`/api/documents/${doc.id}`)).body.document.status).toBe('completed');
    return doc;
  }

  it('sends document.signed for each signer, HMAC-signed with the webhook secret', async () => {
    const { c, user } = await owner();
    const { webhook, secret } = await createHook(c, { events: ['document.signed'] });
    const doc = await signedByAll(c);
    const signed = receiver.events('document.signed').filter((r) => r.json.document_id === doc.id);
    expect(signed.map((r) => r.json.signer_email).sort()).toEqual(['first@example.com', 'last@example.com']);
    const hit = signed[0]!;
    expect(hit.json).toMatchObject({ user_id: user.id, document_name: 'Agreement', status: 'pending' });
    expect(hit.headers['content-type']).toBe('application/json');
    expect(hit.headers['signet-event']).toBe('document.signed');
    expect(hit.headers['signet-delivery']).toMatch(/^\w/);
    const signature = String(hit.headers['signet-signature']);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(secret, hit.body, signature)).toBe(true);
    expect(verifySignature(secret, hit.body.replace('Agreement', 'Agreemen7'), signature)).toBe(false);
    expect(verifySignature('whsec_wrong', hit.body, signature)).toBe(false);
    const listed = (await c.get('/api/webhooks')).body.items.find((w: { id: string }) => w.id === webhook.id);
    expect(listed.lastTriggeredAt).not.toBeNull();
  });

  // Emitted by the sealing job in the transaction that completes the document.
  it('sends document.completed, HMAC-signed, when the last signer signs', async () => {
    const { c, user } = await owner();
    const { secret } = await createHook(c, { events: ['document.completed'] });
    const doc = await signedByAll(c);
    const completed = receiver.events('document.completed').filter((r) => r.json.document_id === doc.id);
    expect(completed).toHaveLength(1);
    const hit = completed[0]!;
    expect(hit.json).toMatchObject({
      event: 'document.completed',
      user_id: user.id,
      document_id: doc.id,
      status: 'completed',
    });
    expect(hit.headers['signet-event']).toBe('document.completed');
    expect(verifySignature(secret, hit.body, String(hit.headers['signet-signature']))).toBe(true);
  });

  it('retries a failing receiver with the same delivery id and body until it succeeds', async () => {
    const { c } = await owner();
    const { webhook, secret } = await createHook(c, { events: ['document.uploaded'] });
    receiver.script = [500, 503];
    const before = receiver.requests.length;
    const doc = await uploadPdf(c);
    await runAll();
    let log = (await c.get(`/api/webhooks/${webhook.id}/deliveries`)).body.items;
    expect(log[0]).toMatchObject({ status: 'pending', attempts: 1, event: 'document.uploaded' });
    expect(log[0].last).toMatchObject({ statusCode: 500, responseExcerpt: 'nope 500' });
    expect(log[0].nextAttemptAt).not.toBeNull();
    // The job runner keeps the back-off: nothing is due yet.
    expect(await t.jobs.runOne()).toBe(false);
    await skipBackoff();
    await runAll();
    await skipBackoff();
    await runAll();
    const got = receiver.requests.slice(before).filter((r) => r.json.document_id === doc.id);
    expect(got).toHaveLength(3);
    expect(new Set(got.map((r) => r.headers['signet-delivery'])).size).toBe(1);
    expect(new Set(got.map((r) => r.body)).size).toBe(1);
    for (const r of got)
      expect(verifySignature(secret, r.body, String(r.headers['signet-signature']))).toBe(true);
    log = (await c.get(`/api/webhooks/${webhook.id}/deliveries`)).body.items;
    expect(log[0]).toMatchObject({
      id: got[0]!.headers['signet-delivery'],
      status: 'succeeded',
      attempts: 3,
    });
    expect(log[0].history.map((a: { statusCode: number }) => a.statusCode)).toEqual([200, 503, 500]);
    expect(log[0].history[0].durationMs).toBeGreaterThanOrEqual(0);

    // Failures are in the system log.
    await systemLog(t.ctx).flush();
    const logs = await listSystemLogs(t.ctx.db, { q: log[0].id, level: 'warn' });
    expect(logs.total).toBe(2);
  });

  it('gives up after the last of its attempts, marks the delivery failed and logs an error', async () => {
    const { c } = await owner();
    const { webhook } = await createHook(c, { events: ['document.uploaded'] });
    receiver.script = Array.from({ length: DELIVERY_MAX_ATTEMPTS }, () => 500);
    const before = receiver.requests.length;
    const doc = await uploadPdf(c);
    await runAll();
    for (let i = 1; i < DELIVERY_MAX_ATTEMPTS; i++) {
      await skipBackoff();
      await runAll();
    }
    const got = receiver.requests.slice(before).filter((r) => r.json.document_id === doc.id);
    expect(got).toHaveLength(DELIVERY_MAX_ATTEMPTS);
    expect(got[0]!.json).toMatchObject({
      event: 'document.uploaded',
      status: 'draft',
      signer_email: 'unknown',
    });
    const log = (await c.get(`/api/webhooks/${webhook.id}/deliveries`)).body.items;
    expect(log[0]).toMatchObject({ status: 'failed', attempts: DELIVERY_MAX_ATTEMPTS, nextAttemptAt: null });
    // Nothing is left to retry.
    await skipBackoff();
    await runAll();
    expect(receiver.requests.slice(before).filter((r) => r.json.document_id === doc.id)).toHaveLength(
      DELIVERY_MAX_ATTEMPTS,
    );
    await systemLog(t.ctx).flush();
    const errors = await listSystemLogs(t.ctx.db, { q: log[0].id, level: 'error' });
    expect(errors.items.map((l) => l.message)).toEqual([
      expect.stringMatching(/failed for good after 16 attempt/),
    ]);
  });

  it('still delivers after the server restarts between attempts', async () => {
    let app = await createTestApp({ JOBS: 'false' });
    try {
      await app.ctx.settings.update('platform', { allowPrivateWebhookTargets: true });
      const { c } = await owner(app);
      const res = await c.post('/api/webhooks', { url: receiver.url, events: ['document.uploaded'] });
      const secret = (await c.get(`/api/webhooks/${res.body.webhook.id}/secret`)).body.secret;
      receiver.script = [502];
      const before = receiver.requests.length;
      await uploadPdf(c);
      await runAll(app);
      expect(receiver.requests.length - before).toBe(1);
      app = await app.restart();
      await skipBackoff(app);
      await runAll(app);
      const got = receiver.requests.slice(before);
      expect(got).toHaveLength(2);
      expect(got[1]!.headers['signet-delivery']).toBe(got[0]!.headers['signet-delivery']);
      expect(verifySignature(secret, got[1]!.body, String(got[1]!.headers['signet-signature']))).toBe(true);
      const row = await app.ctx.db.selectFrom('webhook_deliveries').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'succeeded' });
      expect(Number(row.attempts)).toBe(2);
    } finally {
      await app.close();
    }
  });

  it('Test sends a signed test_event now and reports success, failure and time-out', async () => {
    const { c, user } = await owner();
    const { webhook, secret } = await createHook(c, {});
    const ok = await c.post(`/api/webhooks/${webhook.id}/test`);
    expect(ok.body).toMatchObject({
      outcome: 'success',
      message: 'Test webhook sent successfully',
      statusCode: 200,
    });
    const hit = receiver.requests.at(-1)!;
    expect(hit.json).toMatchObject({
      event: 'test_event',
      test: true,
      user_id: user.id,
      // The spec's defaults for what a test event is not about.
      status: 'unknown',
      signer_email: 'unknown',
    });
    expect(hit.headers['signet-event']).toBe('test_event');
    expect(verifySignature(secret, hit.body, String(hit.headers['signet-signature']))).toBe(true);

    receiver.script = [500];
    const failed = await c.post(`/api/webhooks/${webhook.id}/test`);
    expect(failed.body).toMatchObject({
      outcome: 'failure',
      message: 'Failed to test webhook',
      statusCode: 500,
    });

    receiver.script = ['hang'];
    const started = Date.now();
    const slow = await c.post(`/api/webhooks/${webhook.id}/test`);
    expect(slow.body).toMatchObject({
      outcome: 'timeout',
      message: 'Webhook test timed out. The server might be unavailable.',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);

    const log = (await c.get(`/api/webhooks/${webhook.id}/deliveries`)).body.items;
    expect(log.map((d: { event: string; status: string }) => [d.event, d.status])).toEqual([
      ['test_event', 'failed'],
      ['test_event', 'failed'],
      ['test_event', 'succeeded'],
    ]);
    // An unsaved URL (the form's Test button) can be tried too.
    const adHoc = await c.post('/api/webhooks/test', { url: receiver.url });
    expect(adHoc.body.outcome).toBe('success');
  }, 30_000);

  it('Redeliver sends the same delivery again', async () => {
    const { c } = await owner();
    const { webhook } = await createHook(c, { events: ['document.uploaded'] });
    await uploadPdf(c);
    await runAll();
    const [delivery] = (await c.get(`/api/webhooks/${webhook.id}/deliveries`)).body.items;
    expect(delivery.status).toBe('succeeded');
    const before = receiver.requests.length;
    const res = await c.post(`/api/webhook-deliveries/${delivery.id}/redeliver`);
    expect(res.status).toBe(202);
    await runAll();
    const again = receiver.requests.slice(before);
    expect(again).toHaveLength(1);
    expect(again[0]!.headers['signet-delivery']).toBe(delivery.id);
    expect(again[0]!.body).toBe(delivery.payload);
    const other = await owner();
    expect((await other.c.post(`/api/webhook-deliveries/${delivery.id}/redeliver`)).status).toBe(404);
  });

  it("delivers a document's own webhook URL, signed with the account's document secret", async () => {
    const { c } = await owner();
    const secret = (await c.get('/api/webhooks/document-secret')).body.secret;
    const doc = await uploadPdf(c);
    const url = `${receiver.url}?doc=${doc.id}`;
    const signer = (
      await c.request('PUT', `/api/documents/${doc.id}/signers`, {
        signers: [{ name: 'Vic', email: 'vic@example.com' }],
        allowAnonymous: false,
        webhookUrl: url,
      })
    ).body.signers[0];
    await signerBrowser(t.app).get(linkPath(signer.link).api);
    await c.get(`/api/documents/${doc.id}/file?download=1`);
    expect((await c.post(`/api/documents/${doc.id}/exported`, { format: 'image' })).status).toBe(202);
    await runAll();
    const mine = receiver.requests.filter((r) => r.json.document_id === doc.id);
    expect(mine.map((r) => r.json.event)).toEqual([
      'document.viewed',
      'document.downloaded',
      'document.exported',
    ]);
    expect(mine[0]!.json).toMatchObject({
      signer_email: 'vic@example.com',
      signer_name: 'Vic',
      status: 'pending',
    });
    expect(mine[2]!.json).toMatchObject({ format: 'image' });
    for (const r of mine)
      expect(verifySignature(secret, r.body, String(r.headers['signet-signature']))).toBe(true);
    const log = (await c.get('/api/webhooks/document-deliveries')).body.items;
    expect(log).toHaveLength(3);
  });

  it('sends document.declined with the reason', async () => {
    const { c } = await owner();
    await createHook(c, { events: ['document.declined'] });
    const doc = await uploadPdf(c);
    const signer = (
      await c.request('PUT', `/api/documents/${doc.id}/signers`, {
        signers: [{ name: 'Dee' }],
        allowAnonymous: false,
      })
    ).body.signers[0];
    await signerBrowser(t.app).post(`${linkPath(signer.link).api}/decline`, { reason: 'Wrong amount' });
    await runAll();
    const hit = receiver.events('document.declined').find((r) => r.json.document_id === doc.id);
    expect(hit?.json).toMatchObject({ status: 'declined', reason: 'Wrong amount', signer_name: 'Dee' });
  });
});

describe('system log', () => {
  it('records API requests and sign-in failures, not health checks, with search, level filter and retention', async () => {
    const { c, user } = await owner();
    await c.get('/api/webhooks');
    await c.get('/api/health');
    const stranger = new Client(t.app, { ip: '198.51.100.77' });
    await stranger.post('/api/auth/login', { email: user.email, password: 'wrong-password' });
    await signerBrowser(t.app).get('/api/sign/doc123/secretSignIdThatMustNotBeLogged');
    await systemLog(t.ctx).flush();

    const mine = await listSystemLogs(t.ctx.db, { q: user.email, pageSize: 50 });
    expect(
      mine.items.some((l) => l.endpoint === '/api/webhooks' && l.method === 'GET' && l.statusCode === 200),
    ).toBe(true);
    const failure = mine.items.find((l) => l.source === 'auth');
    expect(failure).toMatchObject({ level: 'warn', ip: '198.51.100.77', user: user.email });
    expect(failure!.message).toMatch(/^Sign-in failed/);
    const all = await listSystemLogs(t.ctx.db, { pageSize: 500 });
    expect(all.items.some((l) => l.endpoint === '/api/health')).toBe(false);
    expect(JSON.stringify(all.items)).not.toContain('secretSignIdThatMustNotBeLogged');
    const warnings = await listSystemLogs(t.ctx.db, { level: 'warn', pageSize: 500 });
    expect(warnings.items.every((l) => l.level === 'warn')).toBe(true);
    const page = await listSystemLogs(t.ctx.db, {});
    expect(page.pageSize).toBe(5);
    expect(page.items.length).toBeLessThanOrEqual(5);

    await t.ctx.db
      .updateTable('system_logs')
      .set({ created_at: new Date(Date.now() - 40 * 24 * 3600 * 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const pruned = await pruneSystemLogs(t.ctx);
    expect(pruned.logs).toBeGreaterThan(0);
    expect(
      (await listSystemLogs(t.ctx.db, { q: user.email })).items.filter((l) => l.userId === user.id),
    ).toEqual([]);
  });

  it('records failed jobs', async () => {
    t.jobs.register('test.always-fails', async () => {
      throw new Error('boom for the log');
    });
    const { enqueueJob } = await import('../src/server/jobs/job-queue');
    await enqueueJob(t.ctx.db, 'test.always-fails', {}, { maxAttempts: 1 });
    await runAll();
    await systemLog(t.ctx).flush();
    const logs = await listSystemLogs(t.ctx.db, { q: 'boom for the log', level: 'error' });
    expect(logs.items[0]).toMatchObject({ source: 'job' });
  });
});
