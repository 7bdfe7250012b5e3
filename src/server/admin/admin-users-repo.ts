// SQL for the administrator's Users screens: every account with its organisation, document count and
// this month's usage (from the same rule as the owner's own usage bar: the plan's quota, or the
// administrator's override, counted from the month's start or the last usage reset).
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import {
  listUsersQuerySchema,
  type AdminUser,
  type AdminUserDetail,
  type AdminUserStatus,
  type ListUsersQuery,
} from '../../shared/admin';
import { planOf } from '../../shared/plans';
import { monthStart } from '../accounts/usage';
import type { Executor } from '../db/database';
import type { DB } from '../db/schema';
import { nowIso } from '../lib/ids';

/** A LIKE pattern that matches the text anywhere, with the user's %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function baseQuery(db: Executor, start: string) {
  return db
    .selectFrom('users')
    .innerJoin('organisations', 'organisations.id', 'users.organisation_id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.role',
      'users.status',
      'users.plan',
      'users.phone',
      'users.password_hash',
      'users.organisation_id',
      'users.monthly_limit_override',
      'users.usage_reset_at',
      'users.email_verified_at',
      'users.totp_enabled',
      'users.last_login_at',
      'users.created_at',
      'organisations.name as company',
    ])
    .select([
      sql<number>`(select count(*) from documents d where d.owner_id = users.id)`.as('document_count'),
      sql<number>`(select count(*) from document_uploads u where u.user_id = users.id and u.created_at >= (case when users.usage_reset_at is not null and users.usage_reset_at > ${start} then users.usage_reset_at else ${start} end))`.as(
        'used',
      ),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

/** Invited: created by an administrator and never signed in or set a password. */
function statusOf(row: {
  status: string;
  password_hash: string | null;
  last_login_at: string | null;
}): AdminUserStatus {
  if (row.status === 'suspended') return 'suspended';
  if (!row.password_hash && !row.last_login_at) return 'invited';
  return 'active';
}

function toAdminUser(row: Row, start: string): AdminUser {
  const used = Number(row.used ?? 0);
  const limit = row.monthly_limit_override ?? planOf(row.plan).monthlyDocuments;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: statusOf(row),
    plan: planOf(row.plan).id,
    phone: row.phone,
    company: row.company,
    organisationId: row.organisation_id,
    documentCount: Number(row.document_count ?? 0),
    usage: {
      used,
      limit,
      percentage: limit ? Math.min(100, Math.round((used / limit) * 100)) : 0,
      periodStart: row.usage_reset_at && row.usage_reset_at > start ? row.usage_reset_at : start,
    },
    monthlyLimitOverride: row.monthly_limit_override,
    emailVerified: !!row.email_verified_at,
    twoFactor: !!row.totp_enabled,
    lastLoginAt: row.last_login_at,
    createdAt: row.created_at,
  };
}

export async function listAdminUsers(
  db: Executor,
  input: ListUsersQuery,
  opts: { all?: boolean } = {},
): Promise<{ items: AdminUser[]; total: number; page: number; pageSize: number }> {
  const query = listUsersQuerySchema.parse(input);
  const start = monthStart();
  const filters = (eb: ExpressionBuilder<DB, 'users' | 'organisations'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (query.q) {
      const p = containsPattern(query.q);
      conditions.push(
        eb.or([
          eb(sql`users.email_normalized`, 'like', sql`${p} escape '\\'`),
          eb(sql`lower(users.name)`, 'like', sql`${p} escape '\\'`),
          eb(sql`lower(organisations.name)`, 'like', sql`${p} escape '\\'`),
        ]),
      );
    }
    if (query.status === 'suspended') conditions.push(eb('users.status', '=', 'suspended'));
    if (query.status === 'invited')
      conditions.push(
        eb.and([
          eb('users.status', '=', 'active'),
          eb('users.password_hash', 'is', null),
          eb('users.last_login_at', 'is', null),
        ]),
      );
    if (query.status === 'active')
      conditions.push(
        eb.and([
          eb('users.status', '=', 'active'),
          eb.or([eb('users.password_hash', 'is not', null), eb('users.last_login_at', 'is not', null)]),
        ]),
      );
    if (query.plan !== 'all') conditions.push(eb('users.plan', '=', query.plan));
    if (query.role !== 'all') conditions.push(eb('users.role', '=', query.role));
    if (query.organisationId) conditions.push(eb('users.organisation_id', '=', query.organisationId));
    return eb.and(conditions);
  };
  const { total } = await db
    .selectFrom('users')
    .innerJoin('organisations', 'organisations.id', 'users.organisation_id')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(filters)
    .executeTakeFirstOrThrow();
  let rows = baseQuery(db, start)
    .where(filters)
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id', 'desc');
  if (!opts.all) rows = rows.limit(query.pageSize).offset((query.page - 1) * query.pageSize);
  const items = (await rows.execute()).map((r) => toAdminUser(r, start));
  return { items, total: Number(total), page: query.page, pageSize: query.pageSize };
}

export async function findAdminUser(db: Executor, id: string): Promise<AdminUser | undefined> {
  const start = monthStart();
  const row = await baseQuery(db, start).where('users.id', '=', id).executeTakeFirst();
  return row ? toAdminUser(row, start) : undefined;
}

/** The months from `count - 1` months ago to this one, as YYYY-MM (UTC). */
export function lastMonths(count: number, now = new Date()): string[] {
  const months: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    months.push(d.toISOString().slice(0, 7));
  }
  return months;
}

export async function adminUserDetail(db: Executor, id: string): Promise<AdminUserDetail | undefined> {
  const user = await findAdminUser(db, id);
  if (!user) return undefined;
  const months = lastMonths(6);
  const [documents, keys, recent, sessions] = await Promise.all([
    db
      .selectFrom('documents')
      .select(['id', 'name', 'status', 'size', 'created_at'])
      .where('owner_id', '=', id)
      .orderBy('created_at', 'desc')
      .limit(50)
      .execute(),
    db
      .selectFrom('api_keys')
      .select(['id', 'name', 'status', 'expires_at', 'created_at', 'last_used_at'])
      .where('owner_id', '=', id)
      .orderBy('created_at', 'desc')
      .execute(),
    db
      .selectFrom('document_uploads')
      .select('created_at')
      .where('user_id', '=', id)
      .where('created_at', '>=', `${months[0]}-01T00:00:00.000Z`)
      .execute(),
    db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', id)
      .where('expires_at', '>', nowIso())
      .executeTakeFirstOrThrow(),
  ]);
  const perMonth = new Map(months.map((m) => [m, 0]));
  for (const d of recent) {
    const m = d.created_at.slice(0, 7);
    if (perMonth.has(m)) perMonth.set(m, perMonth.get(m)! + 1);
  }
  const now = nowIso();
  return {
    user,
    documents: documents.map((d) => ({
      id: d.id,
      name: d.name,
      status: d.status,
      size: Number(d.size),
      createdAt: d.created_at,
    })),
    apiKeys: keys.map((k) => ({
      id: k.id,
      name: k.name,
      status: k.status === 'active' && k.expires_at <= now ? 'expired' : k.status,
      createdAt: k.created_at,
      lastUsedAt: k.last_used_at,
    })),
    usageHistory: [...perMonth].map(([month, documents]) => ({ month, documents })),
    activeSessions: Number(sessions.n),
  };
}
