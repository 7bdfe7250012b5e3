// Passwords and secrets never reach the server log, the system log or the database in plain text:
// the real server (src/server/main.ts) runs as a process with the most verbose logging while an
// account registers, fails and succeeds at signing in, changes and resets its password, and an
// administrator stores an SMTP password; then its output and its database files are searched.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './helpers/server-process';

const SECRETS = {
  admin: 'Admin-Only-Secret-1',
  registered: 'First-Password-Aa1',
  wrong: 'Wrong-Guess-Bb2',
  changed: 'Second-Password-Cc3',
  reset: 'Third-Password-Dd4',
  smtp: 'smtp-password-Ee5',
};

let server: ServerProcess;
let dataDir: string;
let base: string;

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
  server = await startServerProcess({
    LOG_LEVEL: 'trace',
    SMTP_URL: '',
    SIGNET_ADMIN_EMAIL: 'root@example.com',
    SIGNET_ADMIN_PASSWORD: SECRETS.admin,
  });
  base = server.url;
  dataDir = server.dataDir;
  await server.ready();
}, 60_000);

afterAll(async () => {
  await server.stop();
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
      token = server.output().match(/\/reset-password\/([A-Za-z0-9_-]+)/)?.[1];
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
    server.child.kill('SIGTERM');
    await server.exited;
    expect(server.output()).toContain('"reqId"');
    expect(server.output()).toContain('/api/auth/login');

    const files = (await fs.readdir(dataDir)).filter((f) => f.startsWith('signet.db'));
    expect(files).toContain('signet.db');
    const stored = (await Promise.all(files.map((f) => fs.readFile(path.join(dataDir, f))))).map((b) =>
      b.toString('latin1'),
    );
    // The search works: what may be stored in plain text is found.
    expect(stored.some((content) => content.includes(email))).toBe(true);
    for (const [name, secret] of Object.entries(SECRETS)) {
      expect(server.output().includes(secret), `${name} in the server log`).toBe(false);
      for (const [i, content] of stored.entries())
        expect(content.includes(secret), `${name} in ${files[i]}`).toBe(false);
    }
  });
});
