// GET /api/health: is the database answering, can the blob store be reached.
import type { FastifyInstance } from 'fastify';
import type { Health } from '../../shared/health';
import type { AppContext } from '../context';
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
  return {
    status: database.status === 'ok' && storage.status === 'ok' ? 'ok' : 'degraded',
    version: ctx.version,
    uptimeSeconds: Math.round((Date.now() - ctx.startedAt) / 1000),
    database: { ...database, dialect: ctx.dialect },
    storage: { ...storage, driver: ctx.blobs.driver },
  };
}

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/health', async (_request, reply) => {
    const health = await checkHealth(ctx);
    // Details of failures stay in the server log; clients only learn which part is degraded.
    if (health.status !== 'ok') ctx.log.warn({ health }, 'health check degraded');
    const { database, storage, ...rest } = health;
    return reply
      .header('cache-control', 'no-store')
      .status(health.status === 'ok' ? 200 : 503)
      .send({
        ...rest,
        database: { status: database.status, dialect: database.dialect },
        storage: { status: storage.status, driver: storage.driver },
      });
  });
}
