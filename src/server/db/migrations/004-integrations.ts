// Integrations: owners' webhooks with their deliveries and attempts, per-owner signing secrets for
// documents' own webhook URLs, API keys with monthly usage, and the system log.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webhooks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    // JSON array of event names.
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    // AES-256-GCM with the instance's encryption key.
    .addColumn('secret_enc', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('last_triggered_at', 'text')
    .execute();
  await db.schema
    .createIndex('webhooks_owner_idx')
    .on('webhooks')
    .columns(['owner_id', 'created_at'])
    .execute();

  // The secret that signs deliveries to documents' own webhook URLs (and tests of unsaved URLs).
  await db.schema
    .createTable('webhook_owner_secrets')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_enc', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('webhook_deliveries')
    // Sent as Signet-Delivery: the same on every attempt.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // null: the document's own webhook URL.
    .addColumn('webhook_id', 'text', (c) => c.references('webhooks.id').onDelete('cascade'))
    .addColumn('document_id', 'text')
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    // The exact body, so every attempt sends the same bytes.
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_webhook_idx')
    .on('webhook_deliveries')
    .columns(['webhook_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_owner_idx')
    .on('webhook_deliveries')
    .columns(['owner_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('webhook_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('delivery_id', 'text', (c) =>
      c.notNull().references('webhook_deliveries.id').onDelete('cascade'),
    )
    .addColumn('status_code', 'integer')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('response_excerpt', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_attempts_delivery_idx')
    .on('webhook_attempts')
    .columns(['delivery_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('environment', 'text', (c) => c.notNull())
    // SHA-256 of the full key: keys are 256-bit random, so a fast hash is enough.
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('key_prefix', 'text', (c) => c.notNull())
    .addColumn('key_last', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('expires_in_months', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('usage_limit', 'integer', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('api_keys_owner_idx')
    .on('api_keys')
    .columns(['owner_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('api_key_usage')
    .addColumn('key_id', 'text', (c) => c.notNull().references('api_keys.id').onDelete('cascade'))
    // YYYY-MM in UTC.
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('api_key_usage_pk', ['key_id', 'month'])
    .execute();

  await db.schema
    .createTable('system_logs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    // Kept as text, not a reference: logs outlive the accounts they mention.
    .addColumn('user_id', 'text')
    .addColumn('user_label', 'text')
    .addColumn('endpoint', 'text')
    .addColumn('method', 'text')
    .addColumn('status_code', 'integer')
    .addColumn('duration_ms', 'integer')
    .addColumn('ip', 'text')
    .addColumn('request_id', 'text')
    // request, auth, job, webhook, api
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('details', 'text')
    // Lower-cased message, user and endpoint for the admin's search.
    .addColumn('search', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('system_logs_created_idx').on('system_logs').columns(['created_at']).execute();
  await db.schema
    .createIndex('system_logs_level_idx')
    .on('system_logs')
    .columns(['level', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'system_logs',
    'api_key_usage',
    'api_keys',
    'webhook_attempts',
    'webhook_deliveries',
    'webhook_owner_secrets',
    'webhooks',
  ])
    await db.schema.dropTable(t).execute();
}
