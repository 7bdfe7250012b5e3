// Signet as a process (src/server/main.ts): a bad configuration stops the start with a clear message,
// SIGTERM lets a request in flight finish before a clean exit, /api/health answers 503 naming the
// broken part, and the SQLite database runs in WAL mode with foreign keys on.
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { checkHealth } from '../src/server/health/health-routes';
import { selfSignedP12 } from './helpers/fixtures';
import { startServerProcess, type ServerProcess } from './helpers/server-process';
import { createTestApp, dbDialect } from './helpers/test-app';

const servers: ServerProcess[] = [];
const dirs: string[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
  for (const d of dirs.splice(0)) await fs.rm(d, { recursive: true, force: true });
});

async function startServer(env: Record<string, string>) {
  const server = await startServerProcess(env);
  servers.push(server);
  return server;
}

describe('the server process', () => {
  it('refuses to start on a bad configuration, naming every bad variable', async () => {
    const server = await startServer({ PORT: 'eighty', STORAGE: 's3' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration:');
    expect(server.output()).toMatch(/PORT: /);
    expect(server.output()).toMatch(/S3_BUCKET: is required when STORAGE=s3/);
  });

  it('finishes a request in flight on SIGTERM, then exits 0', async () => {
    const server = await startServer({});
    await expect
      .poll(
        () =>
          fetch(`${server.url}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 30_000, interval: 100 },
      )
      .toBe(200);
    // A request in flight: its headers and half its body are sent, then the signal arrives, then
    // the rest of the body. It must get its answer rather than a reset connection.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-Pass-1' });
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    let reply = '';
    socket.on('data', (d: Buffer) => (reply += d.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${server.url}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n` +
        body.slice(0, 10),
    );
    await expect.poll(() => server.output().includes('incoming request'), { timeout: 10_000 }).toBe(true);
    server.child.kill('SIGTERM');
    await expect.poll(() => server.output().includes('shutting down'), { timeout: 10_000 }).toBe(true);
    socket.write(body.slice(10));
    await closed;
    expect(reply, server.output()).toMatch(/^HTTP\/1\.1 401 /);
    expect(reply).toContain('"code":"unauthenticated"');
    expect(await server.exited).toBe(0);
  });
});

describe(`/api/health (${dbDialect()})`, () => {
  it('answers 503 and names the storage when the blob store cannot be written', async () => {
    const t = await createTestApp();
    try {
      const blobs = path.join(t.dataDir, 'blobs');
      await fs.rm(blobs, { recursive: true, force: true });
      await fs.writeFile(blobs, 'not a folder');
      await expect
        .poll(async () => (await t.app.inject('/api/health')).statusCode, { timeout: 5000, interval: 200 })
        .toBe(503);
      const body = (await t.app.inject('/api/health')).json();
      expect(body).toMatchObject({
        status: 'degraded',
        database: { status: 'ok' },
        storage: { status: 'degraded' },
      });
      // What broke is for the server log, not for whoever polls the endpoint.
      expect(JSON.stringify(body)).not.toContain(t.dataDir);
    } finally {
      await fs.rm(path.join(t.dataDir, 'blobs'), { force: true });
      await t.close();
    }
  });
});

describe('/api/health and the signing certificate', () => {
  async function appWithCertificate(days: number) {
    const dir = await fs.mkdtemp(path.join(process.env.SIGNET_TEST_TMP ?? os.tmpdir(), 'signet-p12-'));
    dirs.push(dir);
    const file = path.join(dir, 'signing.p12');
    await fs.writeFile(file, selfSignedP12('p12-pass', days, 'Health Test'));
    return createTestApp({ SIGNING_P12_PATH: file, SIGNING_P12_PASSWORD: 'p12-pass' });
  }

  it('warns while the certificate has less than 30 days left, and stays up', async () => {
    const t = await appWithCertificate(10);
    try {
      const res = await t.app.inject('/api/health');
      expect(res.statusCode).toBe(200);
      const { certificate } = res.json();
      expect(certificate).toMatchObject({ status: 'ok', source: 'pkcs12' });
      expect(new Date(certificate.notAfter).getTime() - Date.now()).toBeLessThan(11 * 24 * 3600_000);
      // The warning itself is for the server log and the admin area, not for whoever polls.
      expect((await checkHealth(t.ctx)).certificate.detail).toMatch(/^expires in (9|10) days$/);
    } finally {
      await t.close();
    }
  });

  it('answers 503 once the certificate has expired', async () => {
    const t = await appWithCertificate(-1);
    try {
      const res = await t.app.inject('/api/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', certificate: { status: 'degraded' } });
      expect((await checkHealth(t.ctx)).certificate.detail).toBe('the signing certificate has expired');
    } finally {
      await t.close();
    }
  });
});

describe.runIf(dbDialect() === 'sqlite')('the SQLite database', () => {
  it('runs in WAL mode with foreign keys enforced', async () => {
    const t = await createTestApp();
    try {
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(t.ctx.db);
      expect(mode.rows[0]!.journal_mode).toBe('wal');
      const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(t.ctx.db);
      expect(fk.rows[0]!.foreign_keys).toBe(1);
      await expect(
        t.ctx.db
          .insertInto('sessions')
          .values({
            id_hash: 'x',
            user_id: 'no-such-user',
            remember: 0,
            ip: null,
            user_agent: null,
            created_at: new Date().toISOString(),
            last_seen_at: new Date().toISOString(),
            expires_at: new Date().toISOString(),
          } as never)
          .execute(),
      ).rejects.toThrow(/FOREIGN KEY/);
    } finally {
      await t.close();
    }
  });
});
