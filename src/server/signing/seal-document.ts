// The sealing job. Each signature is appended to the PDF as its own incremental revision (the stamps
// plus a PAdES signature with the instance certificate); once completion is requested, a last
// revision appends the completion certificate page and the document seal. Only then is the document
// `completed`. The original upload is never modified. One worker at a time works on a document.
import { AUDIT_EVENT_LABELS } from '../../shared/audit';
import { formatDateTime } from '../../shared/format-date';
import { appendAudit } from '../audit/audit-log';
import type { AppContext } from '../context';
import type { JobRunner } from '../jobs/job-queue';
import { emitDocumentEvent } from '../integrations/emit-document-event';
import { nowIso, sha256Hex } from '../lib/ids';
import { appUrl } from '../lib/urls';
import { queueMail } from '../mail/mailer';
import { notifyOwner } from '../notifications/notify';
import { buildCertificatePdf, type CertificateInput } from '../pdf/certificate-page';
import { appendRevision } from '../pdf/seal/append-revision';
import { verifyPdfSignatures } from '../pdf/verify/verify-pdf';
import { readBlob } from '../storage/read-blob';
import { deleteBlobsOrRetry } from '../storage/delete-blobs';
import { signingLink } from './signers-repo';

const LOCK_MS = 5 * 60 * 1000;
/** Sealed files up to this size travel as attachments; larger ones as a link. */
export const ATTACH_LIMIT = 10 * 1024 * 1024;

class SealBusyError extends Error {}

export async function sealDocument(
  ctx: AppContext,
  documentId: string,
): Promise<'sealed' | 'revised' | 'idle'> {
  const until = nowIso(new Date(Date.now() + LOCK_MS));
  const now = nowIso();
  const locked = await ctx.db
    .updateTable('documents')
    .set({ seal_locked_until: until })
    .where('id', '=', documentId)
    .where((eb) => eb.or([eb('seal_locked_until', 'is', null), eb('seal_locked_until', '<', now)]))
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) !== 1) {
    const exists = await ctx.db
      .selectFrom('documents')
      .select('id')
      .where('id', '=', documentId)
      .executeTakeFirst();
    if (!exists) return 'idle';
    throw new SealBusyError(`document ${documentId} is being sealed by another worker`);
  }
  try {
    return await sealLocked(ctx, documentId);
  } catch (err) {
    await ctx.db
      .updateTable('documents')
      .set({ seal_state: 'failed', seal_error: (err as Error).message.slice(0, 500) })
      .where('id', '=', documentId)
      .where('completion_requested_at', 'is not', null)
      .execute();
    throw err;
  } finally {
    await ctx.db
      .updateTable('documents')
      .set({ seal_locked_until: null })
      .where('id', '=', documentId)
      .execute();
  }
}

async function sealLocked(ctx: AppContext, documentId: string): Promise<'sealed' | 'revised' | 'idle'> {
  const doc = await ctx.db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (!doc || doc.sealed_blob_key || ['expired', 'voided'].includes(doc.status)) return 'idle';
  const placements = await ctx.db
    .selectFrom('placements')
    .selectAll()
    .where('document_id', '=', documentId)
    .where('applied_at', 'is', null)
    .orderBy('signed_at')
    .orderBy('id')
    .execute();
  let currentKey = doc.working_blob_key ?? doc.blob_key;
  let current = await readBlob(ctx.blobs, currentKey);
  let revision = Number(doc.working_blob_key?.match(/revision-(\d+)\.pdf$/)?.[1] ?? 0);

  // One revision per person, in the order they signed.
  const groups = new Map<string, typeof placements>();
  for (const p of placements) {
    const who = p.signer_id ?? 'owner';
    groups.set(who, [...(groups.get(who) ?? []), p]);
  }
  for (const group of groups.values()) {
    const first = group[0]!;
    const stamps = await Promise.all(
      group.map(async (p) => ({
        pageIndex: p.page_index,
        x: p.x,
        y: p.y,
        width: p.width,
        height: p.height,
        png: await readBlob(ctx.blobs, p.image_blob_key),
      })),
    );
    const result = await appendRevision(current, {
      stamps,
      signature: {
        name: first.actor_name,
        reason: `Signed by ${first.actor_name}${first.actor_email ? ` <${first.actor_email}>` : ''}`,
        contactInfo: first.actor_email ?? undefined,
        signingTime: new Date(first.signed_at),
      },
      identity: ctx.identity,
    });
    revision++;
    const key = `documents/${documentId}/revision-${revision}.pdf`;
    const stored = await ctx.blobs.put(key, result.pdf, { contentType: 'application/pdf' });
    const previousKey = currentKey;
    const kept = await ctx.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('documents')
        .set({ working_blob_key: key, working_size: stored.size })
        .where('id', '=', documentId)
        .executeTakeFirst();
      // Deleted while this revision was being made: nothing may point at it any more.
      if (Number(moved.numUpdatedRows) !== 1) return false;
      await trx
        .updateTable('placements')
        .set({ applied_at: nowIso() })
        .where(
          'id',
          'in',
          group.map((p) => p.id),
        )
        .execute();
      if (!result.incremental) {
        await appendAudit(trx, ctx.dialect, {
          documentId,
          event: 'full_rewrite',
          actor: 'Signet',
          details: {
            reason: 'the file could not be updated incrementally; it was rewritten before signing',
            revision,
          },
        });
      }
      return true;
    });
    if (!kept) {
      await deleteBlobsOrRetry(ctx, [key]);
      return 'idle';
    }
    if (previousKey !== doc.blob_key) await deleteBlobsOrRetry(ctx, [previousKey]);
    current = result.pdf;
    currentKey = key;
  }

  const fresh = (await ctx.db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', documentId)
    .executeTakeFirst())!;
  if (!fresh.completion_requested_at) return groups.size ? 'revised' : 'idle';
  const pending = await ctx.db
    .selectFrom('placements')
    .select('id')
    .where('document_id', '=', documentId)
    .where('applied_at', 'is', null)
    .executeTakeFirst();
  if (pending) return 'revised'; // a signature arrived meanwhile: the job that recorded it seals

  const sealed = await finalSeal(ctx, fresh, current);
  return sealed ? 'sealed' : 'idle';
}

