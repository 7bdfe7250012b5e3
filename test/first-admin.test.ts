// The first administrator: SIGNET_ADMIN_* at start-up only while there is no administrator and
// never for an address somebody else registered, and `npm run create-admin` for the operator, with
// the instance's password rule.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureInitialAdmin } from '../src/server/accounts/ensure-admin';
import { Client, registerUser, STRONG_PASSWORD } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/test-app';

const run = promisify(execFile);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

async function roleOf(email: string): Promise<string | undefined> {
  const row = await t.ctx.db
    .selectFrom('users')
    .select('role')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return row?.role;
}

async function signIn(email: string, password: string, scope?: 'admin') {
  return new Client(t.app).post('/api/auth/login', { email, password, ...(scope ? { scope } : {}) });
}

function withoutAdminEmail(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { SIGNET_ADMIN_EMAIL: _ignored, ...rest } = env;
  return rest;
}

/** `npm run create-admin` as an operator runs it, against this test's database. */
async function createAdminCli(email: string, password: string) {
  const tsx = path.resolve('node_modules/.bin/tsx');
  try {
    const { stdout } = await run(tsx, ['src/server/cli/create-admin.ts', '--email', email], {
      env: {
        ...withoutAdminEmail(process.env),
        DATA_DIR: t.env.DATA_DIR,
        DATABASE_URL: t.env.DATABASE_URL,
        SIGNET_ADMIN_PASSWORD: password,
        LOG_LEVEL: 'silent',
      },
    });
    return { code: 0, out: stdout };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: `${e.stdout}${e.stderr}` };
  }
}

describe('SIGNET_ADMIN_EMAIL at start-up', () => {
  it('does not promote an address somebody registered with another password', async () => {
    const squatter = await registerUser(new Client(t.app), { email: 'owner-to-be@example.com' });
    const result = await ensureInitialAdmin(t.ctx, { email: squatter.email, password: 'Operator-Secret-9' });
    expect(result).toBe('refused');
    expect(await roleOf(squatter.email)).toBe('user');
    expect((await signIn(squatter.email, squatter.password, 'admin')).status).toBe(401);
  });

  it('promotes the account when the configured password is its own, then never acts again', async () => {
    const operator = await registerUser(new Client(t.app), { email: 'operator@example.com' });
    expect(await ensureInitialAdmin(t.ctx, { email: operator.email, password: operator.password })).toBe(
      'promoted',
    );
    expect(await roleOf(operator.email)).toBe('admin');
    // With an administrator in place, other variables (or a later restart) change nothing.
    expect(await ensureInitialAdmin(t.ctx, { email: 'second@example.com', password: STRONG_PASSWORD })).toBe(
      'unchanged',
    );
    expect(await roleOf('second@example.com')).toBeUndefined();
  });

  it('refuses to start with an administrator password the complexity rule refuses', async () => {
    await expect(
      createTestApp({ SIGNET_ADMIN_EMAIL: 'weak@example.com', SIGNET_ADMIN_PASSWORD: 'short' }),
    ).rejects.toThrow(/SIGNET_ADMIN_PASSWORD: The administrator password is too weak/);
  });
});

describe('npm run create-admin', () => {
  it('refuses a weak password and changes nothing', async () => {
    const res = await createAdminCli('cli-weak@example.com', 'password');
    expect(res.code).toBe(1);
    expect(res.out).toContain('At least 8 characters, with upper and lower case letters.');
    expect(await roleOf('cli-weak@example.com')).toBeUndefined();
  });

  it('creates an administrator who can sign in to the admin area', async () => {
    const res = await createAdminCli('cli-admin@example.com', 'Cli-Admin-Pass-1');
    expect(res.out, res.out).toContain('Administrator cli-admin@example.com created.');
    const login = await signIn('cli-admin@example.com', 'Cli-Admin-Pass-1', 'admin');
    expect(login.status, login.raw).toBe(200);
    expect(login.body.user.role).toBe('admin');
  });

  it('promotes an existing account with the new password and ends its sessions', async () => {
    const client = new Client(t.app);
    const user = await registerUser(client, { email: 'cli-existing@example.com' });
    expect((await client.get('/api/auth/session')).body.user?.email).toBe(user.email);
    const res = await createAdminCli(user.email, 'Brand-New-Pass-2');
    expect(res.out, res.out).toContain('cli-existing@example.com is now an administrator.');
    expect((await client.get('/api/auth/session')).body.user).toBeNull();
    expect((await signIn(user.email, user.password)).status).toBe(401);
    expect((await signIn(user.email, 'Brand-New-Pass-2', 'admin')).status).toBe(200);
  });
});
