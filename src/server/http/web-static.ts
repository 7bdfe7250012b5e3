// Serves the built web app: hashed assets cached for a year, SPA routes falling back to index.html,
// unknown /api paths answering a JSON 404.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const hasWeb = !!indexFile && fs.existsSync(indexFile);
  if (webDist && !hasWeb) app.log.warn({ webDist }, 'web app not built; run `npm run build`');
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist!,
      wildcard: false,
      index: false,
      setHeaders(res, file) {
        res.setHeader(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    if (
      url === '/api' ||
      url.startsWith('/api/') ||
      url.startsWith('/assets/') ||
      !hasWeb ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply
        .status(404)
        .send({ error: { code: 'not_found', message: `No route for ${request.method} ${url}` } });
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  });
}
