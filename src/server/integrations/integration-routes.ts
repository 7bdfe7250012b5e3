// The owner's Developers area: /api/webhooks (webhooks, secrets, Test, delivery logs, Redeliver),
// /api/api-keys, and POST /api/documents/:id/exported (Export as Image → document.exported).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  apiKeyInputSchema,
  exportedEventSchema,
  INTEGRATION_MESSAGES,
  webhookInputSchema,
  webhookTestInputSchema,
  webhookUpdateSchema,
} from '../../shared/integrations';
import type { AppContext } from '../context';
import { findOwnedDocument } from '../documents/documents-repo';
import { requireSession } from '../http/auth-context';
import { AppError } from '../http/errors';
import { enforceRateLimit } from '../http/rate-limit';
import { parse } from '../http/validate';
import { createApiKey, deleteApiKey, listApiKeys, regenerateApiKey, setApiKeyStatus } from './api-keys';
import { emitDocumentEvent } from './emit-document-event';
import {
  createWebhook,
  deleteWebhook,
  redeliverWebhook,
  revealWebhookSecret,
  rotateWebhookSecret,
  testWebhook,
  testWebhookUrl,
  updateWebhook,
} from './manage-webhooks';
import {
  findOwnedWebhook,
  listDeliveries,
  listOwnedWebhooks,
  ownerDocumentSecret,
  rotateOwnerDocumentSecret,
  toWebhookDto,
} from './webhooks-repo';

const idParams = z.object({ id: z.string().min(1).max(64) });
const deliveryParams = z.object({ deliveryId: z.string().min(1).max(64) });
/** Tests reach out to other servers: a few per minute per account is plenty for a person. */
const TESTS_PER_MINUTE = 10;

