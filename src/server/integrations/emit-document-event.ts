// Turns a document event into webhook deliveries: one per active webhook of the owner that listens
// to it, plus one for the document's own webhook URL. Call it inside the transaction that makes the
// change, so the deliveries exist exactly when the change does; the job runner sends them.
import type { WebhookEvent } from '../../shared/integrations';
import type { AppContext } from '../context';
import type { Executor } from '../db/database';
import { newId, nowIso } from '../lib/ids';
import { enqueueDelivery } from './deliver-webhook';
import { parseEvents } from './webhooks-repo';

export interface DocumentEventInput {
  event: WebhookEvent;
  documentId: string;
  /** The signer (or owner signing) the event is about, when there is one. */
  signerEmail?: string | null;
  /** Extra fields of the event, added to the body after the standard ones. */
  details?: Record<string, unknown>;
}

const BASE_FIELDS = new Set([
  'event',
  'event_id',
  'user_id',
  'document_id',
  'document_name',
  'status',
  'timestamp',
  'signer_email',
]);

export async function emitDocumentEvent(
  _ctx: AppContext,
  db: Executor,
  input: DocumentEventInput,
): Promise<number> {
  const doc = await db
    .selectFrom('documents')
    .select(['id', 'owner_id', 'name', 'status', 'webhook_url'])
    .where('id', '=', input.documentId)
    .executeTakeFirst();
  if (!doc) return 0;
  const hooks = (
    await db
      .selectFrom('webhooks')
      .select(['id', 'url', 'events'])
      .where('owner_id', '=', doc.owner_id)
      .where('is_active', '=', 1)
      .execute()
  ).filter((h) => parseEvents(h.events).includes(input.event));
  const targets: { webhookId: string | null; url: string }[] = hooks.map((h) => ({
    webhookId: h.id,
    url: h.url,
  }));
  if (doc.webhook_url) targets.push({ webhookId: null, url: doc.webhook_url });
  if (targets.length === 0) return 0;

  const now = nowIso();
  const extra = Object.fromEntries(Object.entries(input.details ?? {}).filter(([k]) => !BASE_FIELDS.has(k)));
  const payload = JSON.stringify({
    event: input.event,
    event_id: newId(),
    user_id: doc.owner_id,
    document_id: doc.id,
    document_name: doc.name,
    status: doc.status,
    timestamp: now,
    // The spec's default when no signer is involved (an upload, an owner's download).
    signer_email: input.signerEmail ?? 'unknown',
    ...extra,
  });
  for (const target of targets) {
    const id = newId();
    await db
      .insertInto('webhook_deliveries')
      .values({
        id,
        owner_id: doc.owner_id,
        webhook_id: target.webhookId,
        document_id: doc.id,
        url: target.url,
        event: input.event,
        payload,
        status: 'pending',
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await enqueueDelivery(db, id);
  }
  return targets.length;
}
