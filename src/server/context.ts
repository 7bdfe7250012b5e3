// What every service needs, built once in buildApp and handed to routes and jobs.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { SigningIdentity } from './crypto/instance-certificate';
import type { Database } from './db/database';
import type { Secrets } from './lib/secrets';
import type { SettingsStore } from './settings/settings-store';
import type { BlobStore } from './storage/blob-store';

export interface AppContext {
  config: Config;
  db: Database;
  dialect: 'sqlite' | 'postgres';
  blobs: BlobStore;
  settings: SettingsStore;
  secrets: Secrets;
  log: FastifyBaseLogger;
  /** The key and certificate chain every seal is made with. */
  identity: SigningIdentity;
  startedAt: number;
  version: string;
}
