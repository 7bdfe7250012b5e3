// The administrator's settings: read with secrets blanked (only whether each is set), saved per group
// with "empty keeps the stored secret" and null clearing it, applied at once (SettingsStore reloads),
// and each save written to the admin audit log with the names of the changed fields.
import { ADMIN_MESSAGES, settingsPatchSchema, type AdminSettings, type OutboxItem } from '../../shared/admin';
import { formatDateTime } from '../../shared/format-date';
import { SECRET_SETTINGS, type Settings, type SettingsGroup } from '../../shared/settings';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { parse } from '../http/validate';
import { enqueueJob } from '../jobs/job-queue';
import { queueMail } from '../mail/mailer';
import { checkSmtp } from '../mail/smtp-check';
import { recordAdminAction, type AdminActor } from './admin-audit';

export function maskSettings(settings: Settings): AdminSettings {
  const copy = structuredClone(settings) as unknown as Record<string, Record<string, unknown>>;
  const secretsSet: Record<string, boolean> = {};
  for (const [group, keys] of Object.entries(SECRET_SETTINGS)) {
    for (const key of keys ?? []) {
      secretsSet[key] = !!copy[group]![key];
      copy[group]![key] = '';
    }
  }
  return { settings: copy as unknown as Settings, secretsSet };
}

export async function updateSettingsGroup(
  ctx: AppContext,
  actor: AdminActor,
  group: SettingsGroup,
  body: unknown,
): Promise<AdminSettings> {
  const raw = { ...((body ?? {}) as Record<string, unknown>) };
  for (const key of SECRET_SETTINGS[group] ?? []) {
    if (raw[key] === '' || raw[key] === undefined) delete raw[key];
    else if (raw[key] === null) raw[key] = '';
  }
  const parsed = parse(settingsPatchSchema(group), raw) as Record<string, unknown>;
  // zod fills absent fields with their defaults even in a partial schema: keep only those sent.
  const patch = Object.fromEntries(Object.entries(parsed).filter(([k]) => k in raw)) as Partial<
    Settings[SettingsGroup]
  >;
  const before = (await ctx.settings.get())[group] as Record<string, unknown>;
  const changed = Object.entries(patch)
    .filter(([k, v]) => JSON.stringify(before[k]) !== JSON.stringify(v))
    .map(([k]) => k);
  const next = await ctx.settings.update(group, patch, actor.id);
  if (changed.length) {
    const secrets = new Set(SECRET_SETTINGS[group] ?? []);
    await recordAdminAction(ctx.db, actor, {
      action: 'settings.updated',
      targetType: 'settings',
      targetId: group,
      summary: `Changed ${group} settings: ${changed.join(', ')}`,
      details: Object.fromEntries(
        changed.map((k) => [k, secrets.has(k) ? '(secret)' : (patch as Record<string, unknown>)[k]]),
      ),
    });
  }
  return maskSettings(next);
}

/** Checks the SMTP server now (not the cached answer), then sends through the outbox like any mail. */
export async function sendTestEmail(ctx: AppContext, actor: AdminActor, to: string): Promise<string> {
  const smtp = await checkSmtp(ctx, { fresh: true });
  if (smtp.configured && !smtp.ok) {
    throw new AppError('unprocessable', `The SMTP server could not be reached: ${smtp.error}`);
  }
  const { general } = await ctx.settings.get();
  await ctx.db.transaction().execute(async (trx) => {
    await queueMail(ctx, trx, {
      to,
      template: 'testEmail',
      data: {
        adminName: actor.name,
        sentAt: formatDateTime(new Date(), general.dateFormat, general.timezone),
      },
      userId: actor.id,
    });
    await recordAdminAction(trx, actor, {
      action: 'settings.test_email',
      targetType: 'mail',
      summary: `Sent a test email to ${to}`,
    });
  });
  return smtp.configured ? ADMIN_MESSAGES.testEmailQueued(to) : ADMIN_MESSAGES.testEmailOutboxOnly(to);
}

export async function listOutbox(
  ctx: AppContext,
  query: { status: 'all' | OutboxItem['status']; page: number; pageSize: number },
) {
  let base = ctx.db.selectFrom('mail_outbox');
  if (query.status !== 'all') base = base.where('status', '=', query.status);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'id',
      'to_address',
      'subject',
      'template',
      'status',
      'error',
      'attempts',
      'created_at',
      'sent_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const items: OutboxItem[] = rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    template: r.template,
    status: r.status,
    error: r.error,
    attempts: Number(r.attempts),
    createdAt: r.created_at,
    sentAt: r.sent_at,
  }));
  return { items, total: Number(total), page: query.page, pageSize: query.pageSize };
}

/** Sends a failed message again, or one kept in the outbox while no SMTP server was configured. */
export async function retryOutboxMessage(ctx: AppContext, actor: AdminActor, id: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('mail_outbox')
      .select(['id', 'status', 'to_address', 'subject'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError('not_found', 'Message not found');
    if (row.status === 'sent') throw new AppError('conflict', 'This message was already sent.');
    if (row.status === 'queued')
      throw new AppError('conflict', 'This message is already waiting to be sent.');
    await trx
      .updateTable('mail_outbox')
      .set({ status: 'queued', error: null })
      .where('id', '=', id)
      .execute();
    await enqueueJob(trx, 'mail.send', { outboxId: id }, { maxAttempts: 6 });
    await recordAdminAction(trx, actor, {
      action: 'mail.retried',
      targetType: 'mail',
      targetId: id,
      summary: `Retried "${row.subject}" to ${row.to_address}`,
    });
  });
}
