// /api/admin/api-keys, /api/admin/webhooks and /api/admin/logs: every owner's keys and webhooks and
// the system log, on the integrations machinery (src/server/integrations, src/server/logs). Actions
// act as the resource's owner would, and each is written to the admin audit log.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  adminOwnerInputSchema,
  LOG_EXPORT_COLUMNS,
  listAdminApiKeysQuerySchema,
  listAdminWebhooksQuerySchema,
} from '../../shared/admin';
import { formatDateTime } from '../../shared/format-date';
import {
  apiKeyInputSchema,
  INTEGRATION_MESSAGES,
  listSystemLogsQuerySchema,
  webhookInputSchema,
  webhookTestInputSchema,
  webhookUpdateSchema,
} from '../../shared/integrations';
import { findUserById } from '../accounts/users-repo';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { enforceRateLimit } from '../http/rate-limit';
import { parse } from '../http/validate';
import { nowIso } from '../lib/ids';
import {
  createApiKey,
  regenerateApiKey,
  deleteApiKey,
  setApiKeyStatus,
  toApiKeyDto,
  usageMonth,
} from '../integrations/api-keys';
import {
  createWebhook,
  deleteWebhook,
  testWebhook,
  testWebhookUrl,
  updateWebhook,
} from '../integrations/manage-webhooks';
import { toWebhookDto } from '../integrations/webhooks-repo';
import { listSystemLogs } from '../logs/list-system-logs';
import { adminActor, recordAdminAction } from './admin-audit';
import { containsPattern } from './admin-users-repo';
import { csvFileName, toCsv } from './csv';
import { contentDisposition } from '../documents/serve-document-file';

const idParams = z.object({ id: z.string().min(1).max(64) });
const logsExportQuery = listSystemLogsQuerySchema.pick({ q: true, level: true });
const EXPORT_LIMIT = 50_000;

async function keyOwner(ctx: AppContext, id: string) {
  const key = await ctx.db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();
  if (!key) throw new AppError('not_found', 'API key not found');
  const owner = (await findUserById(ctx.db, key.owner_id))!;
  return { key, owner };
}

async function hookOwner(ctx: AppContext, id: string) {
  const hook = await ctx.db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst();
  if (!hook) throw new AppError('not_found', 'Webhook not found');
  const owner = (await findUserById(ctx.db, hook.owner_id))!;
  return { hook, owner };
}

async function existingUser(ctx: AppContext, id: string) {
  const user = await findUserById(ctx.db, id);
  if (!user) throw new AppError('not_found', 'User not found', { fields: { ownerId: 'User not found' } });
  return user;
}

