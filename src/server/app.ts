// buildApp(config): the whole server as a function, so tests can start it in-process.
import crypto from 'node:crypto';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { authRoutes } from './accounts/auth-routes';
import { adminPasswordProblem, ensureInitialAdmin } from './accounts/ensure-admin';
import { profileRoutes } from './accounts/profile-routes';
import type { Config } from './config';
import type { AppContext } from './context';
import { loadOrCreateSigningIdentity } from './crypto/instance-certificate';
import { migrateToLatest, openDatabase } from './db/database';
import { healthRoutes } from './health/health-routes';
import { registerAuthContext } from './http/auth-context';
import { registerErrorHandler } from './http/errors';
import { setRateLimitScale } from './http/rate-limit';
import { JobRunner } from './jobs/job-queue';
import { registerMailJobs } from './mail/mailer';
import { documentRoutes } from './documents/document-routes';
import { registerDocumentJobs } from './documents/expire-documents';
import { registerBlobJobs } from './storage/delete-blobs';
import { notificationRoutes } from './notifications/notification-routes';
import { auditRoutes } from './audit/audit-routes';
import { verifyRoutes } from './verify/verify-routes';
import { registerSealJobs } from './signing/seal-document';
import { registerCleanupJobs } from './maintenance/cleanup';
import { savedSignatureRoutes } from './signing/saved-signatures-routes';
import { signingRoutes } from './signing/signing-routes';
import { registerWebApp } from './http/web-static';
import { loadOrCreateSecrets } from './lib/secrets';
import { SettingsStore } from './settings/settings-store';
import { settingsRoutes } from './settings/settings-routes';
import { createBlobStore } from './storage/create-blob-store';
import { clientRoutes } from './clients/client-routes';
import { contractRoutes } from './contracts/contract-routes';
import { supportRoutes } from './support/support-routes';
import { registerIntegrations } from './integrations/register-integrations';
import { registerAdminGuard } from './admin/admin-guard';
import { adminRoutes } from './admin/admin-routes';
import { twoFactorRoutes } from './accounts/two-factor-routes';
import { registerMaintenanceMode } from './admin/maintenance-mode';
import { uploadedSigningP12 } from './admin/signing-certificate';

export const VERSION = process.env.npm_package_version ?? '0.1.0';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  jobs: JobRunner;
  /** Every route as registered (method and URL), for tests that must cover them all. */
  routes: { method: string; url: string }[];
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
    // Read (and checked) in genReqId: with requestIdHeader set, Fastify would trust any given value.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : crypto.randomUUID();
    },
    bodyLimit: 1024 * 1024,
  });

  const routes: BuiltApp['routes'] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  setRateLimitScale(config.rateLimitScale);
  const secrets = loadOrCreateSecrets(config.dataDir);
  const { db, dialect, close } = openDatabase(config.database);
  try {
    await migrateToLatest(db);
  } catch (err) {
    await close();
    throw err;
  }
  let identity;
  try {
    // A PKCS#12 file the administrator installed from the settings wins over SIGNING_P12_PATH.
    const p12 = uploadedSigningP12(config.dataDir, secrets.encryptionKey) ?? config.signingP12;
    identity = await loadOrCreateSigningIdentity(config.dataDir, {
      pkcs12Path: p12?.path,
      pkcs12Password: p12?.password,
    });
  } catch (err) {
    await close();
    throw new Error(`The signing certificate could not be loaded: ${(err as Error).message}`, { cause: err });
  }
  const ctx: AppContext = {
    config,
    db,
    dialect,
    blobs: createBlobStore(config.storage),
    settings: new SettingsStore(db, secrets.encryptionKey),
    secrets,
    identity,
    log: app.log,
    startedAt: Date.now(),
    version: VERSION,
  };

  await ctx.settings.get();
  await seedSettings(ctx);
  if (config.initialAdmin) {
    const problem = adminPasswordProblem(
      config.initialAdmin.password,
      (await ctx.settings.get()).security.passwordComplexity,
    );
    if (problem) {
      await close();
      throw new Error(`SIGNET_ADMIN_PASSWORD: ${problem}`);
    }
    await ensureInitialAdmin(ctx, config.initialAdmin);
  }

  const jobs = new JobRunner(db, app.log);
  registerMailJobs(ctx, jobs);
  registerBlobJobs(ctx, jobs);
  registerDocumentJobs(ctx, jobs);
  registerSealJobs(ctx, jobs);
  registerCleanupJobs(ctx, jobs);

  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    done(null, payload);
  });
  app.addHook('onReady', async () => {
    if (config.jobs) jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await close();
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets pdf.js compile its WebAssembly image decoders; it allows no eval of strings.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
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
  await app.register(cookie, { secret: secrets.sessionSecret });
  await app.register(multipart, { limits: { files: 1, fields: 20, fieldSize: 64 * 1024 } });
  registerErrorHandler(app);
  registerAuthContext(app, ctx);
  registerAdminGuard(app);
  registerMaintenanceMode(app, ctx);
  registerIntegrations(app, ctx, jobs);

  healthRoutes(app, ctx);
  settingsRoutes(app, ctx);
  authRoutes(app, ctx);
  profileRoutes(app, ctx);
  twoFactorRoutes(app, ctx);
  documentRoutes(app, ctx);
  signingRoutes(app, ctx);
  savedSignatureRoutes(app, ctx);
  notificationRoutes(app, ctx);
  auditRoutes(app, ctx);
  verifyRoutes(app, ctx);
  clientRoutes(app, ctx);
  contractRoutes(app, ctx);
  supportRoutes(app, ctx);
  adminRoutes(app, ctx);

  await registerWebApp(app, config.webDist);
  return { app, ctx, jobs, routes };
}

/** Environment values seed the administrator's settings on first start; afterwards the settings win. */
async function seedSettings(ctx: AppContext): Promise<void> {
  const o = ctx.config.oauthSeed;
  const seed = {
    ...(o.googleClientId && o.googleClientSecret
      ? {
          googleClientId: o.googleClientId,
          googleClientSecret: o.googleClientSecret,
          enableGoogleLogin: true,
        }
      : {}),
    ...(o.facebookAppId && o.facebookAppSecret
      ? { facebookAppId: o.facebookAppId, facebookAppSecret: o.facebookAppSecret, enableFacebookLogin: true }
      : {}),
  };
  if (Object.keys(seed).length) await ctx.settings.seed('auth', seed);
}
