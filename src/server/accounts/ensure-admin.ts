// The first administrator, from SIGNET_ADMIN_EMAIL / SIGNET_ADMIN_PASSWORD or `npm run create-admin`.
import type { AppContext } from '../context';
import { nowIso } from '../lib/ids';
import { hashPassword } from './passwords';
import { findUserByEmail, insertUserWithOrganisation } from './users-repo';

/** Creates the administrator, or gives an existing account of that email the admin role. */
export async function ensureInitialAdmin(
  ctx: Pick<AppContext, 'db' | 'log'>,
  admin: { email: string; password: string; name?: string },
  opts: { resetPassword?: boolean } = {},
): Promise<'created' | 'promoted' | 'unchanged'> {
  const existing = await findUserByEmail(ctx.db, admin.email);
  if (existing) {
    if (existing.role === 'admin' && !opts.resetPassword) return 'unchanged';
    await ctx.db
      .updateTable('users')
      .set({
        role: 'admin',
        updated_at: nowIso(),
        ...(opts.resetPassword ? { password_hash: await hashPassword(admin.password) } : {}),
      })
      .where('id', '=', existing.id)
      .execute();
    ctx.log.info({ email: admin.email }, 'administrator role granted');
    return 'promoted';
  }
  await insertUserWithOrganisation(ctx.db, {
    name: admin.name ?? 'Administrator',
    email: admin.email,
    passwordHash: await hashPassword(admin.password),
    emailVerified: true,
    role: 'admin',
  });
  ctx.log.info({ email: admin.email }, 'administrator created');
  return 'created';
}
