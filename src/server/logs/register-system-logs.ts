// Feeds the system log: one row per API request (not /api/health, not static files), every failed
// background job, and a retention job that deletes rows older than the administrator's setting.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { JobRunner } from '../jobs/job-queue';
import { nowIso } from '../lib/ids';
import { systemLog } from './system-log';

const SKIPPED = new Set(['/api/health']);

/** The path without its query, with the secret part of signing links hidden. */
export function logEndpoint(url: string): string {
  const path = url.split('?')[0]!.slice(0, 300);
  // /api/sign/{documentId}/{signId}/…: the signId is the signer's credential.
  return path.replace(/^(\/api\/sign\/[^/]+\/)[^/]+/, '$1…');
}

/** Who made the request: the session's user, or the owner of the API key. */
function requestUser(request: FastifyRequest): { id: string; email: string } | null {
  const user = request.session?.user ?? request.apiUser ?? null;
  return user ? { id: user.id, email: user.email } : null;
}

export function registerSystemLogs(app: FastifyInstance, ctx: AppContext, jobs: JobRunner): void {
  const log = systemLog(ctx);

  const logResponse = async (request: FastifyRequest, reply: FastifyReply) => {
    const status = reply.statusCode;
    const user = requestUser(request);
    const endpoint = logEndpoint(request.url);
    log.write({
      level: status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info',
      message: `${request.method} ${endpoint} ${status}`,
      source: request.url.startsWith('/api/v1/') ? 'api' : 'request',
      userId: user?.id,
      user: user?.email,
      endpoint,
      method: request.method,
      statusCode: status,
      durationMs: reply.elapsedTime,
      ip: request.ip,
      requestId: request.id,
    });
  };
  // Attached to each API route as it is added (routes are registered after this), so the health
  // check and static files carry no logging hook at all.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || SKIPPED.has(route.url)) return;
    const existing = route.onResponse ? [route.onResponse].flat() : [];
    route.onResponse = [...existing, logResponse];
  });
  app.addHook('preClose', async () => {
    await log.flush();
  });

  jobs.onFailure = (f) => {
    log.write({
      level: f.final ? 'error' : 'warn',
      message: f.final
        ? `Job ${f.type} failed for good after ${f.attempts} attempt(s): ${f.error}`
        : `Job ${f.type} failed (attempt ${f.attempts}), will retry: ${f.error}`,
      source: 'job',
      details: { jobId: f.id, type: f.type, attempts: f.attempts },
    });
  };

  jobs.every('system-logs.prune', 3600 * 1000, async () => {
    await pruneSystemLogs(ctx);
  });
}

/** Deletes log rows and finished webhook deliveries older than the retention setting. */
export async function pruneSystemLogs(ctx: AppContext): Promise<{ logs: number; deliveries: number }> {
  const { platform } = await ctx.settings.get();
  const cutoff = nowIso(new Date(Date.now() - platform.logRetentionDays * 24 * 3600 * 1000));
  const logs = await ctx.db.deleteFrom('system_logs').where('created_at', '<', cutoff).executeTakeFirst();
  const deliveries = await ctx.db
    .deleteFrom('webhook_deliveries')
    .where('created_at', '<', cutoff)
    .where('status', '!=', 'pending')
    .executeTakeFirst();
  return { logs: Number(logs.numDeletedRows), deliveries: Number(deliveries.numDeletedRows) };
}
