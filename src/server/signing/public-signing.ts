// The public signing page's server side: a signer's link (no account), the PIN gate, the file, and
// completing or declining. A link is found only by its unguessable signId together with its document.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { completeSigningSchema, SigningView } from '../../shared/signing';
import { verifyPassword } from '../accounts/passwords';
import { isSecureRequest } from '../accounts/sessions';
import { appendAudit } from '../audit/audit-log';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { clear, hit, humanDuration, peek } from '../http/rate-limit';
import { newId, nowIso } from '../lib/ids';
import { notifyOwner } from '../notifications/notify';
import { allSigned, enqueueSealJob, requestCompletion } from './complete-document';
import { inviteSigners } from './set-signers';
import { storeSignatureImage } from './signature-image';
import { listSigners, signersWhoseTurnItIs } from './signers-repo';
import { emitDocumentEvent } from '../integrations/emit-document-event';

export const LINK_INVALID = 'Document not found or link is invalid';
const PIN_WINDOW_MS = 15 * 60 * 1000;
const PIN_TRIES_PER_IP = 5;
const PIN_TRIES_PER_LINK = 20;
const GATE_MS = 12 * 3600 * 1000;

async function resolveLink(ctx: AppContext, documentId: string, signId: string) {
  const row = await ctx.db
    .selectFrom('signers')
    .innerJoin('documents', 'documents.id', 'signers.document_id')
    .innerJoin('users', 'users.id', 'documents.owner_id')
    .select([
      'signers.id as signer_id',
      'documents.id as document_id',
      'documents.owner_id',
      'users.name as owner_name',
      'users.email as owner_email',
    ])
    .where('signers.sign_id', '=', signId)
    .where('signers.document_id', '=', documentId)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', LINK_INVALID);
  const doc = await ctx.db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', row.document_id)
    .executeTakeFirstOrThrow();
  const signer = await ctx.db
    .selectFrom('signers')
    .selectAll()
    .where('id', '=', row.signer_id)
    .executeTakeFirstOrThrow();
  return { doc, signer, owner: { id: row.owner_id, name: row.owner_name, email: row.owner_email } };
}
type Link = Awaited<ReturnType<typeof resolveLink>>;

/** Links stop working once a document is voided, declined or expired, or locked by wrong PINs. */
function assertLinkUsable(link: Link): void {
  const { doc } = link;
  if (doc.status === 'voided')
    throw new AppError('gone', 'This document was cancelled by its sender. The link no longer works.');
  if (doc.status === 'declined')
    throw new AppError('gone', 'This document was declined and can no longer be signed.');
  if (doc.status === 'expired' || new Date(doc.expires_at) <= new Date()) {
    throw new AppError('gone', 'This document has expired. The link no longer works.');
  }
}

function gateCookieName(documentId: string): string {
  return `signet_gate_${documentId}`;
}

function gatePassed(request: FastifyRequest, link: Link): boolean {
  if (!link.doc.pin_hash) return true;
  const raw = request.cookies[gateCookieName(link.doc.id)];
  if (!raw) return false;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return false;
  const [signId, until] = unsigned.value.split('.');
  return signId === link.signer.sign_id && Number(until) > Date.now();
}

function requestInfo(request: FastifyRequest) {
  return { ip: request.ip, userAgent: (request.headers['user-agent'] ?? '').slice(0, 300) };
}

export async function viewSigningLink(
  ctx: AppContext,
  request: FastifyRequest,
  documentId: string,
  signId: string,
  previewRequested: boolean,
): Promise<SigningView> {
  const link = await resolveLink(ctx, documentId, signId);
  const preview = previewRequested && request.session?.user.id === link.owner.id;
  const { doc, signer } = link;
  const alreadySigned =
    signer.status === 'signed' || doc.status === 'completed' || !!doc.completion_requested_at;
  if (!alreadySigned) assertLinkUsable(link);
  const unlocked = preview || gatePassed(request, link);
  if (unlocked && !preview && !alreadySigned) await recordView(ctx, request, link);
  const signers = (await listSigners(ctx.db, doc.id)).filter((s) => !s.is_open_link);
  const turn = signer.is_open_link ? [signer] : signersWhoseTurnItIs(signers, !!doc.ordered_signing);
  const yourTurn = turn.some((s) => s.id === signer.id);
  const waitingFor =
    !yourTurn && signer.status === 'pending'
      ? (signers.find((s) => s.status === 'pending' && s.order_index < signer.order_index)?.name ?? null)
      : null;
  return {
    documentId: doc.id,
    name: doc.name,
    uploaderName: link.owner.name,
    uploaderEmail: link.owner.email,
    expirationDate: doc.expires_at,
    pageCount: doc.page_count,
    width: doc.width,
    height: doc.height,
    status: doc.status,
    pinRequired: !!doc.pin_hash,
    unlocked,
    alreadySigned,
    isOpenLink: !!signer.is_open_link,
    preview,
    signer: { name: signer.name, email: signer.email },
    yourTurn,
    waitingFor,
    fileUrl: `/api/sign/${doc.id}/${signId}/file${preview ? '?preview=1' : ''}`,
  };
}