async function finalSeal(
  ctx: AppContext,
  doc: NonNullable<Awaited<ReturnType<typeof loadDoc>>>,
  current: Buffer,
): Promise<boolean> {
  const settings = await ctx.settings.get();
  const owner = await ctx.db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('id', '=', doc.owner_id)
    .executeTakeFirstOrThrow();
  const placements = await ctx.db
    .selectFrom('placements')
    .leftJoin('signers', 'signers.id', 'placements.signer_id')
    .select([
      'placements.actor_name',
      'placements.actor_email',
      'placements.ip',
      'placements.signed_at',
      'placements.image_blob_key',
      'placements.signer_id',
      'signers.viewed_at',
      'signers.is_open_link',
    ])
    .where('placements.document_id', '=', doc.id)
    .orderBy('placements.signed_at')
    .execute();
  const seen = new Set<string>();
  const signers: CertificateInput['signers'] = [];
  for (const p of placements) {
    const who = p.signer_id ?? 'owner';
    if (seen.has(who)) continue;
    seen.add(who);
    signers.push({
      name: p.actor_name,
      email: p.actor_email,
      role: p.signer_id ? (p.is_open_link ? 'Signer (open link)' : 'Signer') : 'Sender',
      ip: p.ip,
      viewedAt: p.signer_id ? p.viewed_at : doc.created_at,
      signedAt: p.signed_at,
      signaturePng: await readBlob(ctx.blobs, p.image_blob_key),
    });
  }
  const events = await ctx.db
    .selectFrom('audit_events')
    .select(['created_at', 'event', 'actor'])
    .where('document_id', '=', doc.id)
    .orderBy('seq')
    .execute();
  const verifyUrl = appUrl(ctx, '/verify');
  const certificate = await buildCertificatePdf({
    siteName: settings.general.siteName,
    document: {
      id: doc.id,
      name: doc.name,
      sha256: doc.sha256,
      pageCount: doc.page_count,
      uploadedAt: doc.created_at,
    },
    owner,
    signers,
    events: events.map((e) => ({
      at: e.created_at,
      event: AUDIT_EVENT_LABELS[e.event] ?? e.event,
      actor: e.actor,
    })),
    verifyUrl,
    formatDate: (iso) => formatDateTime(iso, settings.general.dateFormat, settings.general.timezone),
  });
  const result = await appendRevision(current, {
    stamps: [],
    appendPdf: certificate,
    signature: {
      name: `${settings.general.siteName} document seal`,
      reason: 'All signatures collected; document sealed',
      signingTime: new Date(),
      fieldName: 'SignetSeal',
    },
    identity: ctx.identity,
  });
  await assertSealVerifies(result.pdf, signers.length + 1);
  const key = `documents/${doc.id}/sealed.pdf`;
  const stored = await ctx.blobs.put(key, result.pdf, { contentType: 'application/pdf' });
  const sha256 = sha256Hex(result.pdf);
  const signerRows = await ctx.db
    .selectFrom('signers')
    .selectAll()
    .where('document_id', '=', doc.id)
    .execute();
  const won = await ctx.db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('documents')
      .set({
        status: 'completed',
        completed_at: nowIso(),
        sealed_blob_key: key,
        sealed_sha256: sha256,
        sealed_size: stored.size,
        seal_state: 'sealed',
        seal_error: null,
        updated_at: nowIso(),
      })
      .where('id', '=', doc.id)
      .where('sealed_blob_key', 'is', null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return false;
    await appendAudit(trx, ctx.dialect, {
      documentId: doc.id,
      event: 'completed',
      actor: 'Signet',
      details: { sealedSha256: sha256, signatures: signers.length + 1, incremental: result.incremental },
    });
    await emitDocumentEvent(ctx, trx, {
      event: 'document.completed',
      documentId: doc.id,
      details: { sealed_sha256: sha256, signers: signers.map((s) => ({ name: s.name, email: s.email })) },
    });
    await notifyOwner(ctx, trx, {
      ownerId: owner.id,
      documentId: doc.id,
      type: 'completed',
      subject: `"${doc.name}" is completed`,
      message: `"${doc.name}" has every signature and was sealed.`,
    });
    const attached = stored.size <= ATTACH_LIMIT;
    const attachments = attached ? [{ filename: `${doc.name} (signed).pdf`, blobKey: key }] : [];
    await queueMail(ctx, trx, {
      to: owner.email,
      template: 'documentCompleted',
      data: {
        name: owner.name,
        documentName: doc.name,
        attached,
        url: appUrl(ctx, `/document/${doc.id}`),
        verifyUrl,
      },
      userId: owner.id,
      attachments,
    });
    for (const s of signerRows) {
      if (!s.email || s.status !== 'signed' || s.email.toLowerCase() === owner.email.toLowerCase()) continue;
      await queueMail(ctx, trx, {
        to: s.email,
        template: 'documentCompleted',
        data: {
          name: s.name,
          documentName: doc.name,
          attached,
          url: signingLink(ctx, doc.id, s.sign_id),
          verifyUrl,
        },
        attachments,
      });
    }
    return true;
  });
  if (!won) await ctx.blobs.delete(key).catch(() => undefined);
  return won;
}

