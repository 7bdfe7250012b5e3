// Documents: one row per upload; the original file and, once sealed, the signed file live in blobs.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('organisation_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // Lower-cased name for case-insensitive search on both databases.
    .addColumn('name_search', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('other'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('source_type', 'text', (c) => c.notNull())
    .addColumn('source_extension', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('page_count', 'integer', (c) => c.notNull())
    .addColumn('width', 'real', (c) => c.notNull())
    .addColumn('height', 'real', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('blob_key', 'text', (c) => c.notNull())
    .addColumn('sealed_blob_key', 'text')
    .addColumn('sealed_sha256', 'text')
    .addColumn('sealed_size', 'integer')
    .addColumn('allow_anonymous', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('ordered_signing', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pin_hash', 'text')
    .addColumn('uploader_signed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('webhook_url', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('expiry_notified_at', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('documents_owner_created_idx')
    .on('documents')
    .columns(['owner_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('documents_owner_status_created_idx')
    .on('documents')
    .columns(['owner_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('documents_expires_idx')
    .on('documents')
    .columns(['status', 'expires_at'])
    .execute();

  await db.schema
    .createTable('signers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('order_index', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    // The signing link's secret (the {signId} of /sign/{documentId}/{signId}); the owner can copy it again.
    .addColumn('sign_id', 'text', (c) => c.notNull().unique())
    .addColumn('is_open_link', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('invited_at', 'text')
    .addColumn('last_reminded_at', 'text')
    .addColumn('viewed_at', 'text')
    .addColumn('signed_at', 'text')
    .addColumn('declined_at', 'text')
    .addColumn('decline_reason', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('signers_document_idx')
    .on('signers')
    .columns(['document_id', 'order_index'])
    .execute();
  await db.schema.createIndex('signers_email_idx').on('signers').column('email').execute();

  // Blobs whose deletion failed and must be retried, so no orphan files remain.
  await db.schema
    .createTable('blob_deletions')
    .addColumn('blob_key', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blob_deletions').execute();
  await db.schema.dropTable('signers').execute();
  await db.schema.dropTable('documents').execute();
}
