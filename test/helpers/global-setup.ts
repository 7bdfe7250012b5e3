// Says which database the integration tests run on and checks PostgreSQL is usable before any test.
// Everything a run creates lives under one temp directory and one database-name prefix, removed at
// the end even when a test worker died before its own clean-up.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export default async function setup(): Promise<() => Promise<void>> {
  const runId = crypto.randomBytes(3).toString('hex');
  const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'signet-test-run-'));
  // Read by test-app.ts in the test workers, which inherit this environment.
  process.env.SIGNET_TEST_RUN = runId;
  process.env.SIGNET_TEST_TMP = tmpRoot;
  const removeTmp = async () => fs.rmSync(tmpRoot, { recursive: true, force: true });

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('▶ Integration tests use SQLite (a fresh temporary database file per test app)');
    return removeTmp;
  }
  const shown = redact(adminUrl);
  try {
    await withClient(adminUrl, async (client) => {
      const { rows } = await client.query<{ version: string; createdb: boolean }>(
        `select current_setting('server_version') as version,
                (select rolcreatedb or rolsuper from pg_roles where rolname = current_user) as createdb`,
      );
      const { version, createdb } = rows[0]!;
      if (!createdb) throw new Error(`the user of TEST_DATABASE_URL (${shown}) may not CREATE DATABASE`);
      console.log(
        `▶ Integration tests use PostgreSQL ${version} at ${shown} (a fresh database per test app)`,
      );
    });
  } catch (err) {
    await removeTmp();
    throw new Error(`TEST_DATABASE_URL is not usable: ${(err as Error).message}`, { cause: err });
  }
  return async () => {
    await removeTmp();
    // Databases whose app was never closed (a crashed worker, a hung test).
    await withClient(adminUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`signet_t_${runId}_%`],
      );
      for (const { datname } of rows) {
        console.warn(`dropping test database ${datname}, left behind by a test that did not close its app`);
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      }
    });
  };
}

async function withClient(url: string, fn: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
