// /api/documents: upload, lists, details, file download, rename, delete. Every route is owner-scoped:
// another owner's id answers 404, never the file.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listDocumentsQuerySchema, updateDocumentSchema } from '../../shared/documents';
import { appendAudit } from '../audit/audit-log';
import type { AppContext } from '../context';
import { requireSession } from '../http/auth-context';
import { AppError } from '../http/errors';
import { parse } from '../http/validate';
import { nowIso } from '../lib/ids';
import { deleteDocument } from './delete-document';
import { findOwnedDocument, listDocuments, toDocumentDto } from './documents-repo';
import { serveBlob } from './serve-document-file';
import { uploadDocument } from './upload-document';
import { emitDocumentEvent } from '../integrations/emit-document-event';

const idParams = z.object({ id: z.string().min(1).max(64) });
const fileQuery = z.object({
  variant: z.enum(['current', 'original', 'sealed']).default('current'),
  download: z.enum(['0', '1']).default('0'),
});

export function documentRoutes(app: FastifyInstance, ctx: AppContext): void {
  async function owned(request: Parameters<typeof requireSession>[0]) {
    const { user } = requireSession(request);
    const { id } = parse(idParams, request.params);
    const doc = await findOwnedDocument(ctx.db, user.id, id);
    if (!doc) throw new AppError('not_found', 'Document not found');
    return { user, doc };
  }

  app.post('/api/documents', async (request, reply) => {
    const { user } = requireSession(request);
    const doc = await uploadDocument(ctx, request, user.id);
    return reply.status(201).send({ document: toDocumentDto(doc) });
  });

  app.get('/api/documents', async (request) => {
    const { user } = requireSession(request);
    const query = parse(listDocumentsQuerySchema, request.query);
    const { rows, total } = await listDocuments(ctx.db, user.id, query);
    return { items: rows.map(toDocumentDto), total, page: query.page, pageSize: query.pageSize };
  });

  app.get('/api/documents/:id', async (request) => {
    const { doc } = await owned(request);
    return { document: toDocumentDto(doc) };
  });

  app.patch('/api/documents/:id', async (request) => {
    const { user, doc } = await owned(request);
    const input = parse(updateDocumentSchema, request.body);
    await ctx.db
      .updateTable('documents')
      .set({
        ...(input.name ? { name: input.name, name_search: input.name.toLowerCase() } : {}),
        ...(input.category ? { category: input.category } : {}),
        updated_at: nowIso(),
      })
      .where('id', '=', doc.id)
      .where('owner_id', '=', user.id)
      .execute();
    return { document: toDocumentDto((await findOwnedDocument(ctx.db, user.id, doc.id))!) };
  });

  app.get('/api/documents/:id/file', async (request, reply) => {
    const { user, doc } = await owned(request);
    const { variant, download } = parse(fileQuery, request.query);
    if (doc.status === 'expired')
      throw new AppError('gone', 'This document has expired and its file was deleted.');
    const sealed = variant !== 'original' && doc.sealed_blob_key;
    if (download === '1') {
      await ctx.db.transaction().execute(async (trx) => {
        await appendAudit(trx, ctx.dialect, {
          documentId: doc.id,
          event: 'downloaded',
          actor: user.name,
          actorEmail: user.email,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          details: { variant: sealed ? 'sealed' : 'original' },
        });
        await emitDocumentEvent(ctx, trx, {
          event: 'document.downloaded',
          documentId: doc.id,
          details: { variant: sealed ? 'sealed' : 'original' },
        });
      });
    }
    if (variant === 'sealed' && !sealed)
      throw new AppError('not_found', 'This document has not been sealed yet.');
    return serveBlob(ctx, request, reply, {
      key: sealed ? doc.sealed_blob_key! : doc.blob_key,
      size: sealed ? doc.sealed_size! : doc.size,
      etag: sealed ? doc.sealed_sha256! : doc.sha256,
      filename: `${doc.name}${sealed ? ' (signed)' : ''}.pdf`,
      download: download === '1',
    });
  });

  app.delete('/api/documents/:id', async (request, reply) => {
    const { user } = requireSession(request);
    const { id } = parse(idParams, request.params);
    await deleteDocument(ctx, user.id, id);
    return reply.status(204).send();
  });
}
