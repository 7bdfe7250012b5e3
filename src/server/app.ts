// buildApp(config): the whole server as a function, so tests can start it in-process.
import crypto from 'node:crypto';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { AppContext } from './context';
import { migrateToLatest, openDatabase } from './db/database';
import { healthRoutes } from './health/health-routes';
import { registerErrorHandler } from './http/errors';
import { registerWebApp } from './http/web-static';
import { loadOrCreateSecrets } from './lib/secrets';
import { SettingsStore } from './settings/settings-store';
import { settingsRoutes } from './settings/settings-routes';
import { createBlobStore } from './storage/create-blob-store';

export const VERSION = process.env.npm_package_version ?? '0.1.0';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

export async function buildApp(config: Config): Promise<BuiltApp> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.password',
          '*.newPassword',
          '*.currentPassword',
        ],
        censor: '[redacted]',
      },
    },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : crypto.randomUUID();
    },
    bodyLimit: 1024 * 1024,
  });

  const secrets = loadOrCreateSecrets(config.dataDir);
  const { db, dialect, close } = openDatabase(config.database);
  try {
    await migrateToLatest(db);
  } catch (err) {
    await close();
    throw err;
  }
  const ctx: AppContext = {
    config,
    db,
    dialect,
    blobs: createBlobStore(config.storage),
    settings: new SettingsStore(db, secrets.encryptionKey),
    secrets,
    log: app.log,
    startedAt: Date.now(),
    version: VERSION,
  };

  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', async () => {
    await close();
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl?.startsWith('https:') ? undefined : false,
  });
  registerErrorHandler(app);

  healthRoutes(app, ctx);
  settingsRoutes(app, ctx);

  await registerWebApp(app, config.webDist);
  return { app, ctx };
}
