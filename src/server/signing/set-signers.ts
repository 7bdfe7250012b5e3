// Add Signers / Update Signers: "Document Ready" makes the document pending, gives every signer
// their own link (unchanged signers keep theirs), and invites those whose turn it is.
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { planOf } from '../../shared/plans';
import { SIGNER_MESSAGES, type SetSignersData } from '../../shared/signing';
import { hashPassword } from '../accounts/passwords';
import { appendAudit } from '../audit/audit-log';
import type { AppContext } from '../context';
import type { Executor } from '../db/database';
import { findOwnedDocument } from '../documents/documents-repo';
import { AppError } from '../http/errors';
import { newId, nowIso } from '../lib/ids';
import { formatMailDate, queueMail } from '../mail/mailer';
import { assertWebhookUrlAllowed } from './webhook-url';
import {
  defaultSignerName,
  listSigners,
  newSignId,
  signersWhoseTurnItIs,
  signingLink,
  type SignerRow,
} from './signers-repo';

const EDITABLE = new Set(['draft', 'pending']);

/** Signers change only before the document is complete: once everyone has signed, it is sealed as
 * it stands, even while the seal is still being made. */
export function assertSignersEditable(doc: { status: string; completion_requested_at: string | null }): void {
  if (!EDITABLE.has(doc.status))
    throw new AppError('conflict', `This document is ${doc.status} and its signers can no longer change.`);
  if (doc.completion_requested_at)
    throw new AppError(
      'conflict',
      'Everyone has signed this document: it is being sealed, and its signers can no longer change.',
    );
}

