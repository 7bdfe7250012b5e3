// /api/v1: the public REST API, authenticated by API keys. Each route calls the same services as the
// web app (quotas, plan limits, ownership, audit rows, webhooks) and is declared with its schemas so
// that /api/v1/openapi.json and /api/docs describe exactly what is served.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { auditTrailSchema, type AuditTrail } from '../../shared/audit';
import {
  documentListSchema,
  documentSchema,
  listDocumentsQuerySchema,
  STATUS_LABELS,
  uploadOptionsSchema,
} from '../../shared/documents';
import {
  webhookDeliverySchema,
  webhookInputSchema,
  webhookSchema,
  webhookSecretSchema,
  webhookTestResultSchema,
  webhookUpdateSchema,
} from '../../shared/integrations';
import { setSignersSchema, signerSchema } from '../../shared/signing';
import { appendAudit, verifyDocumentChain } from '../audit/audit-log';
import type { AppContext } from '../context';
import { deleteDocument } from '../documents/delete-document';
import { findOwnedDocument, listDocuments, toDocumentDto } from '../documents/documents-repo';
import { serveBlob } from '../documents/serve-document-file';
import { uploadDocument } from '../documents/upload-document';
import { AppError } from '../http/errors';
import { parse } from '../http/validate';
import { emitDocumentEvent } from '../integrations/emit-document-event';
import {
  createWebhook,
  deleteWebhook,
  redeliverWebhook,
  revealWebhookSecret,
  rotateWebhookSecret,
  testWebhook,
  updateWebhook,
} from '../integrations/manage-webhooks';
import {
  findOwnedWebhook,
  listDeliveries,
  listOwnedWebhooks,
  toWebhookDto,
} from '../integrations/webhooks-repo';
import { publicOrigin } from '../lib/urls';
import { setSigners } from '../signing/set-signers';
import { listSigners, toSignerDto } from '../signing/signers-repo';
import { authenticateApiKey, type ApiUser } from './api-key-auth';
import { buildOpenApiDocument, type ApiOperation } from './openapi';
import { renderApiDocs } from './api-docs-page';

const idParams = z.object({ id: z.string().min(1).max(64).describe('The document id.') });
const webhookParams = z.object({ id: z.string().min(1).max(64).describe('The webhook id.') });
const deliveryParams = z.object({
  deliveryId: z.string().min(1).max(64).describe('The delivery id (Signet-Delivery).'),
});
const fileQuery = z.object({
  variant: z
    .enum(['original', 'sealed'])
    .default('sealed')
    .describe('`sealed` (the signed PDF, once completed) or `original` (the upload as converted to PDF).'),
});
const documentWithSigners = z.object({ document: documentSchema, signers: z.array(signerSchema) });
const accountSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), plan: z.string() }),
  apiKey: z.object({
    id: z.string(),
    usage: z.object({ limit: z.number(), remaining: z.number(), resetsAt: z.string() }),
  }),
});
const statusSchema = z.object({
  id: z.string(),
  status: documentSchema.shape.status,
  statusLabel: z.string(),
  sealState: documentSchema.shape.sealState,
  completedAt: z.string().nullable(),
  sealed: z.boolean(),
  signers: z.array(
    z.object({
      name: z.string(),
      email: z.string().nullable(),
      status: signerSchema.shape.status,
      viewedAt: z.string().nullable(),
      signedAt: z.string().nullable(),
    }),
  ),
});

type Handler = (request: FastifyRequest, reply: FastifyReply, user: ApiUser) => Promise<unknown>;

