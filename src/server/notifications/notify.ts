// Tells an owner what happened to their documents: a row for the header bell and, when the owner's
// preference and the administrator's notifications switch allow it, an email.
import { notificationPrefsSchema, type NotificationPrefs } from '../../shared/signing';
import type { AppContext } from '../context';
import type { Executor } from '../db/database';
import { newId, nowIso } from '../lib/ids';
import { appUrl } from '../lib/urls';
import { queueMail } from '../mail/mailer';

export type NotificationType = 'viewed' | 'signed' | 'declined' | 'completed' | 'link_locked' | 'seal_failed';

export function readPrefs(raw: string | null | undefined): NotificationPrefs {
  try {
    return notificationPrefsSchema.parse(JSON.parse(raw || '{}'));
  } catch {
    return notificationPrefsSchema.parse({});
  }
}

export async function notifyOwner(
  ctx: AppContext,
  db: Executor,
  input: { ownerId: string; documentId: string; type: NotificationType; message: string; subject: string },
): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      id: newId(),
      user_id: input.ownerId,
      document_id: input.documentId,
      type: input.type,
      message: input.message,
      read_at: null,
      created_at: nowIso(),
    })
    .execute();
  const owner = await db
    .selectFrom('users')
    .select(['email', 'name', 'notification_prefs'])
    .where('id', '=', input.ownerId)
    .executeTakeFirst();
  if (!owner) return;
  const { email } = await ctx.settings.get();
  const prefs = readPrefs(owner.notification_prefs);
  const wanted = input.type in prefs ? prefs[input.type as keyof NotificationPrefs] : true;
  if (!email.enableEmailNotifications || !wanted) return;
  await queueMail(ctx, db, {
    to: owner.email,
    template: 'ownerActivity',
    data: {
      ownerName: owner.name,
      subject: input.subject,
      message: input.message,
      url: appUrl(ctx, `/document/${input.documentId}`),
    },
    userId: input.ownerId,
  });
}
