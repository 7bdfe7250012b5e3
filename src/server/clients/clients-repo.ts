// SQL for an owner's contacts. Every query is scoped by owner: another owner's contact is simply
// not found.
import { sql, type Selectable } from 'kysely';
import type { Client, ClientData, ClientDocument } from '../../shared/clients';
import type { Executor } from '../db/database';
import type { ClientsTable } from '../db/schema';
import { newId, nowIso } from '../lib/ids';

export type ClientRow = Selectable<ClientsTable> & { document_count?: number | string | null };

export function normalizeClientEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What search matches: name, email, company and phone, lower-cased. */
export function clientSearchText(c: Pick<ClientData, 'name' | 'email' | 'company' | 'phone'>): string {
  return [c.name, c.email, c.company ?? '', c.phone ?? ''].join('\n').toLowerCase();
}

function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function withDocumentCount(db: Executor) {
  return db
    .selectFrom('clients')
    .selectAll('clients')
    .select(
      sql<number>`(select count(distinct s.document_id) from signers s join documents d on d.id = s.document_id
        where lower(s.email) = clients.email_normalized and d.owner_id = clients.owner_id)`.as(
        'document_count',
      ),
    );
}

export function toClientDto(row: ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    documentCount: Number(row.document_count ?? 0),
  };
}

export async function listClients(
  db: Executor,
  ownerId: string,
  query: { q: string; email?: string; page: number; pageSize: number },
): Promise<{ rows: ClientRow[]; total: number }> {
  let base = db.selectFrom('clients').where('clients.owner_id', '=', ownerId);
  if (query.q) base = base.where(sql<boolean>`clients.search_text like ${likePattern(query.q)} escape '\\'`);
  if (query.email) base = base.where('clients.email_normalized', '=', normalizeClientEmail(query.email));
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let rowsQuery = withDocumentCount(db).where('clients.owner_id', '=', ownerId);
  if (query.q)
    rowsQuery = rowsQuery.where(sql<boolean>`clients.search_text like ${likePattern(query.q)} escape '\\'`);
  if (query.email)
    rowsQuery = rowsQuery.where('clients.email_normalized', '=', normalizeClientEmail(query.email));
  const rows = await rowsQuery
    .orderBy(sql`lower(clients.name)`)
    .orderBy('clients.id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { rows, total: Number(total) };
}

/** Every contact of an owner, for the CSV export. */
export async function allClients(db: Executor, ownerId: string): Promise<ClientRow[]> {
  return db
    .selectFrom('clients')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

export async function findOwnedClient(
  db: Executor,
  ownerId: string,
  id: string,
): Promise<ClientRow | undefined> {
  return withDocumentCount(db)
    .where('clients.id', '=', id)
    .where('clients.owner_id', '=', ownerId)
    .executeTakeFirst();
}

export async function findClientByEmail(
  db: Executor,
  ownerId: string,
  email: string,
): Promise<ClientRow | undefined> {
  return db
    .selectFrom('clients')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('email_normalized', '=', normalizeClientEmail(email))
    .executeTakeFirst();
}

export async function insertClient(
  db: Executor,
  owner: { id: string; organisation_id: string },
  input: ClientData,
): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('clients')
    .values({
      id,
      owner_id: owner.id,
      organisation_id: owner.organisation_id,
      name: input.name,
      email: input.email,
      email_normalized: normalizeClientEmail(input.email),
      company: input.company,
      phone: input.phone,
      search_text: clientSearchText(input),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Returns false when the contact is not this owner's. */
export async function updateClient(
  db: Executor,
  ownerId: string,
  id: string,
  input: ClientData,
): Promise<boolean> {
  const res = await db
    .updateTable('clients')
    .set({
      name: input.name,
      email: input.email,
      email_normalized: normalizeClientEmail(input.email),
      company: input.company,
      phone: input.phone,
      search_text: clientSearchText(input),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function deleteClient(db: Executor, ownerId: string, id: string): Promise<boolean> {
  const res = await db
    .deleteFrom('clients')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** The owner's documents that have a signer with this address, newest first. */
export async function clientDocuments(
  db: Executor,
  ownerId: string,
  email: string,
  limit = 100,
): Promise<ClientDocument[]> {
  const rows = await db
    .selectFrom('signers')
    .innerJoin('documents', 'documents.id', 'signers.document_id')
    .select([
      'documents.id',
      'documents.name',
      'documents.status',
      'documents.category',
      'documents.created_at',
      'documents.sent_at',
      'signers.status as signer_status',
      'signers.signed_at',
    ])
    .where(sql<boolean>`lower(signers.email) = ${normalizeClientEmail(email)}`)
    .where('documents.owner_id', '=', ownerId)
    .orderBy('documents.created_at', 'desc')
    .orderBy('documents.id', 'desc')
    .limit(limit)
    .execute();
  // One entry per document, even if the address signs it twice.
  const seen = new Set<string>();
  return rows
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
    .map((r) => ({
      id: r.id,
      name: r.name,
      status: r.status,
      category: r.category,
      createdAt: r.created_at,
      sentAt: r.sent_at,
      signerStatus: r.signer_status,
      signedAt: r.signed_at,
    }));
}