export function publicApiRoutes(app: FastifyInstance, ctx: AppContext): void {
  const operations: ApiOperation[] = [];
  app.decorateRequest('apiUser', null);
  app.decorateRequest('apiUsage', null);

  async function ownedDoc(user: ApiUser, params: unknown) {
    const { id } = parse(idParams, params);
    const doc = await findOwnedDocument(ctx.db, user.id, id);
    if (!doc) throw new AppError('not_found', 'Document not found');
    return doc;
  }

  async function withSigners(ownerId: string, id: string) {
    const doc = await findOwnedDocument(ctx.db, ownerId, id);
    if (!doc) throw new AppError('not_found', 'Document not found');
    return {
      document: toDocumentDto(doc),
      signers: (await listSigners(ctx.db, doc.id)).map((s) => toSignerDto(ctx, s)),
    };
  }

  void app.register(async (api) => {
    api.addHook('onRequest', async (request) => {
      await authenticateApiKey(ctx, request);
    });
    api.addHook('onSend', async (request, reply) => {
      const usage = request.apiUsage;
      if (usage) {
        void reply.header('x-ratelimit-limit', String(usage.limit));
        void reply.header('x-ratelimit-remaining', String(usage.remaining));
        void reply.header('x-ratelimit-reset', String(Math.floor(usage.resetAt.getTime() / 1000)));
      }
      void reply.header('cache-control', 'no-store');
    });

    function route(op: ApiOperation, handler: Handler) {
      operations.push(op);
      api.route({
        method: op.method,
        url: op.path,
        handler: async (request, reply) => {
          const result = await handler(request, reply, request.apiUser!);
          if (reply.sent) return reply;
          if (result === undefined) return reply.status(op.response.status).send();
          return reply.status(op.response.status).send(result);
        },
      });
    }

    // Account
    route(
      {
        operationId: 'getAccount',
        method: 'GET',
        path: '/api/v1/me',
        tag: 'Account',
        summary: 'The key in use, its owner and its usage this month',
        response: { status: 200, description: 'The account', schema: accountSchema },
        curl: 'curl -s {BASE}/api/v1/me -H "Authorization: Bearer $SIGNET_API_KEY"',
      },
      async (request, _reply, user) => ({
        user: { id: user.id, name: user.name, email: user.email, plan: user.plan },
        apiKey: {
          id: user.keyId,
          usage: {
            limit: request.apiUsage!.limit,
            remaining: request.apiUsage!.remaining,
            resetsAt: request.apiUsage!.resetAt.toISOString(),
          },
        },
      }),
    );

    // Documents
    route(
      {
        operationId: 'listDocuments',
        method: 'GET',
        path: '/api/v1/documents',
        tag: 'Documents',
        summary: 'List your documents',
        description: 'Newest first. `scope=sent` lists the documents sent for signing.',
        query: listDocumentsQuerySchema,
        response: { status: 200, description: 'One page of documents', schema: documentListSchema },
        errors: [400],
        curl: 'curl -s "{BASE}/api/v1/documents?status=pending&page=1" -H "Authorization: Bearer $SIGNET_API_KEY"',
      },
      async (request, _reply, user) => {
        const query = parse(listDocumentsQuerySchema, request.query);
        const { rows, total } = await listDocuments(ctx.db, user.id, query);
        return { items: rows.map(toDocumentDto), total, page: query.page, pageSize: query.pageSize };
      },
    );
    route(
      {
        operationId: 'uploadDocument',
        method: 'POST',
        path: '/api/v1/documents',
        tag: 'Documents',
        summary: 'Upload a document',
        description:
          'A PDF, image (JPG, PNG, WEBP, GIF) or Word file as multipart/form-data; send the option fields before the file. ' +
          "Counts against the plan's monthly documents. Fires `document.uploaded`.",
        multipart: {
          fields: uploadOptionsSchema as unknown as z.ZodObject,
          fileDescription: 'The file; its type is recognised from its content.',
        },
        response: {
          status: 201,
          description: 'The new draft document',
          schema: z.object({ document: documentSchema }),
        },
        errors: [400, 403, 413, 415],
        curl:
          'curl -s {BASE}/api/v1/documents -H "Authorization: Bearer $SIGNET_API_KEY" \\\n' +
          '  -F category=contract -F file=@agreement.pdf',
      },
      async (request, _reply, user) => ({
        document: toDocumentDto(await uploadDocument(ctx, request, user.id)),
      }),
    );
    route(
      {
        operationId: 'getDocument',
        method: 'GET',
        path: '/api/v1/documents/:id',
        tag: 'Documents',
        summary: 'A document with its signers and their signing links',
        params: idParams,
        response: { status: 200, description: 'The document', schema: documentWithSigners },
        errors: [404],
        curl: 'curl -s {BASE}/api/v1/documents/$DOCUMENT_ID -H "Authorization: Bearer $SIGNET_API_KEY"',
      },
      async (request, _reply, user) => withSigners(user.id, (await ownedDoc(user, request.params)).id),
    );
    route(
      {
        operationId: 'getDocumentStatus',
        method: 'GET',
        path: '/api/v1/documents/:id/status',
        tag: 'Documents',
        summary: "A document's status and each signer's progress",
        description: 'The document shows `completed` once its sealed PDF exists.',
        params: idParams,
        response: { status: 200, description: 'The status', schema: statusSchema },
        errors: [404],
        curl: 'curl -s {BASE}/api/v1/documents/$DOCUMENT_ID/status -H "Authorization: Bearer $SIGNET_API_KEY"',
      },
      async (request, _reply, user) => {
        const doc = await ownedDoc(user, request.params);
        const signers = (await listSigners(ctx.db, doc.id)).filter(
          (s) => !s.is_open_link || s.status !== 'pending',
        );
        return {
          id: doc.id,
          status: doc.status,
          statusLabel: STATUS_LABELS[doc.status],
          sealState: doc.seal_state,
          completedAt: doc.completed_at,
          sealed: !!doc.sealed_blob_key,
          signers: signers.map((s) => ({
            name: s.name,
            email: s.email,
            status: s.status,
            viewedAt: s.viewed_at,
            signedAt: s.signed_at,
          })),
        };
      },
    );
    route(
      {
        operationId: 'getAuditTrail',
        method: 'GET',
        path: '/api/v1/documents/:id/audit',
        tag: 'Documents',
        summary: "A document's audit trail with the hash-chain check",
        params: idParams,
        response: { status: 200, description: 'Every event, oldest first', schema: auditTrailSchema },
        errors: [404],
        curl: 'curl -s {BASE}/api/v1/documents/$DOCUMENT_ID/audit -H "Authorization: Bearer $SIGNET_API_KEY"',
      },
      async (request, _reply, user): Promise<AuditTrail> => {
        const doc = await ownedDoc(user, request.params);
        const rows = await ctx.db
          .selectFrom('audit_events')
          .selectAll()
          .where('document_id', '=', doc.id)
          .orderBy('seq')
          .execute();
        return {
          documentId: doc.id,
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
          chain: await verifyDocumentChain(ctx.db, doc.id),
        };
      },
    );
    route(
      {
        operationId: 'downloadDocument',
        method: 'GET',
        path: '/api/v1/documents/:id/file',
        tag: 'Documents',
        summary: 'Download the sealed or the original PDF',
        description:
          'Recorded in the audit trail; fires `document.downloaded`. `sealed` answers 404 until the document is completed.',
        params: idParams,
        query: fileQuery,
        response: { status: 200, description: 'The PDF', contentType: 'application/pdf' },
        errors: [400, 404, 410],
        curl:
          'curl -s "{BASE}/api/v1/documents/$DOCUMENT_ID/file?variant=sealed" \\\n' +
          '  -H "Authorization: Bearer $SIGNET_API_KEY" -o signed.pdf',
      },
      async (request, reply, user) => {
        const doc = await ownedDoc(user, request.params);
        const { variant } = parse(fileQuery, request.query);
        if (doc.status === 'expired')
          throw new AppError('gone', 'This document has expired and its file was deleted.');
        if (variant === 'sealed' && !doc.sealed_blob_key)
          throw new AppError('not_found', 'This document has not been sealed yet.');
        const sealed = variant === 'sealed';
        await ctx.db.transaction().execute(async (trx) => {
          await appendAudit(trx, ctx.dialect, {
            documentId: doc.id,
            event: 'downloaded',
            actor: user.name,
            actorEmail: user.email,
            ip: request.ip,
            userAgent: request.headers['user-agent'],
            details: { variant, via: 'api' },
          });
          await emitDocumentEvent(ctx, trx, {
            event: 'document.downloaded',
            documentId: doc.id,
            details: { variant, via: 'api' },
          });
        });
        return serveBlob(ctx, request, reply, {
          key: sealed ? doc.sealed_blob_key! : doc.blob_key,
          size: sealed ? doc.sealed_size! : doc.size,
          etag: sealed ? doc.sealed_sha256! : doc.sha256,
          filename: `${doc.name}${sealed ? ' (signed)' : ''}.pdf`,
          download: true,
        });
      },
    );
    route(
      {
        operationId: 'deleteDocument',
        method: 'DELETE',
        path: '/api/v1/documents/:id',
        tag: 'Documents',
        summary: 'Delete a document, its files and its signing links',
        params: idParams,
        response: { status: 204, description: 'Deleted' },
        errors: [404],
        curl: 'curl -s -X DELETE {BASE}/api/v1/documents/$DOCUMENT_ID -H "Authorization: Bearer $SIGNET_API_KEY"',
      },
      async (request, _reply, user) => {
        const doc = await ownedDoc(user, request.params);
        await deleteDocument(ctx, user.id, doc.id);
        return undefined;
      },
    );

    // Signers
    route(
      {
        operationId: 'setSigners',
        method: 'PUT',
        path: '/api/v1/documents/:id/signers',
        tag: 'Signers',
        summary: 'Add signers and send the document for signing',
        description:
          'The full list of signers (unchanged signers keep their links). Moves the document to `pending`, gives each signer ' +
          'a link and emails those with an address whose turn it is. Without signers and with `allowAnonymous`, one open link is made. ' +
          "`webhookUrl` sets the document's own webhook, signed with your account's document webhook secret.",
        params: idParams,
        body: setSignersSchema,
        response: {
          status: 200,
          description: 'The document, its signers with their links, and how many were emailed',
          schema: documentWithSigners.extend({ invited: z.number() }),
        },
        errors: [400, 403, 404, 409],
        curl:
          'curl -s -X PUT {BASE}/api/v1/documents/$DOCUMENT_ID/signers \\\n' +
          '  -H "Authorization: Bearer $SIGNET_API_KEY" -H "Content-Type: application/json" \\\n' +
          '  -d \'{"signers":[{"name":"Sam Signer","email":"sam@example.com"}],"allowAnonymous":false}\'',
      },
      async (request, _reply, user) => {
        const doc = await ownedDoc(user, request.params);
        const input = parse(setSignersSchema, request.body);
        const { invited } = await setSigners(ctx, request, user, doc.id, input);
        return { ...(await withSigners(user.id, doc.id)), invited };
      },
    );

    // Webhooks
    route(
      {
        operationId: 'listWebhooks',
        method: 'GET',
        path: '/api/v1/webhooks',
        tag: 'Webhooks',
        summary: 'List your webhooks',
        response: {
          status: 200,
          description: 'Your webhooks',
          schema: z.object({ items: z.array(webhookSchema) }),
        },
        curl: 'curl -s {BASE}/api/v1/webhooks -H "Authorization: Bearer $SIGNET_API_KEY"',
      },
      async (_request, _reply, user) => ({
        items: (await listOwnedWebhooks(ctx.db, user.id)).map(toWebhookDto),
      }),
    );
    route(
      {
        operationId: 'createWebhook',
        method: 'POST',
        path: '/api/v1/webhooks',
        tag: 'Webhooks',
        summary: 'Create a webhook',
        description:
          'Events default to document.uploaded, document.signed and document.completed. Addresses on private, loopback and ' +
          'link-local networks are refused unless the administrator allows them.',
        body: webhookInputSchema,
        response: { status: 201, description: 'The webhook', schema: z.object({ webhook: webhookSchema }) },
        errors: [400, 409],
        curl:
          'curl -s {BASE}/api/v1/webhooks -H "Authorization: Bearer $SIGNET_API_KEY" \\\n' +
          '  -H "Content-Type: application/json" \\\n' +
          '  -d \'{"url":"https://example.com/signet","events":["document.completed"]}\'',
      },
      async (request, _reply, user) => ({
        webhook: await createWebhook(ctx, user, parse(webhookInputSchema, request.body)),
      }),
    );
    route(
      {
        operationId: 'getWebhook',
        method: 'GET',
        path: '/api/v1/webhooks/:id',
        tag: 'Webhooks',
        summary: 'A webhook',
        params: webhookParams,
        response: { status: 200, description: 'The webhook', schema: z.object({ webhook: webhookSchema }) },
        errors: [404],
        curl: 'curl -s {BASE}/api/v1/webhooks/$WEBHOOK_ID -H "Authorization: Bearer $SIGNET_API_KEY"',
      },
      async (request, _reply, user) => {
        const hook = await findOwnedWebhook(ctx.db, user.id, parse(webhookParams, request.params).id);
        if (!hook) throw new AppError('not_found', 'Webhook not found');
        return { webhook: toWebhookDto(hook) };
      },
    );
    route(
      {
        operationId: 'updateWebhook',
        method: 'PATCH',
        path: '/api/v1/webhooks/:id',
        tag: 'Webhooks',
        summary: 'Change a webhook (URL, description, events, active)',
        params: webhookParams,
        body: webhookUpdateSchema,
        response: { status: 200, description: 'The webhook', schema: z.object({ webhook: webhookSchema }) },
        errors: [400, 404],
        curl:
          'curl -s -X PATCH {BASE}/api/v1/webhooks/$WEBHOOK_ID -H "Authorization: Bearer $SIGNET_API_KEY" \\\n' +
          '  -H "Content-Type: application/json" -d \'{"isActive":false}\'',
      },
      async (request, _reply, user) => ({
        webhook: await updateWebhook(
          ctx,
          user,
          parse(webhookParams, request.params).id,
          parse(webhookUpdateSchema, request.body),
        ),
      }),
    );
    route(
      {
        operationId: 'deleteWebhook',
        method: 'DELETE',
        path: '/api/v1/webhooks/:id',
        tag: 'Webhooks',
        summary: 'Delete a webhook and its delivery log',
        params: webhookParams,
        response: { status: 204, description: 'Deleted' },
        errors: [404],
        curl: 'curl -s -X DELETE {BASE}/api/v1/webhooks/$WEBHOOK_ID -H "Authorization: Bearer $SIGNET_API_KEY"',
      },
      async (request, _reply, user) => {
        await deleteWebhook(ctx, user, parse(webhookParams, request.params).id);
        return undefined;
      },
    );
    route(
      {
        operationId: 'testWebhook',
        method: 'POST',
        path: '/api/v1/webhooks/:id/test',
        tag: 'Webhooks',
        summary: 'Send a signed test_event now',
        description: 'Waits for the receiver (10 s at most) and reports success, timeout or failure.',
        params: webhookParams,
        response: { status: 200, description: 'The outcome', schema: webhookTestResultSchema },
        errors: [400, 404],
        curl: 'curl -s -X POST {BASE}/api/v1/webhooks/$WEBHOOK_ID/test -H "Authorization: Bearer $SIGNET_API_KEY"',
      },
      async (request, _reply, user) => testWebhook(ctx, user, parse(webhookParams, request.params).id),
    );
    route(
      {
        operationId: 'getWebhookSecret',
        method: 'GET',
        path: '/api/v1/webhooks/:id/secret',
        tag: 'Webhooks',
        summary: "The webhook's signing secret",
        params: webhookParams,
        response: { status: 200, description: 'The secret', schema: webhookSecretSchema },
        errors: [404],
        curl: 'curl -s {BASE}/api/v1/webhooks/$WEBHOOK_ID/secret -H "Authorization: Bearer $SIGNET_API_KEY"',
      },
      async (request, _reply, user) => ({
        secret: await revealWebhookSecret(ctx, user, parse(webhookParams, request.params).id),
      }),
    );
    route(
      {
        operationId: 'rotateWebhookSecret',
        method: 'POST',
        path: '/api/v1/webhooks/:id/secret/rotate',
        tag: 'Webhooks',
        summary: 'Replace the signing secret',
        description: 'Deliveries sent from now on are signed with the new secret.',
        params: webhookParams,
        response: { status: 200, description: 'The new secret', schema: webhookSecretSchema },
        errors: [404],
        curl: 'curl -s -X POST {BASE}/api/v1/webhooks/$WEBHOOK_ID/secret/rotate -H "Authorization: Bearer $SIGNET_API_KEY"',
      },
      async (request, _reply, user) => ({
        secret: await rotateWebhookSecret(ctx, user, parse(webhookParams, request.params).id),
      }),
    );
    route(
      {
        operationId: 'listWebhookDeliveries',
        method: 'GET',
        path: '/api/v1/webhooks/:id/deliveries',
        tag: 'Webhooks',
        summary: "The webhook's delivery log (newest 50)",
        params: webhookParams,
        response: {
          status: 200,
          description: 'Deliveries with every attempt',
          schema: z.object({ items: z.array(webhookDeliverySchema) }),
        },
        errors: [404],
        curl: 'curl -s {BASE}/api/v1/webhooks/$WEBHOOK_ID/deliveries -H "Authorization: Bearer $SIGNET_API_KEY"',
      },
      async (request, _reply, user) => {
        const hook = await findOwnedWebhook(ctx.db, user.id, parse(webhookParams, request.params).id);
        if (!hook) throw new AppError('not_found', 'Webhook not found');
        return { items: await listDeliveries(ctx.db, user.id, { webhookId: hook.id }) };
      },
    );
    route(
      {
        operationId: 'redeliverWebhookDelivery',
        method: 'POST',
        path: '/api/v1/webhook-deliveries/:deliveryId/redeliver',
        tag: 'Webhooks',
        summary: 'Send a delivery again (same id, same body)',
        params: deliveryParams,
        response: { status: 202, description: 'Queued', schema: z.object({ message: z.string() }) },
        errors: [404, 409],
        curl: 'curl -s -X POST {BASE}/api/v1/webhook-deliveries/$DELIVERY_ID/redeliver -H "Authorization: Bearer $SIGNET_API_KEY"',
      },
      async (request, _reply, user) => {
        await redeliverWebhook(ctx, user, parse(deliveryParams, request.params).deliveryId);
        return { message: 'Redelivery queued' };
      },
    );
  });

  /** The address examples use: the configured public URL, else the one this request came to. */
  const baseUrl = (request: FastifyRequest) =>
    ctx.config.publicUrl ??
    (request.headers.host ? `${request.protocol}://${request.headers.host}` : publicOrigin(ctx));
  app.get('/api/v1/openapi.json', async (request, reply) => {
    const { general } = await ctx.settings.get();
    const doc = buildOpenApiDocument(operations, {
      version: ctx.version,
      serverUrl: baseUrl(request),
      siteName: general.siteName,
    });
    return reply.header('cache-control', 'no-cache').send(doc);
  });
  app.get('/api/docs', async (request, reply) => {
    const { general } = await ctx.settings.get();
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        renderApiDocs(operations, {
          baseUrl: baseUrl(request),
          siteName: general.siteName,
          version: ctx.version,
        }),
      );
  });
}
