// Passwords and secrets never reach the server log, the system log or the database in plain text:
// the real server (src/server/main.ts) runs as a process with the most verbose logging while an
// account registers, fails and succeeds at signing in, changes and resets its password, and an
// administrator stores an SMTP password; then its output and its database files are searched.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SECRETS = {
  admin: 'Admin-Only-Secret-1',
  registered: 'First-Password-Aa1',
  wrong: 'Wrong-Guess-Bb2',
  changed: 'Second-Password-Cc3',
  reset: 'Third-Password-Dd4',
  smtp: 'smtp-password-Ee5',
};

let server: ChildProcess;
let dataDir: string;
let base: string;
let output = '';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** A browser's cookie jar, enough for one session cookie. */
class Session {
  private cookies = new Map<string, string>();
  async call(method: string, url: string, body?: unknown) {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        origin: base,
        ...(body ? { 'content-type': 'application/json' } : {}),
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!, value.join('='));
    }
    return { status: res.status, text: await res.text() };
  }
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(process.env.SIGNET_TEST_TMP ?? os.tmpdir(), 'signet-secrets-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(path.resolve('node_modules/.bin/tsx'), ['src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'trace',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'signet.db')}`,
      SMTP_URL: '',
      SIGNET_ADMIN_EMAIL: 'root@example.com',
      SIGNET_ADMIN_PASSWORD: SECRETS.admin,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  for (let i = 0; i < 300; i++) {
    if (output.includes('Signet is running')) return;
    if (server.exitCode !== null) throw new Error(`server exited:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start:\n${output}`);
}, 60_000);

afterAll(async () => {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('secrets', () => {
  it('appear in no log line and in no database file', async () => {
    const user = new Session();
    const email = 'careful@example.com';
    expect(
      (
        await user.call('POST', '/api/auth/register', {
          name: 'Careful User',
          email,
          password: SECRETS.registered,
          acceptTerms: true,
        })
      ).status,
    ).toBe(201);
    const stranger = new Session();
    expect((await stranger.call('POST', '/api/auth/login', { email, password: SECRETS.wrong })).status).toBe(
      401,
    );
    expect(
      (
        await user.call('POST', '/api/profile/password', {
          currentPassword: SECRETS.registered,
          newPassword: SECRETS.changed,
        })
      ).status,
    ).toBe(200);

    // With no SMTP server the reset link is in the log, as a fresh install needs.
    expect((await stranger.call('POST', '/api/auth/forgot-password', { email })).status).toBe(200);
    let token: string | undefined;
    for (let i = 0; i < 100 && !token; i++) {
      token = output.match(/\/reset-password\/([A-Za-z0-9_-]+)/)?.[1];
      if (!token) await new Promise((r) => setTimeout(r, 100));
    }
    expect(token).toBeDefined();
    expect(
      (await stranger.call('POST', '/api/auth/reset-password', { token, password: SECRETS.reset })).status,
    ).toBe(200);
    expect((await stranger.call('POST', '/api/auth/login', { email, password: SECRETS.reset })).status).toBe(
      200,
    );

    const admin = new Session();
    expect(
      (
        await admin.call('POST', '/api/auth/login', {
          email: 'root@example.com',
          password: SECRETS.admin,
          scope: 'admin',
        })
      ).status,
    ).toBe(200);
    const saved = await admin.call('PATCH', '/api/admin/settings/email', { smtpPassword: SECRETS.smtp });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.text).not.toContain(SECRETS.smtp);
    expect((await admin.call('GET', '/api/admin/settings')).text).not.toContain(SECRETS.smtp);

    // Let the system log flush, then stop the server so every database page is on disk.
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    expect(output).toContain('"reqId"');
    expect(output).toContain('/api/auth/login');

    const files = (await fs.readdir(dataDir)).filter((f) => f.startsWith('signet.db'));
    expect(files).toContain('signet.db');
    const stored = (await Promise.all(files.map((f) => fs.readFile(path.join(dataDir, f))))).map((b) =>
      b.toString('latin1'),
    );
    // The search works: what may be stored in plain text is found.
    expect(stored.some((content) => content.includes(email))).toBe(true);
    for (const [name, secret] of Object.entries(SECRETS)) {
      expect(output.includes(secret), `${name} in the server log`).toBe(false);
      for (const [i, content] of stored.entries())
        expect(content.includes(secret), `${name} in ${files[i]}`).toBe(false);
    }
  });
});
