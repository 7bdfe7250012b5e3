// Upload: quota first, then the file streamed into the blob store (stopping past the size limit),
// type checked by content, images and Word files turned into PDF, the PDF checked, and the document
// row written, all or nothing: a refused upload leaves no blob and no row.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { uploadOptionsSchema } from '../../shared/documents';
import { MESSAGES } from '../../shared/messages';
import { planOf } from '../../shared/plans';
import { hashPassword } from '../accounts/passwords';
import { appendAudit } from '../audit/audit-log';
import { monthlyUsage, recordDocumentCreated } from '../accounts/usage';
import { findUserById } from '../accounts/users-repo';
import type { AppContext } from '../context';
import type { Executor } from '../db/database';
import { AppError } from '../http/errors';
import { emitDocumentEvent } from '../integrations/emit-document-event';
import { parse } from '../http/validate';
import { newId, nowIso, sha256Hex } from '../lib/ids';
import { isPdf, sniffImage, sniffWord } from '../lib/sniff';
import { imageToPdf, wordToPdf } from '../pdf/convert-to-pdf';
import { inspectPdf } from '../pdf/inspect-pdf';
import { BlobTooLargeError, type PutResult } from '../storage/blob-store';
import { readBlob } from '../storage/read-blob';
import { findOwnedDocument, type DocumentRow } from './documents-repo';

export async function assertQuota(ctx: AppContext, db: Executor, userId: string): Promise<void> {
  const user = (await findUserById(db, userId))!;
  const usage = await monthlyUsage(db, user);
  if (usage.limit !== null && usage.used >= usage.limit) {
    const plan = planOf(user.plan);
    throw new AppError(
      'quota_exceeded',
      `You have reached your ${plan.name} plan's limit of ${usage.limit} documents this month. Upgrade your plan to upload more.`,
    );
  }
}

function baseName(filename: string): { name: string; extension: string } {
  const clean = filename.replace(/[\\/]/g, '_').trim();
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 ? clean.slice(dot + 1).toLowerCase() : '';
  const name = (dot > 0 ? clean.slice(0, dot) : clean).slice(0, 200) || 'Untitled document';
  return { name, extension };
}

export async function uploadDocument(
  ctx: AppContext,
  request: FastifyRequest,
  ownerId: string,
  /** Who uploads, when not the owner (an administrator uploading on the owner's behalf). */
  opts: { uploadedBy?: { name: string; email: string } } = {},
): Promise<DocumentRow> {
  await assertQuota(ctx, ctx.db, ownerId);
  const { general } = await ctx.settings.get();
  const maxBytes = general.maxUploadSizeMb * 1024 * 1024;

  const fields: Record<string, string> = {};
  let file: MultipartFile | undefined;
  for await (const part of request.parts({ limits: { fileSize: maxBytes + 1, files: 1 } })) {
    if (part.type === 'file') {
      file = part;
      break; // fields are sent before the file; the file is streamed below
    }
    fields[part.fieldname] = String(part.value);
  }
  if (!file) throw new AppError('bad_request', MESSAGES.uploadFirst);
  const options = parse(uploadOptionsSchema, fields);

  const id = newId();
  const key = `documents/${id}/original.pdf`;
  let stored: PutResult;
  try {
    stored = await ctx.blobs.put(key, file.file, { maxBytes });
  } catch (err) {
    await ctx.blobs.delete(key).catch(() => undefined);
    if (err instanceof BlobTooLargeError || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', MESSAGES.fileTooLarge(general.maxUploadSizeMb));
    }
    throw err;
  }

  try {
    let bytes = await readBlob(ctx.blobs, key);
    const { name, extension } = baseName(file.filename ?? 'document');
    let sourceType: 'pdf' | 'image' | 'word';
    const image = sniffImage(bytes);
    const word = image ? null : sniffWord(bytes);
    if (isPdf(bytes)) {
      sourceType = 'pdf';
    } else if (image) {
      sourceType = 'image';
      bytes = await imageToPdf(bytes, image);
    } else if (word === 'doc' || (word === 'docx' && isDocx(bytes))) {
      sourceType = 'word';
      bytes = await wordToPdf(bytes, word!, ctx.config.sofficePath);
    } else {
      throw new AppError('unsupported_media_type', MESSAGES.unsupportedFileType);
    }
    const info = await inspectPdf(bytes);
    if (sourceType !== 'pdf') stored = await ctx.blobs.put(key, bytes);
    const sha256 = sourceType === 'pdf' ? stored.sha256 : sha256Hex(bytes);
    const pinHash = options.pinEnabled && options.pin ? await hashPassword(options.pin) : null;

    await ctx.db.transaction().execute(async (trx) => {
      // Serialise a user's concurrent uploads so two of them cannot both take the last quota slot.
      if (ctx.dialect === 'postgres')
        await sql`select id from users where id = ${ownerId} for update`.execute(trx);
      await assertQuota(ctx, trx, ownerId);
      const owner = (await findUserById(trx, ownerId))!;
      const now = new Date();
      const expires = new Date(now.getTime() + planOf(owner.plan).retentionDays * 24 * 3600 * 1000);
      const docName = options.name || name;
      await trx
        .insertInto('documents')
        .values({
          id,
          owner_id: ownerId,
          organisation_id: owner.organisation_id,
          name: docName,
          name_search: docName.toLowerCase(),
          category: options.category,
          status: 'draft',
          source_type: sourceType,
          source_extension: extension || sourceType,
          size: stored.size,
          page_count: info.pageCount,
          width: info.width,
          height: info.height,
          sha256,
          blob_key: key,
          sealed_blob_key: null,
          sealed_sha256: null,
          sealed_size: null,
          allow_anonymous: options.allowAnonymous ? 1 : 0,
          ordered_signing: 0,
          pin_hash: pinHash,
          uploader_signed: 0,
          webhook_url: null,
          expires_at: nowIso(expires),
          expiry_notified_at: null,
          sent_at: null,
          completed_at: null,
          created_at: nowIso(now),
          updated_at: nowIso(now),
        })
        .execute();
      await recordDocumentCreated(trx, { documentId: id, userId: ownerId, createdAt: nowIso(now) });
      await appendAudit(trx, ctx.dialect, {
        documentId: id,
        event: 'uploaded',
        actor: opts.uploadedBy?.name ?? owner.name,
        actorEmail: opts.uploadedBy?.email ?? owner.email,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        details: {
          name: docName,
          sha256,
          size: stored.size,
          pages: info.pageCount,
          sourceType,
          ...(opts.uploadedBy ? { onBehalfOf: owner.email } : {}),
        },
      });
      await emitDocumentEvent(ctx, trx, {
        event: 'document.uploaded',
        documentId: id,
        details: { size: stored.size },
      });
    });
  } catch (err) {
    await ctx.blobs.delete(key).catch(() => undefined);
    throw err;
  }
  return (await findOwnedDocument(ctx.db, ownerId, id))!;
}

/** A ZIP is only a DOCX when it holds the Word main part. */
function isDocx(bytes: Buffer): boolean {
  return bytes.includes(Buffer.from('word/document'));
}
