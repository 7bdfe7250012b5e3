// Maintenance mode (General settings): while it is on, the API answers 503 with a clear message to
// everyone but administrators, except what is needed to sign in, read the session and the public
// settings (the web app then shows its maintenance page), and the health check.
import type { FastifyInstance } from 'fastify';
import { ADMIN_MESSAGES } from '../../shared/admin';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';

const ALWAYS_OPEN = [/^\/api\/auth\//, /^\/api\/settings\/public$/, /^\/api\/health$/, /^\/api\/admin(\/|$)/];

export function registerMaintenanceMode(app: FastifyInstance, ctx: AppContext): void {
  // A synchronous hook: it runs on every request, and the settings are in memory.
  app.addHook('onRequest', (request, _reply, done) => {
    const general = ctx.settings.current()?.general;
    if (
      !request.url.startsWith('/api/') ||
      !general?.enableMaintenance ||
      request.session?.user.role === 'admin'
    ) {
      return done();
    }
    const path = request.url.split('?')[0]!;
    if (ALWAYS_OPEN.some((open) => open.test(path))) return done();
    done(new AppError('unavailable', ADMIN_MESSAGES.maintenance, { headers: { 'retry-after': '300' } }));
  });
}
