// The administrator dashboard: counts from the database, recent activity from the documents' audit
// trails and the admin audit log, and the system checks.
import { sql } from 'kysely';
import type { ActivityItem, AdminDashboard } from '../../shared/admin';
import type { AppContext } from '../context';
import { nowIso } from '../lib/ids';
import { latestAdminActions } from './admin-audit';
import { systemStatus } from './system-status';

const count = sql<number>`count(*)`.as('n');

/** Midnight today in the administrator's time zone, as an instant. */
export function startOfToday(timeZone: string, now = new Date()): Date {
  const parts: Record<string, number> = {};
  for (const p of new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  const offset = asUtc - Math.floor(now.getTime() / 1000) * 1000;
  return new Date(Date.UTC(parts.year!, parts.month! - 1, parts.day!) - offset);
}

const DOCUMENT_EVENTS: Record<string, (name: string) => string> = {
  uploaded: (n) => `uploaded "${n}"`,
  sent: (n) => `sent "${n}" for signing`,
  signers_updated: (n) => `updated the signers of "${n}"`,
  viewed: (n) => `viewed "${n}"`,
  signed: (n) => `signed "${n}"`,
  declined: (n) => `declined to sign "${n}"`,
  reminder_sent: (n) => `sent a reminder for "${n}"`,
  completed: (n) => `completed "${n}"`,
  sealed: (n) => `sealed "${n}"`,
  seal_failed: (n) => `could not seal "${n}"`,
  downloaded: (n) => `downloaded "${n}"`,
  voided: (n) => `voided "${n}"`,
  expired: (n) => `"${n}" expired`,
  pin_failed: (n) => `entered a wrong PIN for "${n}"`,
  link_locked: (n) => `locked the link of "${n}"`,
  link_reset: (n) => `reset a signing link of "${n}"`,
};

export async function recentActivity(ctx: AppContext, limit = 10): Promise<ActivityItem[]> {
  const [events, actions] = await Promise.all([
    ctx.db
      .selectFrom('audit_events')
      .leftJoin('documents', 'documents.id', 'audit_events.document_id')
      .select([
        'audit_events.id',
        'audit_events.event',
        'audit_events.actor',
        'audit_events.created_at',
        'audit_events.document_id',
        'documents.name',
      ])
      .orderBy('audit_events.created_at', 'desc')
      .orderBy('audit_events.id', 'desc')
      .limit(limit)
      .execute(),
    latestAdminActions(ctx.db, limit),
  ]);
  const items: ActivityItem[] = [
    ...events.map((e) => ({
      id: `d-${e.id}`,
      at: e.created_at,
      kind: 'document' as const,
      actor: e.actor,
      message: (DOCUMENT_EVENTS[e.event] ?? ((n: string) => `${e.event.replace(/_/g, ' ')} "${n}"`))(
        e.name ?? 'a deleted document',
      ),
      href: e.name ? `/admin/documents?q=${encodeURIComponent(e.name)}` : null,
    })),
    ...actions.map((a) => ({
      id: `a-${a.id}`,
      at: a.created_at,
      kind: 'admin' as const,
      actor: a.actor_email,
      message: a.summary,
      href:
        a.target_type === 'user' && a.target_id && a.action !== 'user.deleted'
          ? `/admin/user/${a.target_id}`
          : null,
    })),
  ];
  return items.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, limit);
}

export async function adminDashboard(ctx: AppContext): Promise<AdminDashboard> {
  const { general } = await ctx.settings.get();
  const today = nowIso(startOfToday(general.timezone));
  const [users, documents, signed, pending, activity, status] = await Promise.all([
    ctx.db.selectFrom('users').select(count).executeTakeFirstOrThrow(),
    ctx.db.selectFrom('documents').select(count).executeTakeFirstOrThrow(),
    ctx.db.selectFrom('placements').select(count).where('signed_at', '>=', today).executeTakeFirstOrThrow(),
    ctx.db.selectFrom('documents').select(count).where('status', '=', 'pending').executeTakeFirstOrThrow(),
    recentActivity(ctx),
    systemStatus(ctx),
  ]);
  return {
    stats: {
      totalUsers: Number(users.n),
      totalDocuments: Number(documents.n),
      signedToday: Number(signed.n),
      activeRequests: Number(pending.n),
    },
    recentActivity: activity,
    systemStatus: status,
  };
}
