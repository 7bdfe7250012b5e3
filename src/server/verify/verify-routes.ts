// POST /api/verify (public): upload a PDF, learn whether Signet sealed it and whether it is intact.
// GET /api/certificate/root.pem: the instance's root certificate, to trust its seals in a PDF reader.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { certificateToPem } from '../crypto/instance-certificate';
import { AppError } from '../http/errors';
import { enforceRateLimit } from '../http/rate-limit';
import { BlobTooLargeError } from '../storage/blob-store';
import { verifyDocumentFile } from './verify-document';

export function verifyRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/verify', async (request) => {
    await enforceRateLimit(ctx.db, `verify-ip:${request.ip}`, 30, 15 * 60 * 1000);
    const { general } = await ctx.settings.get();
    // Sealed files are larger than uploads (certificate page, signatures): allow some headroom.
    const maxBytes = general.maxUploadSizeMb * 2 * 1024 * 1024;
    const file = await request.file({ limits: { fileSize: maxBytes + 1, files: 1 } });
    if (!file) throw new AppError('bad_request', 'Please choose a PDF file to verify.');
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of file.file) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw new AppError('payload_too_large', new BlobTooLargeError(maxBytes).message);
      chunks.push(chunk as Buffer);
    }
    if (file.file.truncated)
      throw new AppError('payload_too_large', `The file must be smaller than ${maxBytes / 1024 / 1024}MB.`);
    return verifyDocumentFile(ctx, Buffer.concat(chunks));
  });

  app.get('/api/certificate/root.pem', async (_request, reply) => {
    const root = ctx.identity.chain[ctx.identity.chain.length - 1]!;
    return reply
      .type('application/x-pem-file')
      .header('content-disposition', 'attachment; filename="signet-root-ca.pem"')
      .send(certificateToPem(root));
  });
}
