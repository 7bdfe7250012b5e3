// The administrator area's gate: every /api/admin request needs a session whose user has the admin
// role, checked on every request before any route runs. Anyone else gets the same 404 as a path that
// does not exist, so the area does not reveal itself.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CurrentSession } from '../accounts/sessions';
import { AppError } from '../http/errors';

function isAdminPath(url: string): boolean {
  const path = url.split('?')[0]!;
  return path === '/api/admin' || path.startsWith('/api/admin/');
}

function notFound(request: FastifyRequest): AppError {
  return new AppError('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`);
}

/** Registered after the session is read (registerAuthContext), before any route. */
export function registerAdminGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(isAdminPath(request.url) && request.session?.user.role !== 'admin' ? notFound(request) : undefined);
  });
}

/** The administrator's session, for handlers (the hook has already refused everyone else). */
export function requireAdmin(request: FastifyRequest): CurrentSession {
  const session = request.session;
  if (!session || session.user.role !== 'admin') throw notFound(request);
  return session;
}
