// Opens the database (SQLite by default, PostgreSQL when DATABASE_URL says so) and migrates it.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { DB } from './schema';
import { migrations } from './migrations';

export type Database = Kysely<DB>;
/** Repository functions take either the database or a transaction. */
export type Executor = Kysely<DB> | Transaction<DB>;

export interface OpenedDatabase {
  db: Database;
  dialect: DatabaseConfig['dialect'];
  close(): Promise<void>;
}

export function openDatabase(config: DatabaseConfig): OpenedDatabase {
  if (config.dialect === 'postgres') {
    // Keep BIGINT counts as numbers: they never exceed 2^53 here.
    pg.types.setTypeParser(20, (v) => Number(v));
    const pool = new pg.Pool({ connectionString: config.connectionString, max: 10 });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(path.dirname(config.filename), { recursive: true });
  const sqlite = new SQLite(config.filename);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

export async function migrateToLatest(db: Kysely<DB>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}

export async function pingDatabase(db: Database): Promise<void> {
  await sql`select 1`.execute(db);
}
