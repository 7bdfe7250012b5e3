// Retention: owners are told 24 hours before a document expires; at expiry its files are deleted and
// it is marked expired (the row and, later, its audit trail stay).
import type { AppContext } from '../context';
import type { JobRunner } from '../jobs/job-queue';
import { nowIso } from '../lib/ids';
import { appUrl } from '../lib/urls';
import { formatMailDate, queueMail } from '../mail/mailer';
import { deleteBlobsOrRetry } from '../storage/delete-blobs';

const LIVE = ['draft', 'pending', 'completed', 'declined', 'voided'] as const;

export async function expireDocuments(
  ctx: AppContext,
  now = new Date(),
): Promise<{ notified: number; expired: number }> {
  const soon = nowIso(new Date(now.getTime() + 24 * 3600 * 1000));
  const due = await ctx.db
    .selectFrom('documents')
    .innerJoin('users', 'users.id', 'documents.owner_id')
    .select([
      'documents.id',
      'documents.name',
      'documents.expires_at',
      'users.id as user_id',
      'users.email',
      'users.name as user_name',
    ])
    .where('documents.status', 'in', LIVE)
    .where('documents.expiry_notified_at', 'is', null)
    .where('documents.expires_at', '<=', soon)
    .where('documents.expires_at', '>', nowIso(now))
    .limit(500)
    .execute();
  let notified = 0;
  for (const d of due) {
    await ctx.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('documents')
        .set({ expiry_notified_at: nowIso(now) })
        .where('id', '=', d.id)
        .where('expiry_notified_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return;
      notified++;
      await queueMail(ctx, trx, {
        to: d.email,
        template: 'documentExpiring',
        data: {
          name: d.user_name,
          documentName: d.name,
          expiresAt: await formatMailDate(ctx, d.expires_at),
          url: appUrl(ctx, `/document/${d.id}`),
        },
        userId: d.user_id,
      });
    });
  }

  const expired = await ctx.db
    .selectFrom('documents')
    .select(['id', 'blob_key', 'working_blob_key', 'sealed_blob_key'])
    .where('status', 'in', LIVE)
    .where('expires_at', '<=', nowIso(now))
    .limit(500)
    .execute();
  for (const d of expired) {
    // Every file of the document goes: the upload, the working revision, the sealed copy and the
    // signature images stamped on it.
    const placements = await ctx.db
      .selectFrom('placements')
      .select('image_blob_key')
      .where('document_id', '=', d.id)
      .execute();
    await ctx.db
      .updateTable('documents')
      .set({ status: 'expired', updated_at: nowIso(now) })
      .where('id', '=', d.id)
      .execute();
    await deleteBlobsOrRetry(
      ctx,
      [d.blob_key, d.working_blob_key, d.sealed_blob_key, ...placements.map((p) => p.image_blob_key)].filter(
        (k): k is string => !!k,
      ),
    );
  }
  return { notified, expired: expired.length };
}

export function registerDocumentJobs(ctx: AppContext, runner: JobRunner): void {
  runner.every('documents.expire', 5 * 60 * 1000, async () => {
    await expireDocuments(ctx);
  });
}
