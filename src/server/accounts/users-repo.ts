// SQL for users and their organisations.
import type { Executor } from '../db/database';
import { newId, nowIso } from '../lib/ids';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Executor, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email_normalized', '=', normalizeEmail(email))
    .executeTakeFirst();
}

export async function findUserById(db: Executor, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Creates a user with their own organisation, named after the person until they set a company. */
export async function insertUserWithOrganisation(
  db: Executor,
  input: {
    name: string;
    email: string;
    passwordHash: string | null;
    emailVerified: boolean;
    role?: 'user' | 'admin';
  },
) {
  const now = nowIso();
  const organisationId = newId();
  await db
    .insertInto('organisations')
    .values({
      id: organisationId,
      name: input.name,
      address: null,
      phone: null,
      email: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const id = newId();
  await db
    .insertInto('users')
    .values({
      id,
      organisation_id: organisationId,
      name: input.name,
      email: input.email.trim(),
      email_normalized: normalizeEmail(input.email),
      email_verified_at: input.emailVerified ? now : null,
      password_hash: input.passwordHash,
      role: input.role ?? 'user',
      monthly_limit_override: null,
      usage_reset_at: null,
      phone: null,
      avatar_blob_key: null,
      totp_secret: null,
      last_login_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return (await findUserById(db, id))!;
}

/** Unique-constraint violations look different on SQLite and PostgreSQL. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return (
    e.code === '23505' ||
    e.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint failed/.test(e.message ?? '')
  );
}
