// A durable job queue in the database. Any number of workers (processes) may run: a job is claimed
// by a conditional UPDATE that only one of them can win, retried with exponential back-off, and a
// job whose worker died is picked up again once its lock expires.
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/database';
import { newId, nowIso } from '../lib/ids';

export interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
}

export async function enqueueJob(
  db: Executor,
  type: string,
  payload: unknown,
  opts: EnqueueOptions = {},
): Promise<string> {
  const now = nowIso();
  const id = newId();
  await db
    .insertInto('jobs')
    .values({
      id,
      type,
      payload: JSON.stringify(payload),
      run_at: nowIso(opts.runAt ?? new Date()),
      max_attempts: opts.maxAttempts ?? 8,
      created_at: now,
      updated_at: now,
      locked_by: null,
      locked_until: null,
      last_error: null,
    })
    .execute();
  JobRunner.wakeAll();
  return id;
}

export type JobHandler = (payload: any, job: { id: string; attempts: number }) => Promise<void>;

/** Delay before retry n (1-based): 5 s, 10 s, 20 s … capped at 6 hours, with ±20 % jitter. */
/** The wait after a failed attempt before jitter: 5 s doubling, capped at 6 hours. */
export function backoffBaseMs(attempt: number): number {
  return Math.min(5000 * 2 ** (attempt - 1), 6 * 3600 * 1000);
}

/** The wait actually used: ±20 % jitter so retries of many jobs do not arrive together. */
export function backoffMs(attempt: number): number {
  return Math.round(backoffBaseMs(attempt) * (0.8 + Math.random() * 0.4));
}

const LOCK_MS = 5 * 60 * 1000;

export class JobRunner {
  private static readonly runners = new Set<JobRunner>();
  private readonly handlers = new Map<string, JobHandler>();
  private readonly workerId = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  private timer?: NodeJS.Timeout;
  private running = false;
  private stopped = true;
  private active?: Promise<void>;
  private wakeRequested = false;
  /** Told of every failed run (the system log listens). */
  onFailure?: (failure: {
    id: string;
    type: string;
    attempts: number;
    final: boolean;
    error: string;
  }) => void;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = 1000,
  ) {}

  static wakeAll(): void {
    for (const r of JobRunner.runners) r.wake();
  }

  register(type: string, handler: JobHandler): void {
    this.handlers.set(type, handler);
  }

  private readonly recurring: { type: string; intervalMs: number }[] = [];
  private recurringTimers: NodeJS.Timeout[] = [];

  /** Runs `type` every intervalMs across all processes: each period's job has one id, so only one is queued. */
  every(type: string, intervalMs: number, handler: JobHandler): void {
    this.register(type, handler);
    this.recurring.push({ type, intervalMs });
  }

  private async enqueueRecurring(type: string, intervalMs: number): Promise<void> {
    const bucket = Math.floor(Date.now() / intervalMs);
    const now = nowIso();
    await this.db
      .insertInto('jobs')
      .values({
        id: `cron:${type}:${bucket}`,
        type,
        payload: '{}',
        run_at: now,
        max_attempts: 1,
        created_at: now,
        updated_at: now,
        locked_by: null,
        locked_until: null,
        last_error: null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    this.wake();
  }

  start(): void {
    this.stopped = false;
    JobRunner.runners.add(this);
    for (const { type, intervalMs } of this.recurring) {
      const tick = () =>
        void this.enqueueRecurring(type, intervalMs).catch((err) =>
          this.log.error({ err, type }, 'could not schedule job'),
        );
      tick();
      const timer = setInterval(tick, intervalMs);
      timer.unref();
      this.recurringTimers.push(timer);
    }
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    JobRunner.runners.delete(this);
    for (const t of this.recurringTimers) clearInterval(t);
    this.recurringTimers = [];
    if (this.timer) clearTimeout(this.timer);
    await this.active;
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wakeRequested = true;
      return;
    }
    this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.active = this.tick();
    }, ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.stopped || this.running) return;
    this.running = true;
    try {
      // Work until nothing is due, then poll.
      while (!this.stopped && (await this.runOne())) {
        /* keep going */
      }
    } catch (err) {
      this.log.error({ err }, 'job runner tick failed');
    } finally {
      this.running = false;
      if (!this.stopped) this.schedule(this.wakeRequested ? 0 : this.pollMs);
      this.wakeRequested = false;
    }
  }

  /** Claims and runs one due job; false when none is due. Exposed for tests. */
  async runOne(): Promise<boolean> {
    const now = nowIso();
    const candidates = await this.db
      .selectFrom('jobs')
      .select(['id'])
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
          eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
        ]),
      )
      .where('type', 'in', [...this.handlers.keys()].length ? [...this.handlers.keys()] : ['-'])
      .orderBy('run_at')
      .limit(5)
      .execute();
    for (const { id } of candidates) {
      const lockedUntil = nowIso(new Date(Date.now() + LOCK_MS));
      const claimed = await this.db
        .updateTable('jobs')
        .set((eb) => ({
          status: 'running',
          locked_by: this.workerId,
          locked_until: lockedUntil,
          attempts: eb('attempts', '+', 1),
          updated_at: now,
        }))
        .where('id', '=', id)
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
            eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
          ]),
        )
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      await this.execute(id);
      return true;
    }
    return false;
  }

  private async execute(id: string): Promise<void> {
    const job = await this.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const handler = this.handlers.get(job.type)!;
    try {
      await handler(JSON.parse(job.payload), { id: job.id, attempts: job.attempts });
      await this.db
        .updateTable('jobs')
        .set({ status: 'done', locked_by: null, locked_until: null, last_error: null, updated_at: nowIso() })
        .where('id', '=', id)
        .where('locked_by', '=', this.workerId)
        .execute();
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const final = job.attempts >= job.max_attempts;
      this.log[final ? 'error' : 'warn'](
        { jobId: id, type: job.type, attempts: job.attempts, err: message },
        'job failed',
      );
      this.onFailure?.({ id, type: job.type, attempts: job.attempts, final, error: message });
      await this.db
        .updateTable('jobs')
        .set({
          status: final ? 'failed' : 'queued',
          run_at: nowIso(new Date(Date.now() + backoffMs(job.attempts))),
          locked_by: null,
          locked_until: null,
          last_error: message.slice(0, 2000),
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .where('locked_by', '=', this.workerId)
        .execute();
    }
  }
}
