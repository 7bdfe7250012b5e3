// GET /api/health: is the database answering, can the blob store be reached.
import type { FastifyInstance } from 'fastify';
import type { Health } from '../../shared/health';
import type { AppContext } from '../context';
import { describeIdentity } from '../crypto/instance-certificate';
import { pingDatabase } from '../db/database';

export async function checkHealth(ctx: AppContext): Promise<Health> {
  const [database, storage] = await Promise.all([
    pingDatabase(ctx.db).then(
      () => ({ status: 'ok' as const }),
      (err: Error) => ({ status: 'degraded' as const, detail: err.message }),
    ),
    ctx.blobs.check().then(
      () => ({ status: 'ok' as const }),
      (err: Error) => ({ status: 'degraded' as const, detail: err.message }),
    ),
  ]);
  const cert = describeIdentity(ctx.identity);
  const daysLeft = (new Date(cert.notAfter).getTime() - Date.now()) / 86_400_000;
  const certificate = {
    status: daysLeft > 0 ? ('ok' as const) : ('degraded' as const),
    ...(daysLeft <= 0
      ? { detail: 'the signing certificate has expired' }
      : daysLeft < 30
        ? { detail: `expires in ${Math.floor(daysLeft)} days` }
        : {}),
    source: cert.source,
    subject: cert.subject,
    notAfter: cert.notAfter,
  };
  return {
    status:
      database.status === 'ok' && storage.status === 'ok' && certificate.status === 'ok' ? 'ok' : 'degraded',
    version: ctx.version,
    uptimeSeconds: Math.round((Date.now() - ctx.startedAt) / 1000),
    database: { ...database, dialect: ctx.dialect },
    storage: { ...storage, driver: ctx.blobs.driver },
    certificate,
  };
}

/** Load balancers and status pages poll health often: one real check per second is plenty. */
const CACHE_MS = 1000;

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  let cached: { at: number; health: Promise<Health> } | undefined;
  // Health polls are not worth a log line each; failures are still logged below.
  // No helmet headers either: this JSON is not a page, and they are a large share of a poll's cost.
  app.get('/api/health', { logLevel: 'warn', helmet: false }, async (_request, reply) => {
    if (!cached || Date.now() - cached.at > CACHE_MS) cached = { at: Date.now(), health: checkHealth(ctx) };
    const health = await cached.health;
    // Details of failures stay in the server log; clients only learn which part is degraded.
    if (health.status !== 'ok') ctx.log.warn({ health }, 'health check degraded');
    const { database, storage, certificate, ...rest } = health;
    return reply
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .status(health.status === 'ok' ? 200 : 503)
      .send({
        ...rest,
        database: { status: database.status, dialect: database.dialect },
        storage: { status: storage.status, driver: storage.driver },
        certificate: {
          status: certificate.status,
          source: certificate.source,
          notAfter: certificate.notAfter,
        },
      });
  });
}
