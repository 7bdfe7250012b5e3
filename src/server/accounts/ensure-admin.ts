// The first administrator: from SIGNET_ADMIN_EMAIL / SIGNET_ADMIN_PASSWORD at start-up, or from
// `npm run create-admin` run by whoever operates the machine.
import { PASSWORD_RULES, type PasswordComplexity } from '../../shared/settings';
import type { AppContext } from '../context';
import { nowIso } from '../lib/ids';
import { hashPassword, verifyPassword } from './passwords';
import { findUserByEmail, insertUserWithOrganisation } from './users-repo';

type Ctx = Pick<AppContext, 'db' | 'log'>;
interface AdminCredentials {
  email: string;
  password: string;
  name?: string;
}

/** A password the administrator's complexity rule refuses, as a sentence; null when it passes. */
export function adminPasswordProblem(password: string, complexity: PasswordComplexity): string | null {
  const rule = PASSWORD_RULES[complexity];
  return rule.test(password) ? null : `The administrator password is too weak. ${rule.description}`;
}

/**
 * At start-up: acts only while the instance has no administrator, so the variables left in the
 * environment never re-promote an account an administrator has since demoted. An existing account
 * with that address is promoted only when the configured password is already its password: whoever
 * registered the address first must not become administrator through it.
 */
export async function ensureInitialAdmin(
  ctx: Ctx,
  admin: AdminCredentials,
): Promise<'created' | 'promoted' | 'unchanged' | 'refused'> {
  const anyAdmin = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .limit(1)
    .executeTakeFirst();
  if (anyAdmin) return 'unchanged';
  const existing = await findUserByEmail(ctx.db, admin.email);
  if (existing) {
    if (!(await verifyPassword(existing.password_hash, admin.password))) {
      ctx.log.warn(
        { email: admin.email },
        'SIGNET_ADMIN_EMAIL belongs to an existing account whose password is not SIGNET_ADMIN_PASSWORD: not promoted (use npm run create-admin)',
      );
      return 'refused';
    }
    await promote(ctx, existing.id);
    ctx.log.info({ email: admin.email }, 'administrator role granted');
    return 'promoted';
  }
  await insertAdmin(ctx, admin);
  ctx.log.info({ email: admin.email }, 'administrator created');
  return 'created';
}

/** `npm run create-admin`: the operator's own action, so an existing account of that address is
 * promoted and given the new password (its other sign-ins end). */
export async function createAdmin(ctx: Ctx, admin: AdminCredentials): Promise<'created' | 'promoted'> {
  const existing = await findUserByEmail(ctx.db, admin.email);
  if (!existing) {
    await insertAdmin(ctx, admin);
    return 'created';
  }
  const passwordHash = await hashPassword(admin.password);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ role: 'admin', password_hash: passwordHash, updated_at: nowIso() })
      .where('id', '=', existing.id)
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', existing.id).execute();
  });
  return 'promoted';
}

async function promote(ctx: Ctx, userId: string): Promise<void> {
  await ctx.db
    .updateTable('users')
    .set({ role: 'admin', updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
}

async function insertAdmin(ctx: Ctx, admin: AdminCredentials): Promise<void> {
  await insertUserWithOrganisation(ctx.db, {
    name: admin.name ?? 'Administrator',
    email: admin.email,
    passwordHash: await hashPassword(admin.password),
    emailVerified: true,
    role: 'admin',
  });
}
