// SQL for the administrator's Clients screen: customer organisations (PRODUCT.md §3) with their
// contact person (the first member), that person's plan, documents, contracts as projects, and the
// last time anyone in them signed in or uploaded.
import { sql } from 'kysely';
import { listClientsQuerySchema, type AdminClient, type ListClientsQuery } from '../../shared/admin';
import { planOf } from '../../shared/plans';
import type { Executor } from '../db/database';
import { containsPattern } from './admin-users-repo';

function baseQuery(db: Executor) {
  return db
    .selectFrom('organisations')
    .select([
      'organisations.id',
      'organisations.name',
      'organisations.email',
      'organisations.phone',
      'organisations.address',
      'organisations.created_at',
    ])
    .select([
      sql<
        string | null
      >`(select u.id from users u where u.organisation_id = organisations.id order by u.created_at, u.id limit 1)`.as(
        'contact_id',
      ),
      sql<number>`(select count(*) from users u where u.organisation_id = organisations.id)`.as(
        'member_count',
      ),
      sql<number>`(select count(*) from users u where u.organisation_id = organisations.id and u.status = 'active')`.as(
        'active_members',
      ),
      sql<number>`(select count(*) from documents d where d.organisation_id = organisations.id)`.as(
        'document_count',
      ),
      sql<number>`(select count(*) from contracts c where c.organisation_id = organisations.id)`.as(
        'projects_count',
      ),
      sql<
        string | null
      >`(select max(u.last_login_at) from users u where u.organisation_id = organisations.id)`.as(
        'last_login',
      ),
      sql<
        string | null
      >`(select max(d.created_at) from documents d where d.organisation_id = organisations.id)`.as(
        'last_upload',
      ),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

async function withContacts(db: Executor, rows: Row[]): Promise<AdminClient[]> {
  const ids = rows.map((r) => r.contact_id).filter((id): id is string => !!id);
  const contacts = ids.length
    ? await db.selectFrom('users').select(['id', 'name', 'email', 'plan']).where('id', 'in', ids).execute()
    : [];
  const byId = new Map(contacts.map((c) => [c.id, c]));
  return rows.map((r) => {
    const contact = r.contact_id ? byId.get(r.contact_id) : undefined;
    const lastActive =
      [r.last_login, r.last_upload]
        .filter((v): v is string => !!v)
        .sort()
        .pop() ?? null;
    return {
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      address: r.address,
      status: Number(r.active_members) > 0 ? 'active' : 'inactive',
      plan: planOf(contact?.plan ?? 'free').id,
      contactPerson: contact ? { id: contact.id, name: contact.name, email: contact.email } : null,
      memberCount: Number(r.member_count ?? 0),
      documentCount: Number(r.document_count ?? 0),
      projectsCount: Number(r.projects_count ?? 0),
      lastActiveAt: lastActive,
      createdAt: r.created_at,
    };
  });
}

export async function listClients(
  db: Executor,
  input: ListClientsQuery,
): Promise<{ items: AdminClient[]; total: number; page: number; pageSize: number }> {
  const query = listClientsQuerySchema.parse(input);
  let base = db.selectFrom('organisations');
  if (query.q) {
    const p = containsPattern(query.q);
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(organisations.name)`, 'like', sql`${p} escape '\\'`),
        eb(sql`lower(coalesce(organisations.email, ''))`, 'like', sql`${p} escape '\\'`),
        eb.exists(
          eb
            .selectFrom('users as m')
            .select('m.id')
            .whereRef('m.organisation_id', '=', 'organisations.id')
            .where((w) =>
              w.or([
                w(sql`lower(m.name)`, 'like', sql`${p} escape '\\'`),
                w(sql`m.email_normalized`, 'like', sql`${p} escape '\\'`),
              ]),
            ),
        ),
      ]),
    );
  }
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const ids = (
    await base
      .select('organisations.id')
      .orderBy('organisations.created_at', 'desc')
      .orderBy('organisations.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute()
  ).map((r) => r.id);
  if (!ids.length) return { items: [], total: Number(total), page: query.page, pageSize: query.pageSize };
  const rows = await baseQuery(db)
    .where('organisations.id', 'in', ids)
    .orderBy('organisations.created_at', 'desc')
    .orderBy('organisations.id', 'desc')
    .execute();
  return {
    items: await withContacts(db, rows),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function findClient(db: Executor, id: string): Promise<AdminClient | undefined> {
  const row = await baseQuery(db).where('organisations.id', '=', id).executeTakeFirst();
  return row ? (await withContacts(db, [row]))[0] : undefined;
}
