// The audit trail: every event of a document appended to a hash chain. Each row stores
// SHA-256(previous row's hash + its own canonical content), and the document keeps the head, so an
// edited, inserted or deleted row is detectable by walking the chain.
import { sql } from 'kysely';
import type { Database, Executor } from '../db/database';
import { newId, nowIso, sha256Hex } from '../lib/ids';

export const AUDIT_EVENTS = [
  'uploaded',
  'sent',
  'signers_updated',
  'viewed',
  'pin_failed',
  'link_locked',
  'signed',
  'declined',
  'reminder_sent',
  'link_reset',
  'completed',
  'sealed',
  'seal_failed',
  'full_rewrite',
  'downloaded',
  'voided',
  'expired',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

export interface AuditInput {
  documentId: string;
  event: AuditEvent;
  actor: string;
  actorEmail?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown>;
}

const GENESIS = '0'.repeat(64);

/** JSON with sorted keys, so the same content always hashes the same on any database. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

interface ChainRow {
  document_id: string;
  seq: number;
  event: string;
  actor: string;
  actor_email: string | null;
  ip: string | null;
  user_agent: string | null;
  details: string;
  created_at: string;
  prev_hash: string;
}

export function hashRow(row: ChainRow): string {
  const { prev_hash, ...content } = row;
  return sha256Hex(prev_hash + canonicalJson(content));
}

/** Appends an event; call inside the transaction that makes the change it records. */
export async function appendAudit(
  db: Executor,
  dialect: 'sqlite' | 'postgres',
  input: AuditInput,
): Promise<void> {
  if (dialect === 'postgres') {
    await sql`select id from documents where id = ${input.documentId} for update`.execute(db);
  }
  const doc = await db
    .selectFrom('documents')
    .select(['audit_head', 'audit_count'])
    .where('id', '=', input.documentId)
    .executeTakeFirstOrThrow();
  const row: ChainRow = {
    document_id: input.documentId,
    seq: Number(doc.audit_count) + 1,
    event: input.event,
    actor: input.actor,
    actor_email: input.actorEmail ?? null,
    ip: input.ip ?? null,
    user_agent: input.userAgent ? input.userAgent.slice(0, 300) : null,
    details: canonicalJson(input.details ?? {}),
    created_at: nowIso(),
    prev_hash: doc.audit_head ?? GENESIS,
  };
  const hash = hashRow(row);
  await db
    .insertInto('audit_events')
    .values({ id: newId(), ...row, hash })
    .execute();
  await db
    .updateTable('documents')
    .set({ audit_head: hash, audit_count: row.seq })
    .where('id', '=', input.documentId)
    .execute();
}

export interface ChainCheck {
  documentId: string;
  ok: boolean;
  events: number;
  problem?: string;
}

export async function verifyDocumentChain(db: Database, documentId: string): Promise<ChainCheck> {
  const doc = await db
    .selectFrom('documents')
    .select(['audit_head', 'audit_count'])
    .where('id', '=', documentId)
    .executeTakeFirst();
  const rows = await db
    .selectFrom('audit_events')
    .selectAll()
    .where('document_id', '=', documentId)
    .orderBy('seq')
    .execute();
  let prev = GENESIS;
  for (const [i, r] of rows.entries()) {
    if (r.seq !== i + 1)
      return { documentId, ok: false, events: rows.length, problem: `event ${i + 1} is missing` };
    if (r.prev_hash !== prev)
      return {
        documentId,
        ok: false,
        events: rows.length,
        problem: `event ${r.seq} does not follow event ${r.seq - 1}`,
      };
    const { id: _id, hash, ...chain } = r;
    if (hashRow(chain) !== hash)
      return {
        documentId,
        ok: false,
        events: rows.length,
        problem: `event ${r.seq} (${r.event}) was modified`,
      };
    prev = hash;
  }
  if (doc && (Number(doc.audit_count) !== rows.length || (doc.audit_head ?? GENESIS) !== prev)) {
    return {
      documentId,
      ok: false,
      events: rows.length,
      problem: 'events were removed from the end of the trail',
    };
  }
  return { documentId, ok: true, events: rows.length };
}

export async function verifyAllChains(
  db: Database,
): Promise<{ ok: boolean; checked: number; failures: ChainCheck[] }> {
  // Every document that has a trail, by the documents' own count as well as by the events: a
  // document whose every event was deleted must show up too.
  const fromEvents = await db.selectFrom('audit_events').select('document_id').distinct().execute();
  const fromDocuments = await db.selectFrom('documents').select('id').where('audit_count', '>', 0).execute();
  const ids = new Set([...fromEvents.map((r) => r.document_id), ...fromDocuments.map((r) => r.id)]);
  const failures: ChainCheck[] = [];
  for (const id of ids) {
    const check = await verifyDocumentChain(db, id);
    if (!check.ok) failures.push(check);
  }
  return { ok: failures.length === 0, checked: ids.size, failures };
}
