// An owner's webhooks: create, change, enable/disable, delete, reveal and rotate the signing secret,
// Test (a synchronous signed test_event) and Redeliver. Every function is owner-scoped: another
// owner's webhook is simply not found.
import { z } from 'zod';
import {
  INTEGRATION_MESSAGES,
  TEST_EVENT,
  webhookInputSchema,
  webhookUpdateSchema,
  type Webhook,
  type WebhookTestResult,
} from '../../shared/integrations';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { newId, nowIso } from '../lib/ids';
import { assertWebhookUrlAllowed } from '../signing/webhook-url';
import { deliveryHeaders, enqueueDelivery, recordAttempt } from './deliver-webhook';
import { postWebhook, type PostResult } from './post-webhook';
import { newWebhookSecret, signatureHeader } from './webhook-signature';
import {
  encryptWebhookSecret,
  findOwnedWebhook,
  ownerDocumentSecret,
  toWebhookDto,
  webhookSecret,
} from './webhooks-repo';

export const MAX_WEBHOOKS = 25;
type Owner = { id: string };

async function ownedOrThrow(ctx: AppContext, owner: Owner, id: string) {
  const hook = await findOwnedWebhook(ctx.db, owner.id, id);
  if (!hook) throw new AppError('not_found', 'Webhook not found');
  return hook;
}

async function checkUrl(ctx: AppContext, url: string): Promise<void> {
  try {
    await assertWebhookUrlAllowed(ctx, url);
  } catch (err) {
    if (err instanceof AppError) throw new AppError(err.code, err.message, { fields: { url: err.message } });
    throw err;
  }
}

export async function createWebhook(
  ctx: AppContext,
  owner: Owner,
  input: z.output<typeof webhookInputSchema>,
): Promise<Webhook> {
  await checkUrl(ctx, input.url);
  const { count } = await ctx.db
    .selectFrom('webhooks')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('owner_id', '=', owner.id)
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_WEBHOOKS)
    throw new AppError('conflict', `You can have up to ${MAX_WEBHOOKS} webhooks. Delete one to add another.`);
  const now = nowIso();
  const id = newId();
  await ctx.db
    .insertInto('webhooks')
    .values({
      id,
      owner_id: owner.id,
      url: input.url,
      description: input.description || 'Webhook',
      events: JSON.stringify([...new Set(input.events)]),
      is_active: input.isActive ? 1 : 0,
      secret_enc: encryptWebhookSecret(ctx, newWebhookSecret()),
      created_at: now,
      updated_at: now,
      last_triggered_at: null,
    })
    .execute();
  return toWebhookDto((await findOwnedWebhook(ctx.db, owner.id, id))!);
}

export async function updateWebhook(
  ctx: AppContext,
  owner: Owner,
  id: string,
  input: z.output<typeof webhookUpdateSchema>,
): Promise<Webhook> {
  const hook = await ownedOrThrow(ctx, owner, id);
  if (input.url !== undefined && input.url !== hook.url) await checkUrl(ctx, input.url);
  await ctx.db
    .updateTable('webhooks')
    .set({
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.description !== undefined ? { description: input.description || 'Webhook' } : {}),
      ...(input.events !== undefined ? { events: JSON.stringify([...new Set(input.events)]) } : {}),
      ...(input.isActive !== undefined ? { is_active: input.isActive ? 1 : 0 } : {}),
      updated_at: nowIso(),
    })
    .where('id', '=', hook.id)
    .execute();
  return toWebhookDto((await findOwnedWebhook(ctx.db, owner.id, id))!);
}

export async function deleteWebhook(ctx: AppContext, owner: Owner, id: string): Promise<void> {
  const hook = await ownedOrThrow(ctx, owner, id);
  await ctx.db.deleteFrom('webhooks').where('id', '=', hook.id).execute();
}