/** `viewed` once per signer, with time, IP and user agent; the owner hears of the first view. */
async function recordView(ctx: AppContext, request: FastifyRequest, link: Link): Promise<void> {
  const info = requestInfo(request);
  await ctx.db.transaction().execute(async (trx) => {
    const won = await trx
      .updateTable('signers')
      .set({ viewed_at: nowIso(), ip: info.ip, user_agent: info.userAgent })
      .where('id', '=', link.signer.id)
      .where('viewed_at', 'is', null)
      .executeTakeFirst();
    if (Number(won.numUpdatedRows) !== 1) return;
    await appendAudit(trx, ctx.dialect, {
      documentId: link.doc.id,
      event: 'viewed',
      actor: link.signer.name,
      actorEmail: link.signer.email,
      ...info,
    });
    await emitDocumentEvent(ctx, trx, {
      event: 'document.viewed',
      documentId: link.doc.id,
      signerEmail: link.signer.email,
      details: { signer_name: link.signer.name },
    });
    await notifyOwner(ctx, trx, {
      ownerId: link.owner.id,
      documentId: link.doc.id,
      type: 'viewed',
      subject: `"${link.doc.name}" was opened`,
      message: `${link.signer.name} opened "${link.doc.name}".`,
    });
  });
}

export async function checkSigningPin(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  documentId: string,
  signId: string,
  pin: string,
): Promise<void> {
  const link = await resolveLink(ctx, documentId, signId);
  assertLinkUsable(link);
  const { doc } = link;
  if (!doc.pin_hash) return;
  if (doc.link_locked_at) {
    throw new AppError(
      'locked',
      'This document is locked after too many wrong PINs. Ask the sender to unlock it.',
    );
  }
  const ipKey = `pin-ip:${doc.id}:${request.ip}`;
  const ipFailures = await peek(ctx.db, ipKey);
  if (ipFailures && ipFailures.count >= PIN_TRIES_PER_IP) {
    const seconds = Math.ceil((ipFailures.windowEndsAt.getTime() - Date.now()) / 1000);
    throw new AppError('locked', `Too many wrong PINs. Try again in ${humanDuration(seconds)}.`, {
      headers: { 'retry-after': String(seconds) },
    });
  }
  if (!(await verifyPassword(doc.pin_hash, pin))) {
    const perIp = await hit(ctx.db, ipKey, PIN_WINDOW_MS, { slide: true });
    const perLink = await hit(ctx.db, `pin-link:${doc.id}`, 30 * 24 * 3600 * 1000);
    await ctx.db.transaction().execute(async (trx) => {
      await appendAudit(trx, ctx.dialect, {
        documentId: doc.id,
        event: 'pin_failed',
        actor: link.signer.name,
        actorEmail: link.signer.email,
        ...requestInfo(request),
      });
      if (perLink.count >= PIN_TRIES_PER_LINK) {
        const locked = await trx
          .updateTable('documents')
          .set({ link_locked_at: nowIso() })
          .where('id', '=', doc.id)
          .where('link_locked_at', 'is', null)
          .executeTakeFirst();
        if (Number(locked.numUpdatedRows) === 1) {
          await appendAudit(trx, ctx.dialect, {
            documentId: doc.id,
            event: 'link_locked',
            actor: 'Signet',
            details: { failures: perLink.count },
          });
          await notifyOwner(ctx, trx, {
            ownerId: link.owner.id,
            documentId: doc.id,
            type: 'link_locked',
            subject: `Signing of "${doc.name}" was locked`,
            message: `"${doc.name}" received ${perLink.count} wrong PINs and its links were locked. Unlock them from the document page.`,
          });
        }
      }
    });
    if (perIp.count >= PIN_TRIES_PER_IP) {
      throw new AppError('locked', 'Too many wrong PINs. Try again in 15 minutes.', {
        headers: { 'retry-after': '900' },
      });
    }
    throw new AppError('validation_failed', 'Invalid password', { fields: { pin: 'Invalid password' } });
  }
  await clear(ctx.db, ipKey);
  void reply.setCookie(gateCookieName(doc.id), `${link.signer.sign_id}.${Date.now() + GATE_MS}`, {
    path: `/api/sign/${doc.id}`,
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(ctx, request),
    signed: true,
    maxAge: GATE_MS / 1000,
  });
  await recordView(ctx, request, link);
}

