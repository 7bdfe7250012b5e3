// SQL for the administrator's Documents screen: every owner's documents with their owner, signers,
// size and category, searched by name or owner and filtered by category, status, owner or client.
import { sql } from 'kysely';
import {
  listAdminDocumentsQuerySchema,
  type AdminDocument,
  type ListAdminDocumentsQuery,
} from '../../shared/admin';
import type { DocumentCategory } from '../../shared/documents';
import type { Executor } from '../db/database';
import { containsPattern } from './admin-users-repo';

function baseQuery(db: Executor) {
  return db
    .selectFrom('documents')
    .innerJoin('users', 'users.id', 'documents.owner_id')
    .select([
      'documents.id',
      'documents.name',
      'documents.status',
      'documents.category',
      'documents.size',
      'documents.created_at',
      'documents.completed_at',
      'documents.expires_at',
      'documents.sealed_blob_key',
      'documents.organisation_id',
      'users.id as owner_id',
      'users.name as owner_name',
      'users.email as owner_email',
    ])
    .select([
      sql<number>`(select count(*) from signers s where s.document_id = documents.id and s.is_open_link = 0)`.as(
        'signer_count',
      ),
      sql<number>`(select count(*) from signers s where s.document_id = documents.id and s.status = 'signed')`.as(
        'signed_count',
      ),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function toAdminDocument(r: Row): AdminDocument {
  return {
    id: r.id,
    name: r.name,
    status: r.status,
    category: r.category as DocumentCategory,
    size: Number(r.size),
    createdAt: r.created_at,
    completedAt: r.completed_at,
    expiresAt: r.expires_at,
    sealed: !!r.sealed_blob_key,
    signerCount: Number(r.signer_count ?? 0),
    signedCount: Number(r.signed_count ?? 0),
    owner: { id: r.owner_id, name: r.owner_name, email: r.owner_email },
    organisationId: r.organisation_id,
  };
}

export async function listAdminDocuments(
  db: Executor,
  input: ListAdminDocumentsQuery,
  opts: { all?: boolean } = {},
): Promise<{ items: AdminDocument[]; total: number; page: number; pageSize: number }> {
  const query = listAdminDocumentsQuerySchema.parse(input);
  let base = db.selectFrom('documents').innerJoin('users', 'users.id', 'documents.owner_id');
  if (query.q) {
    const p = containsPattern(query.q);
    base = base.where((eb) =>
      eb.or([
        eb(sql`documents.name_search`, 'like', sql`${p} escape '\\'`),
        eb(sql`users.email_normalized`, 'like', sql`${p} escape '\\'`),
        eb(sql`lower(users.name)`, 'like', sql`${p} escape '\\'`),
      ]),
    );
  }
  if (query.category !== 'all') base = base.where('documents.category', '=', query.category);
  if (query.status !== 'all') base = base.where('documents.status', '=', query.status);
  if (query.ownerId) base = base.where('documents.owner_id', '=', query.ownerId);
  if (query.organisationId) base = base.where('documents.organisation_id', '=', query.organisationId);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let ids = base
    .select('documents.id')
    .orderBy('documents.created_at', 'desc')
    .orderBy('documents.id', 'desc');
  if (!opts.all) ids = ids.limit(query.pageSize).offset((query.page - 1) * query.pageSize);
  const idList = (await ids.execute()).map((r) => r.id);
  if (idList.length === 0)
    return { items: [], total: Number(total), page: query.page, pageSize: query.pageSize };
  const rows = await baseQuery(db)
    .where('documents.id', 'in', idList)
    .orderBy('documents.created_at', 'desc')
    .orderBy('documents.id', 'desc')
    .execute();
  return {
    items: rows.map(toAdminDocument),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function findAdminDocument(db: Executor, id: string) {
  return db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
}
