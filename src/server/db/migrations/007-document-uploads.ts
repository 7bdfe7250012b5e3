// The plan quota's ledger: one row per document created, kept when the document is deleted, so
// deleting and uploading again does not get round the monthly limit. Filled from today's documents.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('document_uploads')
    // No foreign key to documents: the row outlives the document.
    .addColumn('document_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('document_uploads_user_created_idx')
    .on('document_uploads')
    .columns(['user_id', 'created_at'])
    .execute();
  await sql`insert into document_uploads (document_id, user_id, created_at)
    select id, owner_id, created_at from documents`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_uploads').execute();
}