/** The PDF for the signer: never before the PIN gate; with earlier signatures once they are stamped. */
export async function signingFile(
  ctx: AppContext,
  request: FastifyRequest,
  documentId: string,
  signId: string,
  preview: boolean,
) {
  const link = await resolveLink(ctx, documentId, signId);
  const isOwner = preview && request.session?.user.id === link.owner.id;
  if (!isOwner) {
    if (link.signer.status !== 'signed' && link.doc.status !== 'completed') assertLinkUsable(link);
    if (!gatePassed(request, link))
      throw new AppError('forbidden', 'Please enter the PIN to open this document.');
  }
  const { doc } = link;
  if (doc.sealed_blob_key)
    return {
      key: doc.sealed_blob_key,
      size: doc.sealed_size!,
      etag: doc.sealed_sha256!,
      name: `${doc.name} (signed).pdf`,
    };
  if (doc.working_blob_key)
    return {
      key: doc.working_blob_key,
      size: doc.working_size!,
      etag: doc.working_blob_key.split('/').pop()!,
      name: `${doc.name}.pdf`,
    };
  return { key: doc.blob_key, size: doc.size, etag: doc.sha256, name: `${doc.name}.pdf` };
}

export async function completeSigning(
  ctx: AppContext,
  request: FastifyRequest,
  documentId: string,
  signId: string,
  input: z.output<typeof completeSigningSchema>,
): Promise<{ alreadySigned: boolean; completed: boolean }> {
  const link = await resolveLink(ctx, documentId, signId);
  const { doc, signer } = link;
  if (signer.status === 'signed') return { alreadySigned: true, completed: !!doc.completion_requested_at };
  assertLinkUsable(link);
  if (doc.status !== 'pending') throw new AppError('conflict', 'This document is not awaiting signatures.');
  if (!gatePassed(request, link))
    throw new AppError('forbidden', 'Please enter the PIN to open this document.');
  if (input.placement.pageIndex >= doc.page_count)
    throw new AppError('validation_failed', 'That page does not exist in this document.');
  if (signer.is_open_link && !input.name) {
    throw new AppError('validation_failed', 'Please enter your name', {
      fields: { name: 'Please enter your name' },
    });
  }
  if (doc.ordered_signing && !signer.is_open_link) {
    const turn = signersWhoseTurnItIs(
      (await listSigners(ctx.db, doc.id)).filter((s) => !s.is_open_link),
      true,
    );
    if (!turn.some((s) => s.id === signer.id)) {
      throw new AppError(
        'conflict',
        'It is not your turn to sign yet. You will receive an email when it is.',
      );
    }
  }
  const key = await storeSignatureImage(ctx, `documents/${doc.id}/signatures`, input.image);
  const info = requestInfo(request);
  const name = signer.is_open_link ? input.name! : signer.name;
  const email = signer.is_open_link ? input.email || null : signer.email;
  let outcome: { alreadySigned: boolean; completed: boolean } = { alreadySigned: true, completed: false };
  try {
    outcome = await ctx.db.transaction().execute(async (trx) => {
      if (ctx.dialect === 'postgres')
        await sql`select id from documents where id = ${doc.id} for update`.execute(trx);
      const now = nowIso();
      // Only one request can move this signer from pending to signed: double clicks record one signature.
      const won = await trx
        .updateTable('signers')
        .set({
          status: 'signed',
          signed_at: now,
          name,
          email,
          ip: info.ip,
          user_agent: info.userAgent,
          viewed_at: signer.viewed_at ?? now,
          updated_at: now,
        })
        .where('id', '=', signer.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(won.numUpdatedRows) !== 1) return { alreadySigned: true, completed: false };
      const current = await trx
        .selectFrom('documents')
        .select(['status'])
        .where('id', '=', doc.id)
        .executeTakeFirstOrThrow();
      if (current.status !== 'pending')
        throw new AppError('conflict', 'This document is not awaiting signatures.');
      await trx
        .insertInto('placements')
        .values({
          id: newId(),
          document_id: doc.id,
          signer_id: signer.id,
          actor_name: name,
          actor_email: email,
          page_index: input.placement.pageIndex,
          x: input.placement.x,
          y: input.placement.y,
          width: input.placement.width,
          height: input.placement.height,
          image_blob_key: key,
          signature_type: input.type,
          ip: info.ip,
          user_agent: info.userAgent,
          signed_at: now,
          applied_at: null,
        })
        .execute();
      await appendAudit(trx, ctx.dialect, {
        documentId: doc.id,
        event: 'signed',
        actor: name,
        actorEmail: email,
        ...info,
        details: {
          page: input.placement.pageIndex + 1,
          signatureType: input.type,
          openLink: !!signer.is_open_link,
        },
      });
      await emitDocumentEvent(ctx, trx, {
        event: 'document.signed',
        documentId: doc.id,
        signerEmail: email,
        details: { signer_name: name },
      });
      await notifyOwner(ctx, trx, {
        ownerId: link.owner.id,
        documentId: doc.id,
        type: 'signed',
        subject: `${name} signed "${doc.name}"`,
        message: `${name} signed "${doc.name}".`,
      });
      await enqueueSealJob(trx, doc.id);
      if (await allSigned(trx, doc.id)) {
        await requestCompletion(trx, doc.id);
        return { alreadySigned: false, completed: true };
      }
      if (doc.ordered_signing) {
        const signers = (await listSigners(trx, doc.id)).filter((s) => !s.is_open_link);
        const next = signersWhoseTurnItIs(signers, true).filter((s) => !s.invited_at);
        await inviteSigners(ctx, trx, doc, link.owner, next);
      }
      return { alreadySigned: false, completed: false };
    });
  } finally {
    if (outcome.alreadySigned) await ctx.blobs.delete(key).catch(() => undefined);
  }
  return outcome;
}