export function adminIntegrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  // ── API keys ───────────────────────────────────────────────────────────────────────────────────
  app.get('/api/admin/api-keys', async (request) => {
    adminActor(request);
    const query = parse(listAdminApiKeysQuerySchema, request.query);
    const now = nowIso();
    let base = ctx.db.selectFrom('api_keys').innerJoin('users', 'users.id', 'api_keys.owner_id');
    if (query.q) {
      const p = containsPattern(query.q);
      base = base.where((eb) =>
        eb.or([
          eb(sql`lower(api_keys.name)`, 'like', sql`${p} escape '\\'`),
          eb(sql`users.email_normalized`, 'like', sql`${p} escape '\\'`),
          eb(sql`lower(users.name)`, 'like', sql`${p} escape '\\'`),
        ]),
      );
    }
    if (query.status === 'active')
      base = base.where('api_keys.status', '=', 'active').where('api_keys.expires_at', '>', now);
    if (query.status === 'inactive') base = base.where('api_keys.status', '=', 'inactive');
    if (query.status === 'expired') base = base.where('api_keys.expires_at', '<=', now);
    if (query.ownerId) base = base.where('api_keys.owner_id', '=', query.ownerId);
    if (query.organisationId) base = base.where('users.organisation_id', '=', query.organisationId);
    const { total } = await base
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .selectAll('api_keys')
      .select(['users.name as owner_name', 'users.email as owner_email'])
      .orderBy('api_keys.created_at', 'desc')
      .orderBy('api_keys.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute();
    const usage = rows.length
      ? await ctx.db
          .selectFrom('api_key_usage')
          .select(['key_id', 'count'])
          .where(
            'key_id',
            'in',
            rows.map((r) => r.id),
          )
          .where('month', '=', usageMonth())
          .execute()
      : [];
    const used = new Map(usage.map((u) => [u.key_id, Number(u.count)]));
    return {
      items: rows.map(({ owner_name, owner_email, ...row }) => ({
        ...toApiKeyDto(row, used.get(row.id) ?? 0),
        owner: { id: row.owner_id, name: owner_name, email: owner_email },
      })),
      total: Number(total),
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  app.post('/api/admin/api-keys', async (request, reply) => {
    const actor = adminActor(request);
    const { ownerId } = parse(adminOwnerInputSchema, request.body);
    const input = parse(apiKeyInputSchema, request.body);
    const owner = await existingUser(ctx, ownerId);
    const created = await createApiKey(ctx, owner, input);
    await recordAdminAction(ctx.db, actor, {
      action: 'api_key.created',
      targetType: 'api_key',
      targetId: created.apiKey.id,
      summary: `Created API key "${input.name}" for ${owner.email}`,
    });
    return reply.status(201).send({ ...created, message: INTEGRATION_MESSAGES.apiKeyCreated });
  });

  for (const [action, status] of [
    ['revoke', 'inactive'],
    ['activate', 'active'],
  ] as const) {
    app.post(`/api/admin/api-keys/:id/${action}`, async (request) => {
      const actor = adminActor(request);
      const { id } = parse(idParams, request.params);
      const { key, owner } = await keyOwner(ctx, id);
      const apiKey = await setApiKeyStatus(ctx, owner, id, status);
      await recordAdminAction(ctx.db, actor, {
        action: status === 'active' ? 'api_key.activated' : 'api_key.revoked',
        targetType: 'api_key',
        targetId: id,
        summary: `${status === 'active' ? 'Activated' : 'Revoked'} API key "${key.name}" of ${owner.email}`,
      });
      return {
        apiKey,
        message:
          status === 'active' ? INTEGRATION_MESSAGES.apiKeyActivated : INTEGRATION_MESSAGES.apiKeyRevoked,
      };
    });
  }

  // A new secret for the same key (name, limits, usage kept); the full key is shown once, here.
  app.post('/api/admin/api-keys/:id/regenerate', async (request) => {
    const actor = adminActor(request);
    const { id } = parse(idParams, request.params);
    const { key, owner } = await keyOwner(ctx, id);
    const regenerated = await regenerateApiKey(ctx, owner, id);
    await recordAdminAction(ctx.db, actor, {
      action: 'api_key.regenerated',
      targetType: 'api_key',
      targetId: id,
      summary: `Regenerated API key "${key.name}" of ${owner.email}`,
    });
    return { ...regenerated, message: INTEGRATION_MESSAGES.apiKeyRegenerated };
  });

  app.delete('/api/admin/api-keys/:id', async (request) => {
    const actor = adminActor(request);
    const { id } = parse(idParams, request.params);
    const { key, owner } = await keyOwner(ctx, id);
    await deleteApiKey(ctx, owner, id);
    await recordAdminAction(ctx.db, actor, {
      action: 'api_key.deleted',
      targetType: 'api_key',
      targetId: id,
      summary: `Deleted API key "${key.name}" of ${owner.email}`,
    });
    return { message: 'API key deleted' };
  });

  // ── Webhooks ───────────────────────────────────────────────────────────────────────────────────
  app.get('/api/admin/webhooks', async (request) => {
    adminActor(request);
    const query = parse(listAdminWebhooksQuerySchema, request.query);
    let base = ctx.db.selectFrom('webhooks').innerJoin('users', 'users.id', 'webhooks.owner_id');
    if (query.q) {
      const p = containsPattern(query.q);
      base = base.where((eb) =>
        eb.or([
          eb(sql`lower(webhooks.url)`, 'like', sql`${p} escape '\\'`),
          eb(sql`lower(webhooks.description)`, 'like', sql`${p} escape '\\'`),
          eb(sql`users.email_normalized`, 'like', sql`${p} escape '\\'`),
        ]),
      );
    }
    if (query.status !== 'all')
      base = base.where('webhooks.is_active', '=', query.status === 'active' ? 1 : 0);
    if (query.ownerId) base = base.where('webhooks.owner_id', '=', query.ownerId);
    if (query.organisationId) base = base.where('users.organisation_id', '=', query.organisationId);
    const rows = await base
      .selectAll('webhooks')
      .select(['users.name as owner_name', 'users.email as owner_email'])
      .orderBy('webhooks.created_at', 'desc')
      .orderBy('webhooks.id', 'desc')
      .limit(500)
      .execute();
    return {
      items: rows.map(({ owner_name, owner_email, ...row }) => ({
        ...toWebhookDto(row),
        owner: { id: row.owner_id, name: owner_name, email: owner_email },
      })),
    };
  });

  app.post('/api/admin/webhooks', async (request, reply) => {
    const actor = adminActor(request);
    const { ownerId } = parse(adminOwnerInputSchema, request.body);
    const input = parse(webhookInputSchema, request.body);
    const owner = await existingUser(ctx, ownerId);
    const webhook = await createWebhook(ctx, owner, input);
    await recordAdminAction(ctx.db, actor, {
      action: 'webhook.created',
      targetType: 'webhook',
      targetId: webhook.id,
      summary: `Created a webhook to ${webhook.url} for ${owner.email}`,
    });
    return reply.status(201).send({ webhook, message: INTEGRATION_MESSAGES.webhookCreated });
  });

  app.patch('/api/admin/webhooks/:id', async (request) => {
    const actor = adminActor(request);
    const { id } = parse(idParams, request.params);
    const input = parse(webhookUpdateSchema, request.body);
    const { hook, owner } = await hookOwner(ctx, id);
    const webhook = await updateWebhook(ctx, owner, id, input);
    const toggled = input.isActive !== undefined && !!hook.is_active !== input.isActive;
    await recordAdminAction(ctx.db, actor, {
      action: toggled ? (input.isActive ? 'webhook.enabled' : 'webhook.disabled') : 'webhook.updated',
      targetType: 'webhook',
      targetId: id,
      summary: `${toggled ? (input.isActive ? 'Enabled' : 'Disabled') : 'Edited'} the webhook to ${webhook.url} of ${owner.email}`,
    });
    return {
      webhook,
      message: toggled
        ? input.isActive
          ? INTEGRATION_MESSAGES.webhookEnabled
          : INTEGRATION_MESSAGES.webhookDisabled
        : INTEGRATION_MESSAGES.webhookSaved,
    };
  });

  app.delete('/api/admin/webhooks/:id', async (request) => {
    const actor = adminActor(request);
    const { id } = parse(idParams, request.params);
    const { hook, owner } = await hookOwner(ctx, id);
    await deleteWebhook(ctx, owner, id);
    await recordAdminAction(ctx.db, actor, {
      action: 'webhook.deleted',
      targetType: 'webhook',
      targetId: id,
      summary: `Deleted the webhook to ${hook.url} of ${owner.email}`,
    });
    return { message: INTEGRATION_MESSAGES.webhookDeleted };
  });

  // Test before saving: a signed test_event to the URL in the form, for the user it will belong to.
  app.post('/api/admin/webhooks/test', async (request) => {
    const actor = adminActor(request);
    const { ownerId } = parse(adminOwnerInputSchema, request.body);
    const { url } = parse(webhookTestInputSchema, request.body);
    await enforceRateLimit(ctx.db, `webhook-test:${actor.id}`, 10, 60 * 1000);
    const owner = await existingUser(ctx, ownerId);
    const result = await testWebhookUrl(ctx, owner, url);
    await recordAdminAction(ctx.db, actor, {
      action: 'webhook.tested',
      targetType: 'user',
      targetId: owner.id,
      summary: `Tested the webhook URL ${url} for ${owner.email}: ${result.outcome}`,
    });
    return result;
  });

  app.post('/api/admin/webhooks/:id/test', async (request) => {
    const actor = adminActor(request);
    const { id } = parse(idParams, request.params);
    await enforceRateLimit(ctx.db, `webhook-test:${actor.id}`, 10, 60 * 1000);
    const { hook, owner } = await hookOwner(ctx, id);
    const result = await testWebhook(ctx, owner, id);
    await recordAdminAction(ctx.db, actor, {
      action: 'webhook.tested',
      targetType: 'webhook',
      targetId: id,
      summary: `Tested the webhook to ${hook.url} of ${owner.email}: ${result.outcome}`,
    });
    return result;
  });

  // ── Logs ───────────────────────────────────────────────────────────────────────────────────────
  app.get('/api/admin/logs', async (request) => {
    adminActor(request);
    return listSystemLogs(ctx.db, parse(listSystemLogsQuerySchema, request.query));
  });

  app.get('/api/admin/logs/export', async (request, reply) => {
    const actor = adminActor(request);
    const { q, level } = parse(logsExportQuery, request.query);
    const { general } = await ctx.settings.get();
    const rows: string[][] = [];
    for (let page = 1; rows.length < EXPORT_LIMIT; page++) {
      const { items } = await listSystemLogs(ctx.db, { q, level, page, pageSize: 500 });
      for (const l of items)
        rows.push([
          l.level,
          l.message,
          l.user ?? '',
          l.endpoint ?? '',
          formatDateTime(l.timestamp, general.dateFormat, general.timezone),
          l.ip ?? '',
        ]);
      if (items.length < 500) break;
    }
    await recordAdminAction(ctx.db, actor, {
      action: 'logs.exported',
      targetType: 'logs',
      summary: `Exported ${rows.length} log entr${rows.length === 1 ? 'y' : 'ies'} to CSV`,
    });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', csvFileName('logs')))
      .header('cache-control', 'no-store')
      .send(toCsv(LOG_EXPORT_COLUMNS, rows));
  });
}
