// Who is asking: the session cookie is read once per API request; guards turn its absence into 401.
// Also the CSRF check: a state-changing request that carries a session cookie must come from our origin.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadSession, SESSION_COOKIE, type CurrentSession } from '../accounts/sessions';
import type { AppContext } from '../context';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    session: CurrentSession | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function allowedOrigins(ctx: AppContext, request: FastifyRequest): Set<string> {
  const origins = new Set<string>();
  if (ctx.config.publicUrl) origins.add(new URL(ctx.config.publicUrl).origin);
  const host = request.headers.host;
  if (host) origins.add(`${request.protocol}://${host}`);
  return origins;
}

export function registerAuthContext(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', (request, _reply, done) => {
    // /api/v1 is authenticated by API keys only (public-api/api-key-auth.ts): no session, no CSRF check.
    // Requests without a session cookie finish synchronously (no promise on the hot path).
    if (
      !request.url.startsWith('/api/') ||
      request.url.startsWith('/api/v1/') ||
      !request.cookies[SESSION_COOKIE]
    ) {
      return done();
    }
    readSession(request).then(() => done(), done);
  });

  async function readSession(request: FastifyRequest): Promise<void> {
    const token = request.cookies[SESSION_COOKIE];
    if (!SAFE_METHODS.has(request.method) && token) {
      const origin = request.headers.origin;
      const fetchSite = request.headers['sec-fetch-site'];
      const sameOrigin = origin ? allowedOrigins(ctx, request).has(origin) : fetchSite === 'same-origin';
      if (!sameOrigin) {
        throw new AppError(
          'forbidden',
          'This request did not come from Signet (cross-site request refused).',
        );
      }
    }
    request.session = token ? await loadSession(ctx, token) : null;
  }
}

export function requireSession(request: FastifyRequest): CurrentSession {
  if (!request.session) throw new AppError('unauthenticated', 'Please sign in to continue.');
  return request.session;
}