export async function revealWebhookSecret(ctx: AppContext, owner: Owner, id: string): Promise<string> {
  return webhookSecret(ctx, await ownedOrThrow(ctx, owner, id));
}

export async function rotateWebhookSecret(ctx: AppContext, owner: Owner, id: string): Promise<string> {
  const hook = await ownedOrThrow(ctx, owner, id);
  const secret = newWebhookSecret();
  await ctx.db
    .updateTable('webhooks')
    .set({ secret_enc: encryptWebhookSecret(ctx, secret), updated_at: nowIso() })
    .where('id', '=', hook.id)
    .execute();
  return secret;
}

function testResult(r: PostResult): WebhookTestResult {
  return {
    outcome: r.outcome,
    message:
      r.outcome === 'success'
        ? INTEGRATION_MESSAGES.testSucceeded
        : r.outcome === 'timeout'
          ? INTEGRATION_MESSAGES.testTimedOut
          : INTEGRATION_MESSAGES.testFailed,
    statusCode: r.statusCode,
    durationMs: r.durationMs,
    error: r.error,
  };
}

function testPayload(owner: Owner, extra: Record<string, unknown>): string {
  return JSON.stringify({
    event: TEST_EVENT,
    event_id: newId(),
    user_id: owner.id,
    document_id: null,
    document_name: null,
    status: 'unknown',
    timestamp: nowIso(),
    signer_email: 'unknown',
    test: true,
    ...extra,
  });
}

/** Test: a signed test_event sent now (10 s limit), written to the webhook's delivery log. */
export async function testWebhook(ctx: AppContext, owner: Owner, id: string): Promise<WebhookTestResult> {
  const hook = await ownedOrThrow(ctx, owner, id);
  await checkUrl(ctx, hook.url);
  const body = testPayload(owner, { webhook_id: hook.id });
  const now = nowIso();
  const delivery = { id: newId(), event: TEST_EVENT };
  await ctx.db
    .insertInto('webhook_deliveries')
    .values({
      id: delivery.id,
      owner_id: owner.id,
      webhook_id: hook.id,
      document_id: null,
      url: hook.url,
      event: TEST_EVENT,
      payload: body,
      status: 'pending',
      next_attempt_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await ctx.db.updateTable('webhooks').set({ last_triggered_at: now }).where('id', '=', hook.id).execute();
  const result = await postWebhook(
    ctx,
    hook.url,
    deliveryHeaders(webhookSecret(ctx, hook), delivery, body),
    body,
  );
  await recordAttempt(ctx, delivery.id, result, result.outcome === 'success' ? 'succeeded' : 'failed', null);
  return testResult(result);
}

/** Test of a URL not saved yet (the form's Test button): signed with the account's document secret. */
export async function testWebhookUrl(ctx: AppContext, owner: Owner, url: string): Promise<WebhookTestResult> {
  await checkUrl(ctx, url);
  const body = testPayload(owner, {});
  const secret = await ownerDocumentSecret(ctx, ctx.db, owner.id);
  const result = await postWebhook(
    ctx,
    url,
    {
      'signet-event': TEST_EVENT,
      'signet-delivery': newId(),
      'signet-signature': signatureHeader(secret, body),
    },
    body,
  );
  return testResult(result);
}

/** Redeliver: the same delivery (same id and body) sent again by the job runner, once. */
export async function redeliverWebhook(ctx: AppContext, owner: Owner, deliveryId: string): Promise<void> {
  const delivery = await ctx.db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('id', '=', deliveryId)
    .where('owner_id', '=', owner.id)
    .executeTakeFirst();
  if (!delivery) throw new AppError('not_found', 'Delivery not found');
  if (delivery.status === 'pending' && delivery.next_attempt_at)
    throw new AppError('conflict', 'This delivery is still being retried.');
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', next_attempt_at: nowIso(), updated_at: nowIso() })
      .where('id', '=', delivery.id)
      .execute();
    await enqueueDelivery(trx, delivery.id, 1);
  });
}
