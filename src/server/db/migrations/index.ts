// Every migration, in order. Migrations are frozen: they never import application code.
import type { Migration } from 'kysely';
import * as m001 from './001-initial';
import * as m002 from './002-documents';
import * as m003 from './003-signing';
import * as m004 from './004-integrations';
import * as m005 from './005-clients-contracts-support';
import * as m006 from './006-admin';
import * as m007 from './007-document-uploads';
import * as m008 from './008-sent-documents-index';

export const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '002-documents': m002,
  '003-signing': m003,
  '004-integrations': m004,
  '005-clients-contracts-support': m005,
  '006-admin': m006,
  '007-document-uploads': m007,
  '008-sent-documents-index': m008,
};
