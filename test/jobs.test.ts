// The job queue against the real database (SQLite, and PostgreSQL under test:pg): any number of
// workers share it without running a job twice, and a failed job waits for its back-off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob, JobRunner } from '../src/server/jobs/job-queue';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS: 'false' });
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

describe('job queue', () => {
  it('runs each job exactly once with three workers claiming at the same time', async () => {
    const runs = new Map<number, number>();
    const workers = [0, 1, 2].map(() => {
      const runner = new JobRunner(t.ctx.db, t.app.log);
      runner.register('test.count', async ({ n }: { n: number }) => {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 2));
      });
      return runner;
    });
    for (let n = 0; n < 30; n++) await enqueueJob(t.ctx.db, 'test.count', { n });
    await Promise.all(
      workers.map(async (w) => {
        while (await w.runOne()) {
          /* until the queue is empty */
        }
      }),
    );
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    const left = await t.ctx.db
      .selectFrom('jobs')
      .select('status')
      .where('type', '=', 'test.count')
      .execute();
    expect(left.every((j) => j.status === 'done')).toBe(true);
  });

  it('retries a failed job after its back-off, and not before', async () => {
    let calls = 0;
    const runner = new JobRunner(t.ctx.db, t.app.log);
    runner.register('test.flaky', async () => {
      calls++;
      if (calls === 1) throw new Error('first try fails');
    });
    await enqueueJob(t.ctx.db, 'test.flaky', {}, { maxAttempts: 3 });
    expect(await runner.runOne()).toBe(true);
    const waiting = await t.ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('type', '=', 'test.flaky')
      .executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, last_error: 'first try fails' });
    expect(new Date(waiting.run_at).getTime()).toBeGreaterThan(Date.now() + 3000);
    expect(await runner.runOne()).toBe(false);
    await t.ctx.db
      .updateTable('jobs')
      .set({ run_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', waiting.id)
      .execute();
    expect(await runner.runOne()).toBe(true);
    expect(calls).toBe(2);
    const done = await t.ctx.db
      .selectFrom('jobs')
      .select('status')
      .where('id', '=', waiting.id)
      .executeTakeFirstOrThrow();
    expect(done.status).toBe('done');
  });
});
