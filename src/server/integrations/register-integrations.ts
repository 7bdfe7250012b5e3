// Everything issue 8 adds to the server, registered in one call from buildApp: the system log, the
// webhook delivery job, the owner's Developers routes and the public API with its reference.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { JobRunner } from '../jobs/job-queue';
import { registerSystemLogs } from '../logs/register-system-logs';
import { publicApiRoutes } from '../public-api/public-api-routes';
import { registerWebhookJobs } from './deliver-webhook';
import { integrationRoutes } from './integration-routes';

export function registerIntegrations(app: FastifyInstance, ctx: AppContext, jobs: JobRunner): void {
  registerSystemLogs(app, ctx, jobs);
  registerWebhookJobs(ctx, jobs);
  integrationRoutes(app, ctx);
  publicApiRoutes(app, ctx);
}
