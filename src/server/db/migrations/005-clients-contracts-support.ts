// Owner tools: each owner's client contacts, the contracts made by the contract generator, and the
// requests sent through the Help & Support contact form.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('clients')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('organisation_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    // Lower-cased address: one contact per address and owner, and exact look-ups in any case.
    .addColumn('email_normalized', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('phone', 'text')
    // Lower-cased name, email, company and phone, for case-insensitive search on both databases.
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('clients_owner_email', ['owner_id', 'email_normalized'])
    .execute();
  await db.schema.createIndex('clients_owner_name_idx').on('clients').columns(['owner_id', 'name']).execute();
  // "A contact's documents": the owner's documents that have a signer with this address.
  await db.schema
    .createIndex('signers_email_lower_idx')
    .on('signers')
    .expression(sql`lower(email)`)
    .execute();

  await db.schema
    .createTable('contracts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('organisation_id', 'text', (c) => c.notNull())
    // The generated PDF; the contract's record stays when its document is deleted.
    .addColumn('document_id', 'text', (c) => c.references('documents.id').onDelete('set null'))
    // CTR- followed by six digits, unique per owner.
    .addColumn('contract_number', 'text', (c) => c.notNull())
    .addColumn('client_name', 'text', (c) => c.notNull())
    .addColumn('client_email', 'text', (c) => c.notNull())
    .addColumn('client_phone', 'text')
    .addColumn('client_address', 'text')
    // YYYY-MM-DD in the instance's time zone.
    .addColumn('contract_date', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('company_address', 'text')
    .addColumn('company_phone', 'text')
    .addColumn('company_email', 'text')
    .addColumn('service_name', 'text', (c) => c.notNull())
    .addColumn('service_description', 'text', (c) => c.notNull())
    // ILS in agorot (1/100), so no amount is ever rounded by a float.
    .addColumn('price_agorot', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('ILS'))
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('contracts_owner_number', ['owner_id', 'contract_number'])
    .execute();
  await db.schema
    .createIndex('contracts_owner_created_idx')
    .on('contracts')
    .columns(['owner_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('contracts_organisation_idx')
    .on('contracts')
    .columns(['organisation_id'])
    .execute();
  await db.schema.createIndex('contracts_document_idx').on('contracts').columns(['document_id']).execute();

  await db.schema
    .createTable('support_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Set when the form was sent while signed in.
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_requests_created_idx')
    .on('support_requests')
    .columns(['created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('support_requests').execute();
  await db.schema.dropTable('contracts').execute();
  await db.schema.dropIndex('signers_email_lower_idx').execute();
  await db.schema.dropTable('clients').execute();
}
