// Housekeeping every hour: expired sessions, spent tokens, ended rate-limit windows, finished jobs and
// old delivered mail, so the tables stay small however long Signet runs.
import type { AppContext } from '../context';
import type { JobRunner } from '../jobs/job-queue';
import { nowIso } from '../lib/ids';

const DAY = 24 * 3600 * 1000;

export async function cleanup(ctx: AppContext, now = new Date()): Promise<Record<string, number>> {
  const ago = (days: number) => nowIso(new Date(now.getTime() - days * DAY));
  const counts: Record<string, number> = {};
  const run = async (name: string, query: { executeTakeFirst(): Promise<{ numDeletedRows: bigint }> }) => {
    counts[name] = Number((await query.executeTakeFirst()).numDeletedRows);
  };
  await run('sessions', ctx.db.deleteFrom('sessions').where('expires_at', '<', nowIso(now)));
  await run('tokens', ctx.db.deleteFrom('tokens').where('expires_at', '<', ago(7)));
  await run('rateLimits', ctx.db.deleteFrom('rate_limits').where('window_ends_at', '<', ago(1)));
  await run('jobs', ctx.db.deleteFrom('jobs').where('status', '=', 'done').where('updated_at', '<', ago(7)));
  await run(
    'mail',
    ctx.db
      .deleteFrom('mail_outbox')
      .where('status', 'in', ['sent', 'logged'])
      .where('created_at', '<', ago(90)),
  );
  return counts;
}

export function registerCleanupJobs(ctx: AppContext, runner: JobRunner): void {
  runner.every('maintenance.cleanup', 3600 * 1000, async () => {
    const counts = await cleanup(ctx);
    ctx.log.debug({ counts }, 'cleanup done');
  });
}