export async function setSigners(
  ctx: AppContext,
  request: FastifyRequest,
  owner: { id: string; name: string; email: string; plan: string },
  documentId: string,
  input: SetSignersData,
) {
  const doc = await findOwnedDocument(ctx.db, owner.id, documentId);
  if (!doc) throw new AppError('not_found', 'Document not found');
  assertSignersEditable(doc);
  const limit = planOf(owner.plan).signersPerDocument;
  if (limit !== null && input.signers.length > limit) {
    throw new AppError(
      'quota_exceeded',
      `Your ${planOf(owner.plan).name} plan allows up to ${limit} signers per document. Upgrade your plan to add more.`,
    );
  }
  if (input.pinEnabled && !input.pin && !doc.pin_hash) {
    throw new AppError('validation_failed', SIGNER_MESSAGES.pinMin, {
      fields: { pin: SIGNER_MESSAGES.pinMin },
    });
  }
  if (input.webhookUrl) await assertWebhookUrlAllowed(ctx, input.webhookUrl);
  const pinHash = !input.pinEnabled ? null : input.pin ? await hashPassword(input.pin) : doc.pin_hash;

  const toInvite = await ctx.db.transaction().execute(async (trx) => {
    if (ctx.dialect === 'postgres')
      await sql`select id from documents where id = ${doc.id} for update`.execute(trx);
    // Again under the lock: the last signer may have signed since the first read.
    const current = await trx
      .selectFrom('documents')
      .select(['status', 'completion_requested_at'])
      .where('id', '=', doc.id)
      .executeTakeFirst();
    if (!current) throw new AppError('not_found', 'Document not found');
    assertSignersEditable(current);
    const existing = await listSigners(trx, doc.id);
    const named = existing.filter((s) => !s.is_open_link);
    const byId = new Map(named.map((s) => [s.id, s]));
    const keptIds = new Set<string>();
    const needsInvite = new Set<string>();
    const now = nowIso();

    for (const [i, s] of input.signers.entries()) {
      const email = s.email ? s.email.trim() : null;
      const name = defaultSignerName(s.name, email ?? '');
      const current = s.id ? byId.get(s.id) : undefined;
      if (current) {
        keptIds.add(current.id);
        const changed = current.name !== name || (current.email ?? null) !== email;
        if (changed && current.status !== 'pending') {
          throw new AppError('conflict', `${current.name} has already signed and cannot be changed.`);
        }
        await trx
          .updateTable('signers')
          .set({
            name,
            email,
            order_index: i + 1,
            updated_at: now,
            // A changed address gets a new link; the old one stops working.
            ...((current.email ?? null) !== email
              ? { sign_id: newSignId(), invited_at: null, viewed_at: null }
              : {}),
          })
          .where('id', '=', current.id)
          .execute();
        if ((current.email ?? null) !== email || !current.invited_at) needsInvite.add(current.id);
      } else {
        const id = newId();
        await trx
          .insertInto('signers')
          .values({
            id,
            document_id: doc.id,
            name,
            email,
            order_index: i + 1,
            sign_id: newSignId(),
            invited_at: null,
            last_reminded_at: null,
            viewed_at: null,
            signed_at: null,
            declined_at: null,
            decline_reason: null,
            ip: null,
            user_agent: null,
            created_at: now,
            updated_at: now,
          })
          .execute();
        needsInvite.add(id);
      }
    }
    for (const s of named) {
      if (keptIds.has(s.id)) continue;
      if (s.status !== 'pending')
        throw new AppError('conflict', `${s.name} has already signed and cannot be removed.`);
      await trx.deleteFrom('signers').where('id', '=', s.id).execute();
    }

    // The open link exists only while there are no named signers (PRODUCT.md section 3).
    const openLinks = existing.filter((s) => s.is_open_link);
    if (input.signers.length === 0 && input.allowAnonymous) {
      if (openLinks.length === 0) {
        await trx
          .insertInto('signers')
          .values({
            id: newId(),
            document_id: doc.id,
            name: 'Anyone with the link',
            email: null,
            order_index: 1,
            sign_id: newSignId(),
            is_open_link: 1,
            invited_at: null,
            last_reminded_at: null,
            viewed_at: null,
            signed_at: null,
            declined_at: null,
            decline_reason: null,
            ip: null,
            user_agent: null,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
    } else {
      for (const s of openLinks) {
        if (s.status === 'signed')
          throw new AppError('conflict', 'Someone already signed through the open link.');
        await trx.deleteFrom('signers').where('id', '=', s.id).execute();
      }
    }

    const firstSend = !doc.sent_at;
    await trx
      .updateTable('documents')
      .set({
        status: 'pending',
        sent_at: doc.sent_at ?? now,
        ordered_signing: input.orderedSigning ? 1 : 0,
        allow_anonymous: input.allowAnonymous ? 1 : 0,
        pin_hash: pinHash,
        webhook_url: input.webhookUrl || null,
        updated_at: now,
      })
      .where('id', '=', doc.id)
      .execute();
    const signers = await listSigners(trx, doc.id);
    await appendAudit(trx, ctx.dialect, {
      documentId: doc.id,
      event: firstSend ? 'sent' : 'signers_updated',
      actor: owner.name,
      actorEmail: owner.email,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      details: {
        signers: signers.map((s) => ({
          name: s.name,
          email: s.email,
          order: s.order_index,
          openLink: !!s.is_open_link,
        })),
        orderedSigning: input.orderedSigning,
        pinProtected: !!pinHash,
      },
    });
    const turn = new Set(
      signersWhoseTurnItIs(
        signers.filter((s) => !s.is_open_link),
        input.orderedSigning,
      ).map((s) => s.id),
    );
    const invite = signers.filter((s) => s.email && needsInvite.has(s.id) && turn.has(s.id));
    await inviteSigners(ctx, trx, { ...doc, pin_hash: pinHash }, owner, invite);
    return invite.length;
  });
  return { invited: toInvite, signers: await listSigners(ctx.db, doc.id) };
}

export async function inviteSigners(
  ctx: AppContext,
  db: Executor,
  doc: { id: string; name: string; pin_hash: string | null; expires_at: string },
  owner: { name: string; email: string },
  signers: SignerRow[],
): Promise<void> {
  const now = nowIso();
  for (const s of signers) {
    if (!s.email) continue;
    await queueMail(ctx, db, {
      to: s.email,
      template: 'signingInvitation',
      data: {
        signerName: s.name,
        ownerName: owner.name,
        ownerEmail: owner.email,
        documentName: doc.name,
        url: signingLink(ctx, doc.id, s.sign_id),
        pinRequired: !!doc.pin_hash,
        expiresAt: await formatMailDate(ctx, doc.expires_at),
      },
    });
    await db.updateTable('signers').set({ invited_at: now }).where('id', '=', s.id).execute();
  }
}
