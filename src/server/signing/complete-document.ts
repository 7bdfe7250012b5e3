// The moment a document has every signature: completion is requested exactly once (a conditional
// update only one request can win), then the sealing job finishes it. The document shows
// `completed` only once its sealed PDF exists.
import type { Executor } from '../db/database';
import { enqueueJob } from '../jobs/job-queue';
import { nowIso } from '../lib/ids';

export async function requestCompletion(db: Executor, documentId: string): Promise<boolean> {
  const res = await db
    .updateTable('documents')
    .set({ completion_requested_at: nowIso(), seal_state: 'sealing', updated_at: nowIso() })
    .where('id', '=', documentId)
    .where('completion_requested_at', 'is', null)
    .where('status', 'in', ['draft', 'pending'])
    .executeTakeFirst();
  const won = Number(res.numUpdatedRows) === 1;
  if (won) await enqueueSealJob(db, documentId);
  return won;
}

/** Sealing work for a document (new signatures to append, or the final seal). */
export async function enqueueSealJob(db: Executor, documentId: string): Promise<void> {
  await enqueueJob(db, 'document.seal', { documentId }, { maxAttempts: 12 });
}

/** True when every signer (named, or the open link) has signed. */
export async function allSigned(db: Executor, documentId: string): Promise<boolean> {
  const rows = await db
    .selectFrom('signers')
    .select(['status'])
    .where('document_id', '=', documentId)
    .execute();
  return rows.length > 0 && rows.every((r) => r.status === 'signed');
}
