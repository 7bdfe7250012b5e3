// The administrator's actions on client organisations: add (organisation + invited contact person),
// edit, delete (typed confirmation; every member's account and data go), and the CSV report of the
// organisation's documents.
import { ADMIN_MESSAGES, type CreateClient, type UpdateClient } from '../../shared/admin';
import { CATEGORY_LABELS, STATUS_LABELS, type DocumentCategory } from '../../shared/documents';
import { formatDateTime } from '../../shared/format-date';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { nowIso } from '../lib/ids';
import { recordAdminAction, type AdminActor } from './admin-audit';
import { listAdminDocuments } from './admin-documents-repo';
import { findClient } from './clients-repo';
import { toCsv } from './csv';
import { deleteUser } from './delete-user';
import { inviteUser } from './manage-users';

export async function createClient(ctx: AppContext, actor: AdminActor, input: Required<CreateClient>) {
  const user = await ctx.db.transaction().execute(async (trx) => {
    const created = await inviteUser(
      ctx,
      actor,
      {
        name: input.contactName,
        email: input.email,
        plan: input.plan,
        role: 'user',
        organisationName: input.name,
      },
      trx,
    );
    await trx
      .updateTable('organisations')
      .set({ email: input.email, phone: input.phone, updated_at: nowIso() })
      .where('id', '=', created.organisation_id)
      .execute();
    await recordAdminAction(trx, actor, {
      action: 'client.created',
      targetType: 'client',
      targetId: created.organisation_id,
      summary: `Added client ${input.name} with contact ${input.email}`,
    });
    return created;
  });
  return (await findClient(ctx.db, user.organisation_id))!;
}

export async function updateClient(ctx: AppContext, actor: AdminActor, id: string, input: UpdateClient) {
  await ctx.db.transaction().execute(async (trx) => {
    const org = await trx.selectFrom('organisations').selectAll().where('id', '=', id).executeTakeFirst();
    if (!org) throw new AppError('not_found', ADMIN_MESSAGES.clientNotFound);
    await trx
      .updateTable('organisations')
      .set({
        name: input.name,
        email: input.email ?? null,
        phone: input.phone ?? null,
        address: input.address ?? null,
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .execute();
    await recordAdminAction(trx, actor, {
      action: 'client.updated',
      targetType: 'client',
      targetId: id,
      summary: `Edited client ${input.name}${org.name !== input.name ? ` (was ${org.name})` : ''}`,
    });
  });
  return (await findClient(ctx.db, id))!;
}

/** Deletes every member (documents and files included), then the organisation. */
export async function deleteClient(
  ctx: AppContext,
  actor: AdminActor,
  id: string,
  confirm: string,
): Promise<void> {
  const client = await findClient(ctx.db, id);
  if (!client) throw new AppError('not_found', ADMIN_MESSAGES.clientNotFound);
  if (confirm.trim() !== client.name.trim()) {
    throw new AppError('validation_failed', ADMIN_MESSAGES.clientConfirmMismatch, {
      fields: { confirm: ADMIN_MESSAGES.clientConfirmMismatch },
    });
  }
  const members = await ctx.db.selectFrom('users').select('id').where('organisation_id', '=', id).execute();
  if (members.some((m) => m.id === actor.id)) throw new AppError('conflict', ADMIN_MESSAGES.clientHasYou);
  for (const m of members) await deleteUser(ctx, actor, m.id, { reason: `client ${client.name} deleted` });
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('organisations').where('id', '=', id).execute();
    await recordAdminAction(trx, actor, {
      action: 'client.deleted',
      targetType: 'client',
      targetId: id,
      summary: `Deleted client ${client.name} with ${members.length} member(s) and ${client.documentCount} document(s)`,
    });
  });
}

export const CLIENT_REPORT_COLUMNS = [
  'Document',
  'Owner',
  'Owner Email',
  'Category',
  'Status',
  'Signers',
  'Signed',
  'Uploaded',
  'Completed',
] as const;

export async function clientReportCsv(ctx: AppContext, actor: AdminActor, id: string) {
  const client = await findClient(ctx.db, id);
  if (!client) throw new AppError('not_found', ADMIN_MESSAGES.clientNotFound);
  const { general } = await ctx.settings.get();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, general.dateFormat, general.timezone) : '');
  const { items } = await listAdminDocuments(ctx.db, { organisationId: id }, { all: true });
  await recordAdminAction(ctx.db, actor, {
    action: 'client.report_downloaded',
    targetType: 'client',
    targetId: id,
    summary: `Downloaded the report of ${client.name}`,
  });
  const csv = toCsv(
    CLIENT_REPORT_COLUMNS,
    items.map((d) => [
      d.name,
      d.owner.name,
      d.owner.email,
      CATEGORY_LABELS[d.category as DocumentCategory] ?? d.category,
      STATUS_LABELS[d.status],
      d.signerCount,
      d.signedCount,
      when(d.createdAt),
      when(d.completedAt),
    ]),
  );
  return { client, csv };
}
