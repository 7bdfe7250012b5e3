// What the owner does on the document page: sign it, finish (seal without other signers), remind,
// void, reset a signer's link, unlock a link locked by wrong PINs.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ownerSignSchema } from '../../shared/signing';
import { appendAudit } from '../audit/audit-log';
import type { AppContext } from '../context';
import { findOwnedDocument } from '../documents/documents-repo';
import { AppError } from '../http/errors';
import { clear } from '../http/rate-limit';
import { newId, nowIso } from '../lib/ids';
import { queueMail } from '../mail/mailer';
import { allSigned, enqueueSealJob, requestCompletion } from './complete-document';
import { storeSignatureImage } from './signature-image';
import { listSigners, newSignId, signersWhoseTurnItIs, signingLink } from './signers-repo';
import { emitDocumentEvent } from '../integrations/emit-document-event';
import { assertSignersEditable } from './set-signers';

type Owner = { id: string; name: string; email: string };

async function ownedOrThrow(ctx: AppContext, owner: Owner, id: string) {
  const doc = await findOwnedDocument(ctx.db, owner.id, id);
  if (!doc) throw new AppError('not_found', 'Document not found');
  return doc;
}

export async function ownerSign(
  ctx: AppContext,
  request: FastifyRequest,
  owner: Owner,
  id: string,
  input: z.output<typeof ownerSignSchema>,
) {
  const doc = await ownedOrThrow(ctx, owner, id);
  if (doc.status !== 'draft' && doc.status !== 'pending')
    throw new AppError('conflict', `This document is ${doc.status}.`);
  if (doc.uploader_signed) throw new AppError('conflict', 'You have already signed this document');
  if (input.placement.pageIndex >= doc.page_count)
    throw new AppError('validation_failed', 'That page does not exist in this document.');
  const key = await storeSignatureImage(ctx, `documents/${doc.id}/signatures`, input.image);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const won = await trx
        .updateTable('documents')
        .set({ uploader_signed: 1, updated_at: nowIso() })
        .where('id', '=', doc.id)
        .where('uploader_signed', '=', 0)
        .executeTakeFirst();
      if (Number(won.numUpdatedRows) !== 1)
        throw new AppError('conflict', 'You have already signed this document');
      await trx
        .insertInto('placements')
        .values({
          id: newId(),
          document_id: doc.id,
          signer_id: null,
          actor_name: owner.name,
          actor_email: owner.email,
          page_index: input.placement.pageIndex,
          x: input.placement.x,
          y: input.placement.y,
          width: input.placement.width,
          height: input.placement.height,
          image_blob_key: key,
          signature_type: input.type,
          ip: request.ip,
          user_agent: (request.headers['user-agent'] ?? '').slice(0, 300),
          signed_at: nowIso(),
          applied_at: null,
        })
        .execute();
      await appendAudit(trx, ctx.dialect, {
        documentId: doc.id,
        event: 'signed',
        actor: owner.name,
        actorEmail: owner.email,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        details: { role: 'owner', page: input.placement.pageIndex + 1, signatureType: input.type },
      });
      await emitDocumentEvent(ctx, trx, {
        event: 'document.signed',
        documentId: doc.id,
        signerEmail: owner.email,
        details: { signer_name: owner.name, role: 'owner' },
      });
      await enqueueSealJob(trx, doc.id);
      // Signers may all have signed before the owner did: then the owner's signature completes it.
      if (doc.status === 'pending' && (await allSigned(trx, doc.id))) await requestCompletion(trx, doc.id);
    });
  } catch (err) {
    await ctx.blobs.delete(key).catch(() => undefined);
    throw err;
  }
}

export async function finishDocument(ctx: AppContext, owner: Owner, id: string) {
  const doc = await ownedOrThrow(ctx, owner, id);
  if (doc.completion_requested_at) return;
  if (!doc.uploader_signed) throw new AppError('conflict', 'Please sign the document before finishing it.');
  const signers = await listSigners(ctx.db, doc.id);
  if (doc.status === 'pending' && signers.some((s) => s.status !== 'signed' && !s.is_open_link)) {
    throw new AppError('conflict', 'Some signers have not signed yet.');
  }
  if (doc.status !== 'draft' && doc.status !== 'pending')
    throw new AppError('conflict', `This document is ${doc.status}.`);
  await ctx.db.transaction().execute(async (trx) => {
    // Finishing drops an unused open link: nobody else will sign.
    await trx
      .deleteFrom('signers')
      .where('document_id', '=', doc.id)
      .where('is_open_link', '=', 1)
      .where('status', '=', 'pending')
      .execute();
    await requestCompletion(trx, doc.id);
  });
}

const HOUR = 3600 * 1000;

