// SQL for documents: owner-scoped reads (another owner's id simply is not found), lists and counts.
import { sql, type Selectable } from 'kysely';
import type { DocumentDto, ListDocumentsQuery } from '../../shared/documents';
import type { Executor } from '../db/database';
import type { DocumentsTable } from '../db/schema';

export type DocumentRow = Selectable<DocumentsTable> & { signer_count: number; signed_count: number };

function withCounts(db: Executor) {
  return db
    .selectFrom('documents')
    .selectAll('documents')
    .select((eb) => [
      eb
        .selectFrom('signers')
        .select(eb.fn.countAll<number>().as('c'))
        .whereRef('signers.document_id', '=', 'documents.id')
        .where('signers.is_open_link', '=', 0)
        .as('signer_count'),
      eb
        .selectFrom('signers')
        .select(eb.fn.countAll<number>().as('c'))
        .whereRef('signers.document_id', '=', 'documents.id')
        .where('signers.status', '=', 'signed')
        .as('signed_count'),
    ]);
}

export async function findOwnedDocument(
  db: Executor,
  ownerId: string,
  id: string,
): Promise<DocumentRow | undefined> {
  const row = await withCounts(db)
    .where('documents.id', '=', id)
    .where('documents.owner_id', '=', ownerId)
    .executeTakeFirst();
  return row as DocumentRow | undefined;
}

export async function listDocuments(
  db: Executor,
  ownerId: string,
  query: Required<Omit<ListDocumentsQuery, 'page' | 'pageSize'>> & { page: number; pageSize: number },
): Promise<{ rows: DocumentRow[]; total: number }> {
  let base = db.selectFrom('documents').where('documents.owner_id', '=', ownerId);
  if (query.scope === 'sent') base = base.where('documents.sent_at', 'is not', null);
  if (query.status !== 'all') base = base.where('documents.status', '=', query.status);
  if (query.q) {
    const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where(sql<boolean>`documents.name_search like ${pattern} escape '\\'`);
  }
  const [{ total }] = [
    await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ];
  const ids = await base
    .select('documents.id')
    .orderBy('documents.created_at', 'desc')
    .orderBy('documents.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  if (ids.length === 0) return { rows: [], total: Number(total) };
  const rows = (await withCounts(db)
    .where(
      'documents.id',
      'in',
      ids.map((r) => r.id),
    )
    .orderBy('documents.created_at', 'desc')
    .orderBy('documents.id', 'desc')
    .execute()) as DocumentRow[];
  return { rows, total: Number(total) };
}

export function toDocumentDto(row: DocumentRow): DocumentDto {
  return {
    id: row.id,
    name: row.name,
    category: row.category as DocumentDto['category'],
    status: row.status,
    sourceType: row.source_type,
    sourceExtension: row.source_extension,
    size: row.size,
    pageCount: row.page_count,
    width: row.width,
    height: row.height,
    sha256: row.sha256,
    sealed: !!row.sealed_blob_key,
    allowAnonymous: !!row.allow_anonymous,
    orderedSigning: !!row.ordered_signing,
    pinProtected: !!row.pin_hash,
    uploaderSigned: !!row.uploader_signed,
    uploadedAt: row.created_at,
    expiresAt: row.expires_at,
    sentAt: row.sent_at,
    completedAt: row.completed_at,
    signerCount: Number(row.signer_count ?? 0),
    signedCount: Number(row.signed_count ?? 0),
    sealState: row.seal_state,
    sealError: row.seal_error,
    voidReason: row.void_reason,
    linkLocked: !!row.link_locked_at,
    sealedSha256: row.sealed_sha256,
    webhookUrl: row.webhook_url,
  };
}