/**
 * A document is never completed with a seal that does not verify: the file must carry one valid
 * PAdES signature per signer plus the seal (digest, CMS signature and signing-certificate-v2 all
 * checked, as /verify does) and nothing after the seal. Otherwise the job fails and retries, and the
 * owner sees the failure.
 */
export async function assertSealVerifies(pdf: Buffer, expectedSignatures: number): Promise<void> {
  const check = await verifyPdfSignatures(pdf);
  const valid = check.signatures.filter(
    (s) => s.digestValid && s.signatureValid && s.hasSigningCertificateV2,
  );
  const problems: string[] = [];
  if (check.signatures.length !== expectedSignatures)
    problems.push(`${check.signatures.length} signatures instead of ${expectedSignatures}`);
  if (valid.length !== check.signatures.length)
    problems.push(`${check.signatures.length - valid.length} signature(s) do not verify`);
  if (check.modifiedAfterLastSignature) problems.push('bytes follow the seal');
  const last = check.signatures.at(-1);
  if (last && !last.coversWholeRevision) problems.push('the seal does not end at a revision');
  if (problems.length) throw new Error(`The sealed file did not verify: ${problems.join('; ')}.`);
}

async function loadDoc(ctx: AppContext, id: string) {
  return ctx.db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
}

export function registerSealJobs(ctx: AppContext, runner: JobRunner): void {
  runner.register('document.seal', async ({ documentId }: { documentId: string }, job) => {
    try {
      await sealDocument(ctx, documentId);
    } catch (err) {
      if (err instanceof SealBusyError) throw err;
      ctx.log.error({ documentId, attempt: job.attempts, err: (err as Error).message }, 'sealing failed');
      if (job.attempts === 1) {
        const doc = await loadDoc(ctx, documentId);
        if (doc?.completion_requested_at) {
          await notifyOwner(ctx, ctx.db, {
            ownerId: doc.owner_id,
            documentId,
            type: 'seal_failed',
            subject: `Sealing "${doc.name}" failed; retrying`,
            message: `Sealing "${doc.name}" failed (${(err as Error).message}). Signet keeps retrying; the document completes once the seal succeeds.`,
          });
        }
      }
      throw err;
    }
  });
}
