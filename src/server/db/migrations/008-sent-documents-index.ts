// Sent Documents (scope=sent) filters on sent_at: a partial index of just the sent documents, in the
// list's order, serves its page and its count without reading the owner's drafts.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('documents_owner_sent_created_idx')
    .on('documents')
    .columns(['owner_id', 'created_at'])
    .where(sql.ref('sent_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('documents_owner_sent_created_idx').execute();
}
