// Says which database the integration tests run on, and checks PostgreSQL is usable before any test.
import pg from 'pg';

export default async function setup(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('▶ Integration tests use SQLite (a fresh temporary database file per test app)');
    return;
  }
  const shown = redact(adminUrl);
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ version: string; createdb: boolean }>(
      `select current_setting('server_version') as version,
              (select rolcreatedb or rolsuper from pg_roles where rolname = current_user) as createdb`,
    );
    const { version, createdb } = rows[0]!;
    if (!createdb) {
      throw new Error(`the user of TEST_DATABASE_URL (${shown}) may not CREATE DATABASE`);
    }
    console.log(`▶ Integration tests use PostgreSQL ${version} at ${shown} (a fresh database per test app)`);
  } catch (err) {
    throw new Error(`TEST_DATABASE_URL is not usable: ${(err as Error).message}`, { cause: err });
  } finally {
    await client.end().catch(() => {});
  }
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
