// SQL for webhooks, their deliveries and attempts, and the owner's document-webhook secret.
import type { Selectable } from 'kysely';
import {
  WEBHOOK_EVENTS,
  type Webhook,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookEvent,
} from '../../shared/integrations';
import type { AppContext } from '../context';
import type { Executor } from '../db/database';
import type { WebhookAttemptsTable, WebhookDeliveriesTable, WebhooksTable } from '../db/schema';
import { nowIso } from '../lib/ids';
import { decryptSecret, encryptSecret } from '../lib/secrets';
import { newWebhookSecret } from './webhook-signature';

export type WebhookRow = Selectable<WebhooksTable>;
export type DeliveryRow = Selectable<WebhookDeliveriesTable>;

export function parseEvents(raw: string): WebhookEvent[] {
  try {
    const list = JSON.parse(raw) as unknown;
    return Array.isArray(list)
      ? (list.filter((e) => (WEBHOOK_EVENTS as readonly string[]).includes(e as string)) as WebhookEvent[])
      : [];
  } catch {
    return [];
  }
}

export function toWebhookDto(row: WebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    description: row.description || 'Webhook',
    events: parseEvents(row.events),
    isActive: !!row.is_active,
    createdAt: row.created_at,
    lastTriggeredAt: row.last_triggered_at,
  };
}

export async function findOwnedWebhook(db: Executor, ownerId: string, id: string) {
  return db
    .selectFrom('webhooks')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}

export async function listOwnedWebhooks(db: Executor, ownerId: string) {
  return db
    .selectFrom('webhooks')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function webhookSecret(ctx: AppContext, row: { secret_enc: string }): string {
  return decryptSecret(ctx.secrets.encryptionKey, row.secret_enc);
}

export function encryptWebhookSecret(ctx: AppContext, secret: string): string {
  return encryptSecret(ctx.secrets.encryptionKey, secret);
}

/** The secret that signs deliveries to documents' own webhook URLs; made on first use. */
export async function ownerDocumentSecret(ctx: AppContext, db: Executor, userId: string): Promise<string> {
  const row = await db
    .selectFrom('webhook_owner_secrets')
    .select('secret_enc')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (row) return webhookSecret(ctx, row);
  const secret = newWebhookSecret();
  await db
    .insertInto('webhook_owner_secrets')
    .values({ user_id: userId, secret_enc: encryptWebhookSecret(ctx, secret), created_at: nowIso() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  // A concurrent first use may have won: read back what is stored.
  const stored = await db
    .selectFrom('webhook_owner_secrets')
    .select('secret_enc')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return webhookSecret(ctx, stored);
}

export async function rotateOwnerDocumentSecret(
  ctx: AppContext,
  db: Executor,
  userId: string,
): Promise<string> {
  const secret = newWebhookSecret();
  const enc = encryptWebhookSecret(ctx, secret);
  await db
    .insertInto('webhook_owner_secrets')
    .values({ user_id: userId, secret_enc: enc, created_at: nowIso() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret_enc: enc, created_at: nowIso() }))
    .execute();
  return secret;
}

function toAttemptDto(a: Selectable<WebhookAttemptsTable>): WebhookAttempt {
  return {
    at: a.created_at,
    statusCode: a.status_code == null ? null : Number(a.status_code),
    durationMs: Number(a.duration_ms),
    responseExcerpt: a.response_excerpt,
    error: a.error,
  };
}

/** Deliveries newest first, each with its attempts (newest first). */
export async function listDeliveries(
  db: Executor,
  ownerId: string,
  filter: { webhookId: string | null },
  limit = 50,
): Promise<WebhookDelivery[]> {
  let q = db.selectFrom('webhook_deliveries').selectAll().where('owner_id', '=', ownerId);
  q = filter.webhookId ? q.where('webhook_id', '=', filter.webhookId) : q.where('webhook_id', 'is', null);
  const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  if (rows.length === 0) return [];
  const attempts = await db
    .selectFrom('webhook_attempts')
    .selectAll()
    .where(
      'delivery_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const byDelivery = new Map<string, WebhookAttempt[]>();
  for (const a of attempts)
    byDelivery.set(a.delivery_id, [...(byDelivery.get(a.delivery_id) ?? []), toAttemptDto(a)]);
  return rows.map((r) => {
    const history = byDelivery.get(r.id) ?? [];
    return {
      id: r.id,
      webhookId: r.webhook_id,
      documentId: r.document_id,
      url: r.url,
      event: r.event,
      status: r.status,
      attempts: Number(r.attempts),
      createdAt: r.created_at,
      nextAttemptAt: r.status === 'pending' ? r.next_attempt_at : null,
      last: history[0] ?? null,
      history,
      payload: r.payload,
    };
  });
}
