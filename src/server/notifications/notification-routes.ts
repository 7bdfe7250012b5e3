// /api/notifications: the header bell (unread count, list; opening the list marks them read) and
// the owner's email preferences.
import type { FastifyInstance } from 'fastify';
import { notificationPrefsSchema, type Notification } from '../../shared/signing';
import type { AppContext } from '../context';
import { requireSession } from '../http/auth-context';
import { parse } from '../http/validate';
import { nowIso } from '../lib/ids';
import { readPrefs } from './notify';

export function notificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/notifications', async (request) => {
    const { user } = requireSession(request);
    const rows = await ctx.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .limit(30)
      .execute();
    const { unread } = await ctx.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('unread'))
      .where('user_id', '=', user.id)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    const items: Notification[] = rows.map((r) => ({
      id: r.id,
      type: r.type as Notification['type'],
      documentId: r.document_id,
      message: r.message,
      createdAt: r.created_at,
      read: !!r.read_at,
    }));
    return { items, unread: Number(unread) };
  });

  app.post('/api/notifications/read', async (request) => {
    const { user } = requireSession(request);
    await ctx.db
      .updateTable('notifications')
      .set({ read_at: nowIso() })
      .where('user_id', '=', user.id)
      .where('read_at', 'is', null)
      .execute();
    return { unread: 0 };
  });

  app.get('/api/profile/notifications', async (request) => {
    const { user } = requireSession(request);
    const row = await ctx.db
      .selectFrom('users')
      .select('notification_prefs')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    return readPrefs(row.notification_prefs);
  });

  app.put('/api/profile/notifications', async (request) => {
    const { user } = requireSession(request);
    const prefs = parse(notificationPrefsSchema, request.body);
    await ctx.db
      .updateTable('users')
      .set({ notification_prefs: JSON.stringify(prefs), updated_at: nowIso() })
      .where('id', '=', user.id)
      .execute();
    return prefs;
  });
}
