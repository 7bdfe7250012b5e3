// Signing routes: the owner's (/api/documents/:id/…) and the public signer's (/api/sign/:documentId/:signId/…).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  completeSigningSchema,
  declineSchema,
  ownerSignSchema,
  remindSchema,
  setSignersSchema,
  signingPinSchema,
  voidSchema,
} from '../../shared/signing';
import type { AppContext } from '../context';
import { findOwnedDocument, toDocumentDto } from '../documents/documents-repo';
import { serveBlob } from '../documents/serve-document-file';
import { requireSession } from '../http/auth-context';
import { AppError } from '../http/errors';
import { enforceRateLimit } from '../http/rate-limit';
import { parse } from '../http/validate';
import {
  finishDocument,
  ownerSign,
  resetSignerLink,
  sendReminder,
  unlockLink,
  voidDocument,
} from './owner-actions';
import {
  checkSigningPin,
  completeSigning,
  declineSigning,
  LINK_INVALID,
  signingFile,
  viewSigningLink,
} from './public-signing';
import { setSigners } from './set-signers';
import { listSigners, toSignerDto } from './signers-repo';

const idParams = z.object({ id: z.string().min(1).max(64) });
const signerParams = idParams.extend({ signerId: z.string().min(1).max(64) });
const linkParams = z.object({ documentId: z.string().min(1).max(64), signId: z.string().min(16).max(64) });
const previewQuery = z.object({ preview: z.enum(['0', '1']).default('0') });

export function signingRoutes(app: FastifyInstance, ctx: AppContext): void {
  async function documentWithSigners(ownerId: string, id: string) {
    const doc = await findOwnedDocument(ctx.db, ownerId, id);
    if (!doc) throw new AppError('not_found', 'Document not found');
    return {
      document: toDocumentDto(doc),
      signers: (await listSigners(ctx.db, doc.id)).map((s) => toSignerDto(ctx, s)),
    };
  }

  app.get('/api/documents/:id/signers', async (request) => {
    const { user } = requireSession(request);
    return documentWithSigners(user.id, parse(idParams, request.params).id);
  });

  app.put('/api/documents/:id/signers', async (request) => {
    const { user } = requireSession(request);
    const { id } = parse(idParams, request.params);
    const input = parse(setSignersSchema, request.body);
    const { invited } = await setSigners(ctx, request, user, id, input);
    return { ...(await documentWithSigners(user.id, id)), invited };
  });

  app.post('/api/documents/:id/signers/:signerId/reset-link', async (request) => {
    const { user } = requireSession(request);
    const { id, signerId } = parse(signerParams, request.params);
    await resetSignerLink(ctx, request, user, id, signerId);
    return documentWithSigners(user.id, id);
  });

  app.post('/api/documents/:id/sign', async (request) => {
    const { user } = requireSession(request);
    const { id } = parse(idParams, request.params);
    await ownerSign(ctx, request, user, id, parse(ownerSignSchema, request.body));
    return { ...(await documentWithSigners(user.id, id)), message: 'Document signed successfully!' };
  });

  app.post('/api/documents/:id/finish', async (request) => {
    const { user } = requireSession(request);
    const { id } = parse(idParams, request.params);
    await finishDocument(ctx, user, id);
    return documentWithSigners(user.id, id);
  });

  app.post('/api/documents/:id/remind', async (request) => {
    const { user } = requireSession(request);
    const { id } = parse(idParams, request.params);
    const { signerId } = parse(remindSchema, request.body);
    const { sent } = await sendReminder(ctx, request, user, id, signerId);
    return { sent, message: 'Reminder sent successfully' };
  });

  app.post('/api/documents/:id/void', async (request) => {
    const { user } = requireSession(request);
    const { id } = parse(idParams, request.params);
    await voidDocument(ctx, request, user, id, parse(voidSchema, request.body).reason);
    return documentWithSigners(user.id, id);
  });

  app.post('/api/documents/:id/unlock', async (request) => {
    const { user } = requireSession(request);
    const { id } = parse(idParams, request.params);
    await unlockLink(ctx, user, id);
    return documentWithSigners(user.id, id);
  });

  // Public: no account needed; the link's signId is the credential.
  app.get('/api/sign/:documentId/:signId', async (request, reply) => {
    const { documentId, signId } = parseLink(request.params);
    await enforceRateLimit(ctx.db, `sign-view-ip:${request.ip}`, 300, 15 * 60 * 1000);
    const { preview } = parse(previewQuery, request.query);
    void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    return viewSigningLink(ctx, request, documentId, signId, preview === '1');
  });

  app.post('/api/sign/:documentId/:signId/pin', async (request, reply) => {
    const { documentId, signId } = parseLink(request.params);
    const { pin } = parse(signingPinSchema, request.body);
    await checkSigningPin(ctx, request, reply, documentId, signId, pin);
    return { message: 'Password verified successfully' };
  });

  app.get('/api/sign/:documentId/:signId/file', async (request, reply) => {
    const { documentId, signId } = parseLink(request.params);
    const { preview } = parse(previewQuery, request.query);
    const file = await signingFile(ctx, request, documentId, signId, preview === '1');
    const download = (request.query as { download?: string }).download === '1';
    return serveBlob(ctx, request, reply, {
      key: file.key,
      size: file.size,
      etag: file.etag,
      filename: file.name,
      download,
    });
  });

  app.post('/api/sign/:documentId/:signId/complete', async (request) => {
    const { documentId, signId } = parseLink(request.params);
    const input = parse(completeSigningSchema, request.body);
    const result = await completeSigning(ctx, request, documentId, signId, input);
    return {
      ...result,
      message: result.alreadySigned
        ? 'You have already signed this document'
        : 'Document Signed Successfully',
    };
  });

  app.post('/api/sign/:documentId/:signId/decline', async (request) => {
    const { documentId, signId } = parseLink(request.params);
    const { reason } = parse(declineSchema, request.body);
    await declineSigning(ctx, request, documentId, signId, reason);
    return { message: 'You declined to sign. The sender has been told.' };
  });
}

function parseLink(params: unknown) {
  const r = linkParams.safeParse(params);
  if (!r.success) throw new AppError('not_found', LINK_INVALID);
  return r.data;
}
