// Builds Signet in-process for integration tests: each call gets its own data directory and its own
// database (a SQLite file, or a fresh PostgreSQL database when TEST_DATABASE_URL is set).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type BuiltApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';

/** Environment variables as loadConfig reads them. */
export type TestEnv = Record<string, string | undefined>;

export interface TestApp extends BuiltApp {
  /** The environment the app was built from (after defaults and overrides). */
  readonly env: TestEnv;
  readonly dataDir: string;
  /** Set once listen() has been called. */
  readonly url?: string;
  /** Listens on 127.0.0.1 on a free port for tests that need a real socket; returns the base URL. */
  listen(): Promise<string>;
  /** Stops this app and builds a new one on the same data directory and database. */
  restart(): Promise<TestApp>;
  /** Stops the app and deletes its data directory and database. Safe to call twice. */
  close(): Promise<void>;
}

export function dbDialect(): 'sqlite' | 'postgres' {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
}

/** Apps not yet closed; the integration setup file closes leftovers after each test file. */
const open = new Set<TestApp>();

export async function createTestApp(overrides: TestEnv = {}): Promise<TestApp> {
  const ownDataDir = overrides.DATA_DIR === undefined;
  // Under the run's directory when the integration global setup made one (removed after the run).
  const tmpRoot = process.env.SIGNET_TEST_TMP ?? os.tmpdir();
  const dataDir = overrides.DATA_DIR ?? (await fs.mkdtemp(path.join(tmpRoot, 'signet-test-')));
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl = overrides.DATABASE_URL;
  try {
    if (databaseUrl === undefined) {
      if (dbDialect() === 'postgres') {
        const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
        databaseUrl = created.url;
        dropDatabase = created.drop;
      } else {
        databaseUrl = `sqlite:${path.join(dataDir, 'signet.db')}`;
      }
    }
    const env: TestEnv = {
      NODE_ENV: 'test',
      LOG_LEVEL: testLogLevel(),
      HOST: '127.0.0.1',
      PORT: '0',
      ...overrides,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
    };
    const cleanup = async () => {
      await dropDatabase?.();
      if (ownDataDir) await fs.rm(dataDir, { recursive: true, force: true });
    };
    return await start(env, cleanup);
  } catch (err) {
    await dropDatabase?.().catch(() => {});
    if (ownDataDir) await fs.rm(dataDir, { recursive: true, force: true }).catch(() => {});
    throw err;
  }
}

async function start(env: TestEnv, cleanup: () => Promise<void>): Promise<TestApp> {
  const built = await buildApp(loadConfig(env));
  let url: string | undefined;
  let state: 'open' | 'restarted' | 'closed' = 'open';
  const testApp: TestApp = {
    ...built,
    env,
    dataDir: env.DATA_DIR!,
    get url() {
      return url;
    },
    async listen() {
      url ??= await built.app.listen({ host: '127.0.0.1', port: 0 });
      return url;
    },
    async restart() {
      if (state !== 'open') throw new Error('restart() on an app that is no longer open');
      state = 'restarted';
      open.delete(testApp);
      await built.app.close();
      return start(env, cleanup);
    },
    async close() {
      if (state !== 'open') return;
      state = 'closed';
      open.delete(testApp);
      try {
        await built.app.close();
      } finally {
        await cleanup();
      }
    },
  };
  open.add(testApp);
  return testApp;
}

export async function closeOpenTestApps(): Promise<void> {
  await Promise.all([...open].map((t) => t.close()));
}

function testLogLevel(): string {
  const wanted = process.env.TEST_LOG;
  if (!wanted || wanted === '0' || wanted === 'false') return 'silent';
  return wanted === '1' || wanted === 'true' ? 'info' : wanted;
}

/**
 * Creates signet_t_<run>_<random> on the server of adminUrl (the admin user needs CREATEDB); the
 * run's prefix lets the global teardown drop what a crashed test left behind.
 */
async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const run = /^[0-9a-f]{6}$/.test(process.env.SIGNET_TEST_RUN ?? '') ? process.env.SIGNET_TEST_RUN : 'solo';
  const name = `signet_t_${run}_${crypto.randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(adminUrl, (c) => dropDatabase(c, name)),
  };
}

async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  try {
    // pg's pool.end() resolves before its sockets have closed; DROP DATABASE waits (up to 5 s) for
    // those sessions to end. Forcing them would hand the closing clients an error nobody listens to.
    await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
  } catch (err) {
    if ((err as { code?: string }).code !== '55006') throw err;
    const { rows } = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    console.warn(`test database ${name} still had ${rows[0]?.n} connection(s) after close: a leak?`);
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

async function withAdmin(adminUrl: string, fn: (c: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}
