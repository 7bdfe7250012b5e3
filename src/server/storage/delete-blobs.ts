// Deleting blobs after their rows are gone: a blob that cannot be removed now is remembered and
// retried by a job, so no orphan files remain.
import type { AppContext } from '../context';
import { enqueueJob, type JobRunner } from '../jobs/job-queue';
import { nowIso } from '../lib/ids';

export async function deleteBlobsOrRetry(ctx: AppContext, keys: string[]): Promise<void> {
  for (const key of keys) {
    try {
      await ctx.blobs.delete(key);
    } catch (err) {
      ctx.log.warn({ key, err: (err as Error).message }, 'blob deletion failed; will retry');
      await ctx.db
        .insertInto('blob_deletions')
        .values({ blob_key: key, created_at: nowIso() })
        .onConflict((oc) => oc.column('blob_key').doNothing())
        .execute();
      await enqueueJob(ctx.db, 'blobs.delete', { key }, { maxAttempts: 20 });
    }
  }
}

export function registerBlobJobs(ctx: AppContext, runner: JobRunner): void {
  runner.register('blobs.delete', async ({ key }: { key: string }) => {
    await ctx.blobs.delete(key);
    await ctx.db.deleteFrom('blob_deletions').where('blob_key', '=', key).execute();
  });
}