export function integrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Webhooks
  app.get('/api/webhooks', async (request) => {
    const { user } = requireSession(request);
    return { items: (await listOwnedWebhooks(ctx.db, user.id)).map(toWebhookDto) };
  });

  app.post('/api/webhooks', async (request, reply) => {
    const { user } = requireSession(request);
    const webhook = await createWebhook(ctx, user, parse(webhookInputSchema, request.body));
    return reply.status(201).send({ webhook, message: INTEGRATION_MESSAGES.webhookCreated });
  });

  app.post('/api/webhooks/test', async (request) => {
    const { user } = requireSession(request);
    const { url } = parse(webhookTestInputSchema, request.body);
    await enforceRateLimit(ctx.db, `webhook-test:${user.id}`, TESTS_PER_MINUTE, 60 * 1000);
    return testWebhookUrl(ctx, user, url);
  });

  // The account's secret for documents' own webhook URLs, and their delivery log.
  app.get('/api/webhooks/document-secret', async (request, reply) => {
    const { user } = requireSession(request);
    void reply.header('cache-control', 'no-store');
    return { secret: await ownerDocumentSecret(ctx, ctx.db, user.id) };
  });

  app.post('/api/webhooks/document-secret/rotate', async (request) => {
    const { user } = requireSession(request);
    return {
      secret: await rotateOwnerDocumentSecret(ctx, ctx.db, user.id),
      message: INTEGRATION_MESSAGES.secretRotated,
    };
  });

  app.get('/api/webhooks/document-deliveries', async (request) => {
    const { user } = requireSession(request);
    return { items: await listDeliveries(ctx.db, user.id, { webhookId: null }) };
  });

  app.patch('/api/webhooks/:id', async (request) => {
    const { user } = requireSession(request);
    const { id } = parse(idParams, request.params);
    const input = parse(webhookUpdateSchema, request.body);
    const webhook = await updateWebhook(ctx, user, id, input);
    const message =
      Object.keys(input).length === 1 && input.isActive !== undefined
        ? input.isActive
          ? INTEGRATION_MESSAGES.webhookEnabled
          : INTEGRATION_MESSAGES.webhookDisabled
        : INTEGRATION_MESSAGES.webhookSaved;
    return { webhook, message };
  });

  app.delete('/api/webhooks/:id', async (request, reply) => {
    const { user } = requireSession(request);
    await deleteWebhook(ctx, user, parse(idParams, request.params).id);
    return reply.status(204).send();
  });

  app.post('/api/webhooks/:id/test', async (request) => {
    const { user } = requireSession(request);
    const { id } = parse(idParams, request.params);
    await enforceRateLimit(ctx.db, `webhook-test:${user.id}`, TESTS_PER_MINUTE, 60 * 1000);
    return testWebhook(ctx, user, id);
  });

  app.get('/api/webhooks/:id/secret', async (request, reply) => {
    const { user } = requireSession(request);
    void reply.header('cache-control', 'no-store');
    return { secret: await revealWebhookSecret(ctx, user, parse(idParams, request.params).id) };
  });

  app.post('/api/webhooks/:id/secret/rotate', async (request) => {
    const { user } = requireSession(request);
    const secret = await rotateWebhookSecret(ctx, user, parse(idParams, request.params).id);
    return { secret, message: INTEGRATION_MESSAGES.secretRotated };
  });

  app.get('/api/webhooks/:id/deliveries', async (request) => {
    const { user } = requireSession(request);
    const hook = await findOwnedWebhook(ctx.db, user.id, parse(idParams, request.params).id);
    if (!hook) throw new AppError('not_found', 'Webhook not found');
    return { items: await listDeliveries(ctx.db, user.id, { webhookId: hook.id }) };
  });

  app.post('/api/webhook-deliveries/:deliveryId/redeliver', async (request, reply) => {
    const { user } = requireSession(request);
    await redeliverWebhook(ctx, user, parse(deliveryParams, request.params).deliveryId);
    return reply.status(202).send({ message: INTEGRATION_MESSAGES.redeliveryQueued });
  });

  // API keys
  app.get('/api/api-keys', async (request, reply) => {
    const { user } = requireSession(request);
    void reply.header('cache-control', 'no-store');
    return listApiKeys(ctx, user);
  });

  app.post('/api/api-keys', async (request, reply) => {
    const { user } = requireSession(request);
    const created = await createApiKey(ctx, user, parse(apiKeyInputSchema, request.body));
    return reply
      .status(201)
      .header('cache-control', 'no-store')
      .send({ ...created, message: INTEGRATION_MESSAGES.apiKeyCreated });
  });

  app.post('/api/api-keys/:id/regenerate', async (request, reply) => {
    const { user } = requireSession(request);
    const created = await regenerateApiKey(ctx, user, parse(idParams, request.params).id);
    return reply
      .header('cache-control', 'no-store')
      .send({ ...created, message: INTEGRATION_MESSAGES.apiKeyRegenerated });
  });

  app.post('/api/api-keys/:id/revoke', async (request) => {
    const { user } = requireSession(request);
    const apiKey = await setApiKeyStatus(ctx, user, parse(idParams, request.params).id, 'inactive');
    return { apiKey, message: INTEGRATION_MESSAGES.apiKeyRevoked };
  });

  app.post('/api/api-keys/:id/activate', async (request) => {
    const { user } = requireSession(request);
    const apiKey = await setApiKeyStatus(ctx, user, parse(idParams, request.params).id, 'active');
    return { apiKey, message: INTEGRATION_MESSAGES.apiKeyActivated };
  });

  app.delete('/api/api-keys/:id', async (request, reply) => {
    const { user } = requireSession(request);
    await deleteApiKey(ctx, user, parse(idParams, request.params).id);
    return reply.status(204).send();
  });

  // Export as Image happens in the browser; it reports here so document.exported reaches webhooks.
  app.post('/api/documents/:id/exported', async (request, reply) => {
    const { user } = requireSession(request);
    const { id } = parse(idParams, request.params);
    const { format } = parse(exportedEventSchema, request.body);
    const doc = await findOwnedDocument(ctx.db, user.id, id);
    if (!doc) throw new AppError('not_found', 'Document not found');
    await ctx.db
      .transaction()
      .execute((trx) =>
        emitDocumentEvent(ctx, trx, { event: 'document.exported', documentId: doc.id, details: { format } }),
      );
    return reply.status(202).send({ message: 'Document exported as image' });
  });
}
