// Generate Contract / Generate & Send: the contract PDF becomes a document by the upload's rules
// (plan quota, blob store, 'uploaded' audit row, draft, category contract) and the contract is
// recorded beside it, all in one transaction; Generate & Send then adds the client as the signer,
// which emails the invitation.
import { recordDocumentCreated } from '../accounts/usage';
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  CONTRACT_MESSAGES,
  contractDocumentName,
  formatIls,
  type GenerateContractData,
  type GenerateContractResponse,
} from '../../shared/contracts';
import { formatDate } from '../../shared/format-date';
import { planOf } from '../../shared/plans';
import { findUserById, isUniqueViolation } from '../accounts/users-repo';
import { appendAudit } from '../audit/audit-log';
import type { AppContext } from '../context';
import { assertQuota } from '../documents/upload-document';
import { AppError } from '../http/errors';
import { emitDocumentEvent } from '../integrations/emit-document-event';
import { newId, nowIso, sha256Hex } from '../lib/ids';
import { inspectPdf } from '../pdf/inspect-pdf';
import { setSigners } from '../signing/set-signers';
import { buildContractPdf } from './contract-pdf';
import { findOwnedContract, toContractDto } from './contracts-repo';

export interface ContractOwner {
  id: string;
  name: string;
  email: string;
  plan: string;
  organisation_id: string;
}

/** A free CTR- number for this owner: six random digits, tried until one is unused. */
async function freeContractNumber(ctx: AppContext, ownerId: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const candidate = `CTR-${crypto.randomInt(100_000, 1_000_000)}`;
    const taken = await ctx.db
      .selectFrom('contracts')
      .select('id')
      .where('owner_id', '=', ownerId)
      .where('contract_number', '=', candidate)
      .executeTakeFirst();
    if (!taken) return candidate;
  }
  throw new AppError('conflict', 'Could not find a free contract number. Please try again.');
}

/** A calendar date typed as YYYY-MM-DD, shown in the instance's date format. */
function showDay(day: string, format: Parameters<typeof formatDate>[1]): string {
  return formatDate(`${day}T12:00:00Z`, format, 'UTC');
}

export async function generateContract(
  ctx: AppContext,
  request: FastifyRequest,
  owner: ContractOwner,
  input: GenerateContractData,
): Promise<GenerateContractResponse> {
  await assertQuota(ctx, ctx.db, owner.id);
  const { general } = await ctx.settings.get();
  const org = await ctx.db
    .selectFrom('organisations')
    .select(['name', 'address', 'phone', 'email'])
    .where('id', '=', owner.organisation_id)
    .executeTakeFirstOrThrow();
  const company = { name: org.name, address: org.address, phone: org.phone, email: org.email };
  const client = {
    name: input.clientName,
    address: input.clientAddress || null,
    phone: input.clientPhone || null,
    email: input.clientEmail,
  };
  const now = new Date();
  const contractDay = formatDate(now, 'YYYY-MM-DD', general.timezone);
  const contractNumber = await freeContractNumber(ctx, owner.id);
  const name = contractDocumentName(input.clientName, input.serviceName);

  const pdf = await buildContractPdf({
    siteName: general.siteName,
    title: name,
    contractId: contractNumber,
    contractDate: showDay(contractDay, general.dateFormat),
    company,
    client,
    serviceName: input.serviceName,
    serviceDescription: input.serviceDescription,
    price: formatIls(input.price),
    startDate: input.startDate ? showDay(input.startDate, general.dateFormat) : null,
    endDate: input.endDate ? showDay(input.endDate, general.dateFormat) : null,
  });
  const info = await inspectPdf(pdf);
  const documentId = newId();
  const contractId = newId();
  const key = `documents/${documentId}/original.pdf`;
  const stored = await ctx.blobs.put(key, pdf);

  try {
    await ctx.db.transaction().execute(async (trx) => {
      // As for uploads: serialise the owner's document creation so the quota's last slot goes once.
      if (ctx.dialect === 'postgres')
        await sql`select id from users where id = ${owner.id} for update`.execute(trx);
      await assertQuota(ctx, trx, owner.id);
      const user = (await findUserById(trx, owner.id))!;
      const expires = new Date(now.getTime() + planOf(user.plan).retentionDays * 24 * 3600 * 1000);
      const sha256 = sha256Hex(pdf);
      await trx
        .insertInto('documents')
        .values({
          id: documentId,
          owner_id: owner.id,
          organisation_id: user.organisation_id,
          name,
          name_search: name.toLowerCase(),
          category: 'contract',
          status: 'draft',
          source_type: 'pdf',
          source_extension: 'pdf',
          size: stored.size,
          page_count: info.pageCount,
          width: info.width,
          height: info.height,
          sha256,
          blob_key: key,
          sealed_blob_key: null,
          sealed_sha256: null,
          sealed_size: null,
          // The client is the signer; no open link unless the owner chooses one later.
          allow_anonymous: 0,
          ordered_signing: 0,
          pin_hash: null,
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
      await recordDocumentCreated(trx, { documentId, userId: owner.id, createdAt: nowIso(now) });
      await trx
        .insertInto('contracts')
        .values({
          id: contractId,
          owner_id: owner.id,
          organisation_id: user.organisation_id,
          document_id: documentId,
          contract_number: contractNumber,
          client_name: client.name,
          client_email: client.email,
          client_phone: client.phone,
          client_address: client.address,
          contract_date: contractDay,
          company_name: company.name,
          company_address: company.address,
          company_phone: company.phone,
          company_email: company.email,
          service_name: input.serviceName,
          service_description: input.serviceDescription,
          price_agorot: Math.round(input.price * 100),
          start_date: input.startDate || null,
          end_date: input.endDate || null,
          sent_at: null,
          created_at: nowIso(now),
          updated_at: nowIso(now),
        })
        .execute();
      await appendAudit(trx, ctx.dialect, {
        documentId,
        event: 'uploaded',
        actor: owner.name,
        actorEmail: owner.email,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        details: {
          name,
          sha256,
          size: stored.size,
          pages: info.pageCount,
          sourceType: 'pdf',
          generatedBy: 'contract-generator',
          contractId: contractNumber,
        },
      });
      // Webhooks hear of it as of any upload.
      await emitDocumentEvent(ctx, trx, {
        event: 'document.uploaded',
        documentId,
        details: { size: stored.size, contractId: contractNumber },
      });
    });
  } catch (err) {
    await ctx.blobs.delete(key).catch(() => undefined);
    if (isUniqueViolation(err))
      throw new AppError('conflict', 'That contract number was just taken. Please try again.');
    throw err;
  }

  let sent = false;
  let sendError: string | undefined;
  if (input.send) {
    // A separate step: if it fails the contract and its document stay, as a draft the owner can send.
    try {
      await setSigners(ctx, request, owner, documentId, {
        signers: [{ name: client.name, email: client.email }],
        orderedSigning: false,
        allowAnonymous: false,
        pinEnabled: false,
        pin: '',
        webhookUrl: '',
      });
      await ctx.db
        .updateTable('contracts')
        .set({ sent_at: nowIso(), updated_at: nowIso() })
        .where('id', '=', contractId)
        .execute();
      sent = true;
    } catch (err) {
      if (!(err instanceof AppError)) request.log.error({ err }, 'sending a generated contract failed');
      sendError = CONTRACT_MESSAGES.notSent(
        err instanceof AppError ? err.message : 'please try again from the document page.',
      );
    }
  }

  const contract = (await findOwnedContract(ctx.db, owner.id, contractId))!;
  return { contract: toContractDto(contract), documentId, sent, ...(sendError ? { sendError } : {}) };
}
