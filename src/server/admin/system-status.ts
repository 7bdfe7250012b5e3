// The dashboard's System Status: real checks, each Operational or Degraded with the reason.
//   API: this server answering · Document Processing: the job queue's backlog and failures, failed
//   seals · Email Service: SMTP reachability and the outbox · Storage: the blob store · Authentication:
//   the session store (database) and sign-in settings.
import { sql } from 'kysely';
import type { SystemCheck } from '../../shared/admin';
import type { AppContext } from '../context';
import { pingDatabase } from '../db/database';
import { nowIso } from '../lib/ids';
import { checkSmtp } from '../mail/smtp-check';

const n = sql<number>`count(*)`.as('n');
const OVERDUE_MS = 5 * 60 * 1000;
const DAY_MS = 24 * 3600 * 1000;

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function uptime(seconds: number): string {
  if (seconds < 3600) return `${Math.max(1, Math.floor(seconds / 60))} min`;
  if (seconds < 2 * 86400) return `${Math.floor(seconds / 3600)} h`;
  return `${Math.floor(seconds / 86400)} days`;
}

async function count(q: {
  executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }>;
}): Promise<number> {
  return Number((await q.executeTakeFirstOrThrow()).n);
}

function check(key: SystemCheck['key'], name: string, problems: string[], okDetail: string): SystemCheck {
  return problems.length
    ? { key, name, status: 'degraded', detail: problems.join('; ') }
    : { key, name, status: 'operational', detail: okDetail };
}

async function processing(ctx: AppContext): Promise<SystemCheck> {
  const now = Date.now();
  const [queued, overdue, stuck, failed, seals] = await Promise.all([
    count(ctx.db.selectFrom('jobs').select(n).where('status', '=', 'queued')),
    count(
      ctx.db
        .selectFrom('jobs')
        .select(n)
        .where('status', '=', 'queued')
        .where('run_at', '<', nowIso(new Date(now - OVERDUE_MS))),
    ),
    count(
      ctx.db
        .selectFrom('jobs')
        .select(n)
        .where('status', '=', 'running')
        .where('locked_until', '<', nowIso()),
    ),
    count(
      ctx.db
        .selectFrom('jobs')
        .select(n)
        .where('status', '=', 'failed')
        .where('updated_at', '>', nowIso(new Date(now - DAY_MS))),
    ),
    count(ctx.db.selectFrom('documents').select(n).where('seal_state', '=', 'failed')),
  ]);
  const problems: string[] = [];
  if (overdue) problems.push(`${plural(overdue, 'job')} waiting for more than 5 minutes`);
  if (stuck) problems.push(`${plural(stuck, 'job')} stopped without finishing`);
  if (failed) problems.push(`${plural(failed, 'job')} failed for good in the last 24 hours`);
  if (seals) problems.push(`${plural(seals, 'document')} could not be sealed`);
  return check(
    'processing',
    'Document Processing',
    problems,
    queued ? `${plural(queued, 'job')} queued, none overdue` : 'Job queue empty',
  );
}

async function email(ctx: AppContext): Promise<SystemCheck> {
  const now = Date.now();
  const [smtp, waiting, failed] = await Promise.all([
    checkSmtp(ctx),
    count(
      ctx.db
        .selectFrom('mail_outbox')
        .select(n)
        .where('status', '=', 'queued')
        .where('created_at', '<', nowIso(new Date(now - 10 * 60 * 1000))),
    ),
    count(
      ctx.db
        .selectFrom('mail_outbox')
        .select(n)
        .where('status', '=', 'failed')
        .where('created_at', '>', nowIso(new Date(now - DAY_MS))),
    ),
  ]);
  const problems: string[] = [];
  if (!smtp.configured) problems.push('No SMTP server configured: messages are kept in the outbox');
  else if (!smtp.ok) problems.push(`SMTP server unreachable (${smtp.error})`);
  if (waiting) problems.push(`${plural(waiting, 'message')} waiting for more than 10 minutes`);
  if (failed) problems.push(`${plural(failed, 'message')} failed in the last 24 hours`);
  return check('email', 'Email Service', problems, 'SMTP server reachable, outbox flowing');
}

async function storage(ctx: AppContext): Promise<SystemCheck> {
  const driver = ctx.blobs.driver === 's3' ? 'S3 bucket' : 'Local disk';
  try {
    await ctx.blobs.check();
    return check('storage', 'Storage Service', [], `${driver} reachable`);
  } catch (err) {
    return check('storage', 'Storage Service', [`${driver} unreachable (${(err as Error).message})`], '');
  }
}

async function authentication(ctx: AppContext): Promise<SystemCheck> {
  try {
    await pingDatabase(ctx.db);
    const sessions = await count(ctx.db.selectFrom('sessions').select(n).where('expires_at', '>', nowIso()));
    const { security } = await ctx.settings.get();
    return check(
      'auth',
      'Authentication',
      [],
      `${plural(sessions, 'active session')}; two-factor sign-in ${security.enableTwoFactor ? 'on' : 'off'}`,
    );
  } catch (err) {
    return check('auth', 'Authentication', [`session store unreachable (${(err as Error).message})`], '');
  }
}

export async function systemStatus(ctx: AppContext): Promise<SystemCheck[]> {
  const safe = (key: SystemCheck['key'], name: string, run: Promise<SystemCheck>) =>
    run.catch((err: Error) => check(key, name, [`check failed (${err.message})`], ''));
  const api = check(
    'api',
    'API Status',
    [],
    `Version ${ctx.version}, up ${uptime(Math.round((Date.now() - ctx.startedAt) / 1000))}`,
  );
  return [
    api,
    ...(await Promise.all([
      safe('processing', 'Document Processing', processing(ctx)),
      safe('email', 'Email Service', email(ctx)),
      safe('storage', 'Storage Service', storage(ctx)),
      safe('auth', 'Authentication', authentication(ctx)),
    ])),
  ];
}