export async function declineSigning(
  ctx: AppContext,
  request: FastifyRequest,
  documentId: string,
  signId: string,
  reason: string,
) {
  const link = await resolveLink(ctx, documentId, signId);
  assertLinkUsable(link);
  const { doc, signer } = link;
  if (doc.status !== 'pending' || signer.status !== 'pending')
    throw new AppError('conflict', 'This document can no longer be declined.');
  if (!gatePassed(request, link))
    throw new AppError('forbidden', 'Please enter the PIN to open this document.');
  const info = requestInfo(request);
  await ctx.db.transaction().execute(async (trx) => {
    const won = await trx
      .updateTable('signers')
      .set({
        status: 'declined',
        declined_at: nowIso(),
        decline_reason: reason,
        ip: info.ip,
        user_agent: info.userAgent,
      })
      .where('id', '=', signer.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(won.numUpdatedRows) !== 1)
      throw new AppError('conflict', 'This document can no longer be declined.');
    await trx
      .updateTable('documents')
      .set({ status: 'declined', updated_at: nowIso() })
      .where('id', '=', doc.id)
      .where('status', '=', 'pending')
      .execute();
    await appendAudit(trx, ctx.dialect, {
      documentId: doc.id,
      event: 'declined',
      actor: signer.name,
      actorEmail: signer.email,
      ...info,
      details: { reason },
    });
    await emitDocumentEvent(ctx, trx, {
      event: 'document.declined',
      documentId: doc.id,
      signerEmail: signer.email,
      details: { signer_name: signer.name, reason },
    });
    await notifyOwner(ctx, trx, {
      ownerId: link.owner.id,
      documentId: doc.id,
      type: 'declined',
      subject: `${signer.name} declined to sign "${doc.name}"`,
      message: `${signer.name} declined to sign "${doc.name}". Reason: ${reason}`,
    });
  });
}
