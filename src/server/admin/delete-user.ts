// Deleting an account for good: each of its documents the way an owner deletes one (rows, audit
// trail, files), then the account with everything that hangs off it (sessions, tokens, signatures,
// keys, webhooks, contacts, contracts), its organisation when nobody else is in it, and the files.
import { ADMIN_MESSAGES } from '../../shared/admin';
import { findUserById } from '../accounts/users-repo';
import type { AppContext } from '../context';
import { deleteDocument } from '../documents/delete-document';
import { AppError } from '../http/errors';
import { deleteBlobsOrRetry } from '../storage/delete-blobs';
import { recordAdminAction, type AdminActor } from './admin-audit';

export async function deleteUser(
  ctx: AppContext,
  actor: AdminActor,
  userId: string,
  opts: { reason?: string } = {},
): Promise<void> {
  if (actor.id === userId) throw new AppError('conflict', ADMIN_MESSAGES.cannotChangeSelf);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('not_found', ADMIN_MESSAGES.userNotFound);

  const documents = await ctx.db
    .selectFrom('documents')
    .select('id')
    .where('owner_id', '=', userId)
    .execute();
  for (const { id } of documents) {
    try {
      await deleteDocument(ctx, userId, id);
    } catch (err) {
      // Deleted meanwhile by its owner: nothing left to do for it.
      if (!(err instanceof AppError && err.code === 'not_found')) throw err;
    }
  }

  const blobKeys = await ctx.db.transaction().execute(async (trx) => {
    const current = await findUserById(trx, userId);
    if (!current) throw new AppError('not_found', ADMIN_MESSAGES.userNotFound);
    const signatures = await trx
      .selectFrom('saved_signatures')
      .select('blob_key')
      .where('user_id', '=', userId)
      .execute();
    // Documents uploaded while this ran are removed with the account (the foreign key cascades);
    // their files are listed here so none is left behind.
    const late = await trx
      .selectFrom('documents')
      .select(['id', 'blob_key', 'working_blob_key', 'sealed_blob_key'])
      .where('owner_id', '=', userId)
      .execute();
    const lateImages = late.length
      ? await trx
          .selectFrom('placements')
          .select('image_blob_key')
          .where(
            'document_id',
            'in',
            late.map((d) => d.id),
          )
          .execute()
      : [];
    if (late.length) {
      await trx
        .deleteFrom('audit_events')
        .where(
          'document_id',
          'in',
          late.map((d) => d.id),
        )
        .execute();
    }
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    const others = await trx
      .selectFrom('users')
      .select('id')
      .where('organisation_id', '=', current.organisation_id)
      .limit(1)
      .execute();
    if (others.length === 0) {
      await trx.deleteFrom('organisations').where('id', '=', current.organisation_id).execute();
    }
    await recordAdminAction(trx, actor, {
      action: 'user.deleted',
      targetType: 'user',
      targetId: userId,
      summary: `Deleted ${current.email} and ${documents.length + late.length} document(s)${opts.reason ? ` (${opts.reason})` : ''}`,
      details: { email: current.email, documents: documents.length + late.length },
    });
    return [
      ...signatures.map((s) => s.blob_key),
      ...(current.avatar_blob_key ? [current.avatar_blob_key] : []),
      ...late.flatMap((d) => [d.blob_key, d.working_blob_key, d.sealed_blob_key]),
      ...lateImages.map((p) => p.image_blob_key),
    ].filter((k): k is string => !!k);
  });
  await deleteBlobsOrRetry(ctx, blobKeys);
}
