// Export Users: every user matching the screen's filters as CSV, in the spec's columns.
import { USER_EXPORT_COLUMNS, type ListUsersQuery } from '../../shared/admin';
import { formatDateTime } from '../../shared/format-date';
import { PLANS } from '../../shared/plans';
import type { AppContext } from '../context';
import { recordAdminAction, type AdminActor } from './admin-audit';
import { listAdminUsers } from './admin-users-repo';
import { toCsv } from './csv';

const STATUS_NAMES = { active: 'Active', suspended: 'Suspended', invited: 'Invited' } as const;

export async function exportUsersCsv(
  ctx: AppContext,
  actor: AdminActor,
  query: ListUsersQuery,
): Promise<string> {
  const { general } = await ctx.settings.get();
  const { items } = await listAdminUsers(ctx.db, query, { all: true });
  await recordAdminAction(ctx.db, actor, {
    action: 'users.exported',
    targetType: 'user',
    summary: `Exported ${items.length} user(s) to CSV`,
  });
  return toCsv(
    USER_EXPORT_COLUMNS,
    items.map((u) => [
      u.name,
      u.email,
      STATUS_NAMES[u.status],
      u.role === 'admin' ? `${PLANS[u.plan].name} (administrator)` : PLANS[u.plan].name,
      u.documentCount,
      u.usage.used,
      u.usage.limit ?? 'Unlimited',
      u.lastLoginAt ? formatDateTime(u.lastLoginAt, general.dateFormat, general.timezone) : 'Never',
    ]),
  );
}