export async function sendReminder(
  ctx: AppContext,
  request: FastifyRequest,
  owner: Owner,
  id: string,
  signerId?: string,
) {
  const doc = await ownedOrThrow(ctx, owner, id);
  if (doc.status !== 'pending')
    throw new AppError('conflict', 'Only documents awaiting signatures can be reminded.');
  const signers = await listSigners(ctx.db, doc.id);
  let targets = signersWhoseTurnItIs(
    signers.filter((s) => !s.is_open_link),
    !!doc.ordered_signing,
  ).filter((s) => s.email);
  if (signerId) targets = targets.filter((s) => s.id === signerId);
  if (targets.length === 0) {
    throw new AppError(
      'conflict',
      signerId
        ? 'This signer cannot be reminded now.'
        : 'There is no pending signer with an email address to remind.',
    );
  }
  const cutoff = new Date(Date.now() - HOUR).toISOString();
  const sent: string[] = [];
  let nextAllowed: Date | null = null;
  await ctx.db.transaction().execute(async (trx) => {
    for (const s of targets) {
      const won = await trx
        .updateTable('signers')
        .set({ last_reminded_at: nowIso() })
        .where('id', '=', s.id)
        .where((eb) => eb.or([eb('last_reminded_at', 'is', null), eb('last_reminded_at', '<', cutoff)]))
        .executeTakeFirst();
      if (Number(won.numUpdatedRows) !== 1) {
        const at = new Date(new Date(s.last_reminded_at!).getTime() + HOUR);
        if (!nextAllowed || at < nextAllowed) nextAllowed = at;
        continue;
      }
      sent.push(s.name);
      await queueMail(ctx, trx, {
        to: s.email!,
        template: 'signingReminder',
        data: {
          signerName: s.name,
          ownerName: owner.name,
          documentName: doc.name,
          url: signingLink(ctx, doc.id, s.sign_id),
        },
      });
    }
    if (sent.length) {
      await appendAudit(trx, ctx.dialect, {
        documentId: doc.id,
        event: 'reminder_sent',
        actor: owner.name,
        actorEmail: owner.email,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        details: { to: sent },
      });
    }
  });
  if (sent.length === 0) {
    const minutes = Math.max(
      1,
      Math.ceil(((nextAllowed as Date | null)?.getTime() ?? Date.now() + HOUR) - Date.now()) / 60000,
    );
    throw new AppError(
      'rate_limited',
      `A reminder was sent less than an hour ago. You can send another in ${Math.ceil(minutes)} minutes.`,
    );
  }
  return { sent };
}

export async function voidDocument(
  ctx: AppContext,
  request: FastifyRequest,
  owner: Owner,
  id: string,
  reason: string,
) {
  const doc = await ownedOrThrow(ctx, owner, id);
  if (doc.status !== 'pending' || doc.completion_requested_at)
    throw new AppError('conflict', 'Only documents awaiting signatures can be voided.');
  await ctx.db.transaction().execute(async (trx) => {
    const won = await trx
      .updateTable('documents')
      .set({ status: 'voided', void_reason: reason, updated_at: nowIso() })
      .where('id', '=', doc.id)
      .where('status', '=', 'pending')
      .where('completion_requested_at', 'is', null)
      .executeTakeFirst();
    if (Number(won.numUpdatedRows) !== 1)
      throw new AppError('conflict', 'Only documents awaiting signatures can be voided.');
    await appendAudit(trx, ctx.dialect, {
      documentId: doc.id,
      event: 'voided',
      actor: owner.name,
      actorEmail: owner.email,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      details: { reason },
    });
    for (const s of await listSigners(trx, doc.id)) {
      if (!s.email || s.status !== 'pending') continue;
      await queueMail(ctx, trx, {
        to: s.email,
        template: 'documentVoided',
        data: { signerName: s.name, ownerName: owner.name, documentName: doc.name, reason },
      });
    }
  });
}

export async function resetSignerLink(
  ctx: AppContext,
  request: FastifyRequest,
  owner: Owner,
  id: string,
  signerId: string,
) {
  const doc = await ownedOrThrow(ctx, owner, id);
  assertSignersEditable(doc);
  const signer = (await listSigners(ctx.db, doc.id)).find((s) => s.id === signerId);
  if (!signer) throw new AppError('not_found', 'Signer not found');
  if (signer.status !== 'pending')
    throw new AppError('conflict', `${signer.name} has already ${signer.status}.`);
  await ctx.db.transaction().execute(async (trx) => {
    const reset = await trx
      .updateTable('signers')
      .set({ sign_id: newSignId(), updated_at: nowIso() })
      .where('id', '=', signer.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(reset.numUpdatedRows) === 0)
      throw new AppError('conflict', `${signer.name} has just signed: their link stays as it was.`);
    await appendAudit(trx, ctx.dialect, {
      documentId: doc.id,
      event: 'link_reset',
      actor: owner.name,
      actorEmail: owner.email,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      details: { signer: signer.name },
    });
  });
}

export async function unlockLink(ctx: AppContext, owner: Owner, id: string) {
  const doc = await ownedOrThrow(ctx, owner, id);
  await ctx.db.updateTable('documents').set({ link_locked_at: null }).where('id', '=', doc.id).execute();
  await clear(ctx.db, `pin-link:${doc.id}`);
}
