// Sends a document's PDF with its type, a Content-Disposition carrying the document's name, and
// byte ranges (pdf.js asks for ranges of large files).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';

export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export async function serveBlob(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  blob: { key: string; size: number; filename: string; download: boolean; etag: string },
) {
  void reply
    .header('content-type', 'application/pdf')
    .header('accept-ranges', 'bytes')
    .header('etag', `"${blob.etag}"`)
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      contentDisposition(blob.download ? 'attachment' : 'inline', blob.filename),
    );
  if (request.headers['if-none-match'] === `"${blob.etag}"`) return reply.status(304).send();
  const range = request.headers.range;
  const match = range ? /^bytes=(\d*)-(\d*)$/.exec(range) : null;
  if (range && match && (match[1] || match[2])) {
    let start: number;
    let end: number;
    if (match[1]) {
      start = Number(match[1]);
      end = match[2] ? Math.min(Number(match[2]), blob.size - 1) : blob.size - 1;
    } else {
      start = Math.max(0, blob.size - Number(match[2]));
      end = blob.size - 1;
    }
    if (start > end || start >= blob.size) {
      return reply.status(416).header('content-range', `bytes */${blob.size}`).send();
    }
    return reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${blob.size}`)
      .header('content-length', end - start + 1)
      .send(await ctx.blobs.get(blob.key, { start, end }));
  }
  if (range && !match) throw new AppError('bad_request', 'Unsupported range');
  return reply.header('content-length', blob.size).send(await ctx.blobs.get(blob.key));
}
