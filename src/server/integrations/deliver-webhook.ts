// The webhook.deliver job: sends one delivery, logs the attempt, and on failure throws so the job
// runner retries with exponential back-off (16 attempts over about a day). Every attempt of a
// delivery carries the same Signet-Delivery id and the same body; only the signature's time changes.
import type { AppContext } from '../context';
import type { Executor } from '../db/database';
import { backoffBaseMs, enqueueJob, type JobRunner } from '../jobs/job-queue';
import { newId, nowIso } from '../lib/ids';
import { systemLog } from '../logs/system-log';
import { postWebhook, type PostResult } from './post-webhook';
import { signatureHeader } from './webhook-signature';
import { ownerDocumentSecret, webhookSecret } from './webhooks-repo';

export const DELIVERY_JOB = 'webhook.deliver';
/** 5 s doubling to the runner's 6-hour cap: the 16th and last attempt comes about 23 hours after
 * the first. */
export const DELIVERY_MAX_ATTEMPTS = 16;

interface DeliveryJob {
  deliveryId: string;
  maxAttempts: number;
}

export async function enqueueDelivery(
  db: Executor,
  deliveryId: string,
  maxAttempts = DELIVERY_MAX_ATTEMPTS,
): Promise<void> {
  const payload: DeliveryJob = { deliveryId, maxAttempts };
  await enqueueJob(db, DELIVERY_JOB, payload, { maxAttempts });
}

export class DeliveryFailedError extends Error {}

/** The headers of one attempt. */
export function deliveryHeaders(
  secret: string,
  delivery: { id: string; event: string },
  body: string,
): Record<string, string> {
  return {
    'signet-event': delivery.event,
    'signet-delivery': delivery.id,
    'signet-signature': signatureHeader(secret, body),
  };
}

export async function recordAttempt(
  ctx: AppContext,
  deliveryId: string,
  result: PostResult,
  status: 'pending' | 'succeeded' | 'failed',
  nextAttemptAt: string | null,
): Promise<void> {
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('webhook_attempts')
      .values({
        id: newId(),
        delivery_id: deliveryId,
        status_code: result.statusCode,
        duration_ms: result.durationMs,
        response_excerpt: result.responseExcerpt,
        error: result.error,
        created_at: now,
      })
      .execute();
    await trx
      .updateTable('webhook_deliveries')
      .set((eb) => ({
        status,
        attempts: eb('attempts', '+', 1),
        next_attempt_at: nextAttemptAt,
        updated_at: now,
      }))
      .where('id', '=', deliveryId)
      .execute();
  });
}

/** The nominal wait before the runner's next try (it adds ±20 % jitter). */
export async function deliverWebhook(ctx: AppContext, job: DeliveryJob, attempt: number): Promise<void> {
  const delivery = await ctx.db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('id', '=', job.deliveryId)
    .executeTakeFirst();
  if (!delivery || delivery.status !== 'pending') return;
  let url = delivery.url;
  let secret: string;
  if (delivery.webhook_id) {
    const hook = await ctx.db
      .selectFrom('webhooks')
      .selectAll()
      .where('id', '=', delivery.webhook_id)
      .executeTakeFirst();
    if (!hook || !hook.is_active) {
      await ctx.db
        .updateTable('webhook_deliveries')
        .set({ status: 'cancelled', next_attempt_at: null, updated_at: nowIso() })
        .where('id', '=', delivery.id)
        .execute();
      return;
    }
    // A URL corrected after failures receives the retries.
    url = hook.url;
    secret = webhookSecret(ctx, hook);
    await ctx.db
      .updateTable('webhooks')
      .set({ last_triggered_at: nowIso() })
      .where('id', '=', hook.id)
      .execute();
    if (url !== delivery.url)
      await ctx.db.updateTable('webhook_deliveries').set({ url }).where('id', '=', delivery.id).execute();
  } else {
    secret = await ownerDocumentSecret(ctx, ctx.db, delivery.owner_id);
  }

  const result = await postWebhook(
    ctx,
    url,
    deliveryHeaders(secret, delivery, delivery.payload),
    delivery.payload,
  );
  if (result.outcome === 'success') {
    await recordAttempt(ctx, delivery.id, result, 'succeeded', null);
    return;
  }
  const final = attempt >= job.maxAttempts;
  const next = final ? null : nowIso(new Date(Date.now() + backoffBaseMs(attempt)));
  await recordAttempt(ctx, delivery.id, result, final ? 'failed' : 'pending', next);
  const owner = await ctx.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', '=', delivery.owner_id)
    .executeTakeFirst();
  systemLog(ctx).write({
    level: final ? 'error' : 'warn',
    message: final
      ? `Webhook delivery ${delivery.id} (${delivery.event}) to ${url} failed for good after ${attempt} attempt(s): ${result.error}`
      : `Webhook delivery ${delivery.id} (${delivery.event}) to ${url} failed (attempt ${attempt}): ${result.error}`,
    source: 'webhook',
    userId: owner?.id,
    user: owner?.email,
    endpoint: url,
    method: 'POST',
    statusCode: result.statusCode,
    durationMs: result.durationMs,
    details: { deliveryId: delivery.id, webhookId: delivery.webhook_id, event: delivery.event, attempt },
  });
  throw new DeliveryFailedError(result.error ?? 'delivery failed');
}

export function registerWebhookJobs(ctx: AppContext, runner: JobRunner): void {
  runner.register(DELIVERY_JOB, async (payload: DeliveryJob, job) => {
    await deliverWebhook(
      ctx,
      { deliveryId: payload.deliveryId, maxAttempts: payload.maxAttempts ?? DELIVERY_MAX_ATTEMPTS },
      job.attempts,
    );
  });
}
