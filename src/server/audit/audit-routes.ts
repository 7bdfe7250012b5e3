// GET /api/documents/:id/audit: the document's timeline with the chain check; ?download=1 as JSON file.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuditTrail } from '../../shared/audit';
import type { AppContext } from '../context';
import { findOwnedDocument } from '../documents/documents-repo';
import { contentDisposition } from '../documents/serve-document-file';
import { requireSession } from '../http/auth-context';
import { AppError } from '../http/errors';
import { parse } from '../http/validate';
import { verifyDocumentChain } from './audit-log';

export function auditRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/documents/:id/audit', async (request, reply) => {
    const { user } = requireSession(request);
    const { id } = parse(z.object({ id: z.string().min(1).max(64) }), request.params);
    const doc = await findOwnedDocument(ctx.db, user.id, id);
    if (!doc) throw new AppError('not_found', 'Document not found');
    const rows = await ctx.db
      .selectFrom('audit_events')
      .selectAll()
      .where('document_id', '=', id)
      .orderBy('seq')
      .execute();
    const trail: AuditTrail = {
      documentId: id,
      events: rows.map((r) => ({
        seq: r.seq,
        event: r.event,
        actor: r.actor,
        actorEmail: r.actor_email,
        ip: r.ip,
        userAgent: r.user_agent,
        details: JSON.parse(r.details) as Record<string, unknown>,
        createdAt: r.created_at,
        hash: r.hash,
        prevHash: r.prev_hash,
      })),
      chain: await verifyDocumentChain(ctx.db, id),
    };
    if ((request.query as { download?: string }).download === '1') {
      void reply.header(
        'content-disposition',
        contentDisposition('attachment', `${doc.name} - audit trail.json`),
      );
    }
    return trail;
  });
}
