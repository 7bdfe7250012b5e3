// Signing: saved signatures, placed signatures, notifications, the hash-chained audit trail, and
// the sealing state of documents.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('saved_signatures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('blob_key', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('saved_signatures_user_idx')
    .on('saved_signatures')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('placements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    // null: the owner's own signature.
    .addColumn('signer_id', 'text', (c) => c.references('signers.id').onDelete('cascade'))
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('actor_email', 'text')
    .addColumn('page_index', 'integer', (c) => c.notNull())
    .addColumn('x', 'real', (c) => c.notNull())
    .addColumn('y', 'real', (c) => c.notNull())
    .addColumn('width', 'real', (c) => c.notNull())
    .addColumn('height', 'real', (c) => c.notNull())
    .addColumn('image_blob_key', 'text', (c) => c.notNull())
    .addColumn('signature_type', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('signed_at', 'text', (c) => c.notNull())
    // Set when the sealing job has appended this signature's revision to the PDF.
    .addColumn('applied_at', 'text')
    .execute();
  await db.schema
    .createIndex('placements_document_idx')
    .on('placements')
    .columns(['document_id', 'signed_at'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('document_id', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('document_id', 'text', (c) => c.notNull())
    // Position in the document's chain, from 1.
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('actor_email', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addUniqueConstraint('audit_events_document_seq', ['document_id', 'seq'])
    .execute();

  await db.schema.alterTable('documents').addColumn('working_blob_key', 'text').execute();
  await db.schema.alterTable('documents').addColumn('working_size', 'integer').execute();
  await db.schema.alterTable('documents').addColumn('seal_state', 'text').execute();
  await db.schema.alterTable('documents').addColumn('seal_error', 'text').execute();
  await db.schema.alterTable('documents').addColumn('seal_locked_until', 'text').execute();
  await db.schema.alterTable('documents').addColumn('completion_requested_at', 'text').execute();
  await db.schema.alterTable('documents').addColumn('void_reason', 'text').execute();
  await db.schema.alterTable('documents').addColumn('audit_head', 'text').execute();
  await db.schema
    .alterTable('documents')
    .addColumn('audit_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('documents').addColumn('link_locked_at', 'text').execute();
  await db.schema.createIndex('documents_sealed_sha_idx').on('documents').column('sealed_sha256').execute();
  // Files attached to an email, as JSON [{ filename, blobKey }]; read from the blob store when sending.
  await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute();
  for (const c of [
    'working_blob_key',
    'working_size',
    'seal_state',
    'seal_error',
    'seal_locked_until',
    'completion_requested_at',
    'void_reason',
    'audit_head',
    'audit_count',
    'link_locked_at',
  ]) {
    await db.schema.alterTable('documents').dropColumn(c).execute();
  }
  for (const t of ['audit_events', 'notifications', 'placements', 'saved_signatures'])
    await db.schema.dropTable(t).execute();
}
