// The administrator area: a log of every administrator action (who did what to whom, from where),
// and the last TOTP time step each user signed in with (a code works once).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // No foreign key: the row outlives the administrator's and the target's accounts.
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_audit_created_idx').on('admin_audit').column('created_at').execute();
  await db.schema
    .createIndex('admin_audit_target_idx')
    .on('admin_audit')
    .columns(['target_type', 'target_id'])
    .execute();

  await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('totp_last_step').execute();
  await db.schema.dropTable('admin_audit').execute();
}
