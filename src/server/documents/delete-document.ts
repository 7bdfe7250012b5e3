// Deletes a document: its rows in one transaction, then its blobs (retried by a job if needed).
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { deleteBlobsOrRetry } from '../storage/delete-blobs';
import { findOwnedDocument } from './documents-repo';

export async function deleteDocument(ctx: AppContext, ownerId: string, id: string): Promise<void> {
  const keys = await ctx.db.transaction().execute(async (trx) => {
    const doc = await findOwnedDocument(trx, ownerId, id);
    if (!doc) throw new AppError('not_found', 'Document not found');
    const placements = await trx
      .selectFrom('placements')
      .select('image_blob_key')
      .where('document_id', '=', id)
      .execute();
    await trx.deleteFrom('documents').where('id', '=', id).where('owner_id', '=', ownerId).execute();
    await trx.deleteFrom('audit_events').where('document_id', '=', id).execute();
    await trx.deleteFrom('notifications').where('document_id', '=', id).execute();
    return [
      doc.blob_key,
      doc.working_blob_key,
      doc.sealed_blob_key,
      ...placements.map((p) => p.image_blob_key),
    ].filter((k): k is string => !!k);
  });
  await deleteBlobsOrRetry(ctx, keys);
}
