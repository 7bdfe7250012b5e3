// /api/support: the Help & Support contact form, open to visitors and signed-in users alike.
import type { FastifyInstance } from 'fastify';
import { supportRequestSchema } from '../../shared/support';
import type { AppContext } from '../context';
import { enforceRateLimit } from '../http/rate-limit';
import { parse } from '../http/validate';
import { sendSupportRequest } from './send-support-request';

/** Per address: enough for real questions, too few to turn the form into a mail cannon. */
const REQUESTS_PER_HOUR = 5;

export function supportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/support', async (request, reply) => {
    const input = parse(supportRequestSchema, request.body);
    await enforceRateLimit(ctx.db, `support:${request.ip}`, REQUESTS_PER_HOUR, 3600 * 1000);
    return reply.status(201).send(await sendSupportRequest(ctx, request, input));
  });
}
