// /api/admin: the administrator area's API. Thin handlers: parse with the shared schema, call one
// service, reply. The admin guard (admin-guard.ts) has already refused everyone but administrators.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  createClientSchema,
  deleteClientSchema,
  inviteUserSchema,
  listAdminDocumentsQuerySchema,
  listClientsQuerySchema,
  listOutboxQuerySchema,
  listUsersQuerySchema,
  setPlanSchema,
  setRoleSchema,
  testEmailSchema,
  updateAdminUserSchema,
  updateClientSchema,
} from '../../shared/admin';
import { SETTINGS_GROUPS } from '../../shared/settings';
import { appendAudit, verifyAllChains } from '../audit/audit-log';
import type { AppContext } from '../context';
import { deleteDocument } from '../documents/delete-document';
import { contentDisposition, serveBlob } from '../documents/serve-document-file';
import { uploadDocument } from '../documents/upload-document';
import { AppError } from '../http/errors';
import { parse } from '../http/validate';
import { adminActor, recordAdminAction } from './admin-audit';
import { adminIntegrationRoutes } from './admin-integration-routes';
import { findAdminDocument, listAdminDocuments } from './admin-documents-repo';
import {
  maskSettings,
  listOutbox,
  retryOutboxMessage,
  sendTestEmail,
  updateSettingsGroup,
} from './admin-settings';
import { adminUserDetail, findAdminUser, listAdminUsers } from './admin-users-repo';
import { findClient, listClients } from './clients-repo';
import { csvFileName } from './csv';
import { adminDashboard } from './dashboard';
import { deleteUser } from './delete-user';
import { exportUsersCsv } from './export-users';
import { clientReportCsv, createClient, deleteClient, updateClient } from './manage-clients';
import {
  inviteUser,
  resendInvitation,
  resetUserUsage,
  setUserPlan,
  setUserRole,
  setUserStatus,
  updateUser,
} from './manage-users';
import { certificateInfo, installSigningP12, resetSigningCertificate } from './signing-certificate';

const idParams = z.object({ id: z.string().min(1).max(64) });
const groupParams = z.object({ group: z.enum(SETTINGS_GROUPS as [string, ...string[]]) });
const ownerQuery = z.object({ ownerId: z.string().min(1, 'Choose the owner of the document').max(64) });
const fileQuery = z.object({ download: z.enum(['0', '1']).default('0') });

function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('cache-control', 'no-store')
    .send(csv);
}

export function adminRoutes(app: FastifyInstance, ctx: AppContext): void {
  adminIntegrationRoutes(app, ctx);

  app.get('/api/admin/dashboard', async (request) => {
    adminActor(request);
    return adminDashboard(ctx);
  });

  // ── Users ──────────────────────────────────────────────────────────────────────────────────────
  app.get('/api/admin/users', async (request) => {
    adminActor(request);
    return listAdminUsers(ctx.db, parse(listUsersQuerySchema, request.query));
  });

  app.get('/api/admin/users/export', async (request, reply) => {
    const csv = await exportUsersCsv(ctx, adminActor(request), parse(listUsersQuerySchema, request.query));
    return sendCsv(reply, csvFileName('users'), csv);
  });

  app.post('/api/admin/users', async (request, reply) => {
    const actor = adminActor(request);
    const input = parse(inviteUserSchema, request.body);
    const user = await inviteUser(ctx, actor, input);
    return reply
      .status(201)
      .send({ user: await findAdminUser(ctx.db, user.id), message: ADMIN_MESSAGES.userInvited(user.email) });
  });

  app.get('/api/admin/users/:id', async (request) => {
    adminActor(request);
    const { id } = parse(idParams, request.params);
    const detail = await adminUserDetail(ctx.db, id);
    if (!detail) throw new AppError('not_found', ADMIN_MESSAGES.userNotFound);
    return detail;
  });

  app.patch('/api/admin/users/:id', async (request) => {
    const actor = adminActor(request);
    const { id } = parse(idParams, request.params);
    await updateUser(ctx, actor, id, parse(updateAdminUserSchema, request.body));
    return { user: await findAdminUser(ctx.db, id), message: ADMIN_MESSAGES.userSaved };
  });

  for (const [action, status] of [
    ['suspend', 'suspended'],
    ['activate', 'active'],
  ] as const) {
    app.post(`/api/admin/users/:id/${action}`, async (request) => {
      const actor = adminActor(request);
      const { id } = parse(idParams, request.params);
      await setUserStatus(ctx, actor, id, status);
      return {
        user: await findAdminUser(ctx.db, id),
        message: status === 'suspended' ? ADMIN_MESSAGES.userSuspendedLong : ADMIN_MESSAGES.userActivatedLong,
      };
    });
  }

  app.put('/api/admin/users/:id/plan', async (request) => {
    const actor = adminActor(request);
    const { id } = parse(idParams, request.params);
    const { plan } = parse(setPlanSchema, request.body);
    await setUserPlan(ctx, actor, id, plan);
    return { user: await findAdminUser(ctx.db, id), message: ADMIN_MESSAGES.planUpdated(plan) };
  });

  app.put('/api/admin/users/:id/role', async (request) => {
    const actor = adminActor(request);
    const { id } = parse(idParams, request.params);
    const { role } = parse(setRoleSchema, request.body);
    await setUserRole(ctx, actor, id, role);
    return { user: await findAdminUser(ctx.db, id), message: ADMIN_MESSAGES.userSaved };
  });

  app.post('/api/admin/users/:id/reset-usage', async (request) => {
    const actor = adminActor(request);
    const { id } = parse(idParams, request.params);
    await resetUserUsage(ctx, actor, id);
    return { user: await findAdminUser(ctx.db, id), message: ADMIN_MESSAGES.usageReset };
  });

  app.post('/api/admin/users/:id/resend-invitation', async (request) => {
    const actor = adminActor(request);
    const { id } = parse(idParams, request.params);
    await resendInvitation(ctx, actor, id);
    return { message: ADMIN_MESSAGES.invitationResent };
  });

  app.delete('/api/admin/users/:id', async (request) => {
    const actor = adminActor(request);
    const { id } = parse(idParams, request.params);
    await deleteUser(ctx, actor, id);
    return { message: ADMIN_MESSAGES.userDeleted };
  });

  // ── Documents ──────────────────────────────────────────────────────────────────────────────────
  app.get('/api/admin/documents', async (request) => {
    adminActor(request);
    return listAdminDocuments(ctx.db, parse(listAdminDocumentsQuerySchema, request.query));
  });

  app.post('/api/admin/documents', async (request, reply) => {
    const actor = adminActor(request);
    const { ownerId } = parse(ownerQuery, request.query);
    const owner = await findAdminUser(ctx.db, ownerId);
    if (!owner) throw new AppError('not_found', ADMIN_MESSAGES.userNotFound);
    const doc = await uploadDocument(ctx, request, ownerId, { uploadedBy: actor });
    await recordAdminAction(ctx.db, actor, {
      action: 'document.uploaded',
      targetType: 'document',
      targetId: doc.id,
      summary: `Uploaded "${doc.name}" for ${owner.email}`,
    });
    const { items } = await listAdminDocuments(ctx.db, { ownerId, q: '', page: 1, pageSize: 100 });
    return reply
      .status(201)
      .send({ document: items.find((d) => d.id === doc.id), message: ADMIN_MESSAGES.documentUploaded });
  });

  app.get('/api/admin/documents/:id/file', async (request, reply) => {
    const actor = adminActor(request);
    const { id } = parse(idParams, request.params);
    const { download } = parse(fileQuery, request.query);
    const doc = await findAdminDocument(ctx.db, id);
    if (!doc) throw new AppError('not_found', ADMIN_MESSAGES.documentNotFound);
    if (doc.status === 'expired')
      throw new AppError('gone', 'This document has expired and its file was deleted.');
    const sealed = !!doc.sealed_blob_key;
    if (download === '1') {
      await ctx.db.transaction().execute(async (trx) => {
        await appendAudit(trx, ctx.dialect, {
          documentId: doc.id,
          event: 'downloaded',
          actor: `${actor.name} (administrator)`,
          actorEmail: actor.email,
          ip: actor.ip,
          userAgent: actor.userAgent,
          details: { variant: sealed ? 'sealed' : 'original', administrator: true },
        });
        await recordAdminAction(trx, actor, {
          action: 'document.downloaded',
          targetType: 'document',
          targetId: doc.id,
          summary: `Downloaded "${doc.name}"`,
        });
      });
    }
    return serveBlob(ctx, request, reply, {
      key: sealed ? doc.sealed_blob_key! : doc.blob_key,
      size: sealed ? Number(doc.sealed_size) : Number(doc.size),
      etag: sealed ? doc.sealed_sha256! : doc.sha256,
      filename: `${doc.name}${sealed ? ' (signed)' : ''}.pdf`,
      download: download === '1',
    });
  });

  app.delete('/api/admin/documents/:id', async (request) => {
    const actor = adminActor(request);
    const { id } = parse(idParams, request.params);
    const doc = await findAdminDocument(ctx.db, id);
    if (!doc) throw new AppError('not_found', ADMIN_MESSAGES.documentNotFound);
    await deleteDocument(ctx, doc.owner_id, id);
    await recordAdminAction(ctx.db, actor, {
      action: 'document.deleted',
      targetType: 'document',
      targetId: id,
      summary: `Deleted "${doc.name}"`,
      details: { ownerId: doc.owner_id },
    });
    return { message: ADMIN_MESSAGES.documentDeleted };
  });

  // ── Clients ────────────────────────────────────────────────────────────────────────────────────
  app.get('/api/admin/clients', async (request) => {
    adminActor(request);
    return listClients(ctx.db, parse(listClientsQuerySchema, request.query));
  });

  app.post('/api/admin/clients', async (request, reply) => {
    const actor = adminActor(request);
    const input = parse(createClientSchema, request.body);
    const client = await createClient(ctx, actor, input);
    return reply.status(201).send({ client, message: ADMIN_MESSAGES.clientCreated(input.email) });
  });

  app.get('/api/admin/clients/:id', async (request) => {
    adminActor(request);
    const { id } = parse(idParams, request.params);
    const client = await findClient(ctx.db, id);
    if (!client) throw new AppError('not_found', ADMIN_MESSAGES.clientNotFound);
    return { client };
  });

  app.patch('/api/admin/clients/:id', async (request) => {
    const actor = adminActor(request);
    const { id } = parse(idParams, request.params);
    const client = await updateClient(ctx, actor, id, parse(updateClientSchema, request.body));
    return { client, message: ADMIN_MESSAGES.clientSaved };
  });

  app.get('/api/admin/clients/:id/report', async (request, reply) => {
    const actor = adminActor(request);
    const { id } = parse(idParams, request.params);
    const { client, csv } = await clientReportCsv(ctx, actor, id);
    const slug =
      client.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'client';
    return sendCsv(reply, csvFileName(`${slug}-report`), csv);
  });

  app.delete('/api/admin/clients/:id', async (request) => {
    const actor = adminActor(request);
    const { id } = parse(idParams, request.params);
    const { confirm } = parse(deleteClientSchema, request.body);
    await deleteClient(ctx, actor, id, confirm);
    return { message: ADMIN_MESSAGES.clientDeleted };
  });

  // ── Settings, outbox, certificate, audit trail ─────────────────────────────────────────────────
  app.get('/api/admin/settings', async (request, reply) => {
    adminActor(request);
    void reply.header('cache-control', 'no-store');
    return maskSettings(await ctx.settings.get());
  });

  app.patch('/api/admin/settings/:group', async (request) => {
    const actor = adminActor(request);
    const { group } = parse(groupParams, request.params);
    const settings = await updateSettingsGroup(ctx, actor, group as never, request.body);
    return { ...settings, message: ADMIN_MESSAGES.settingsSaved };
  });

  app.post('/api/admin/settings/test-email', async (request) => {
    const actor = adminActor(request);
    const { to } = parse(testEmailSchema, request.body);
    return { message: await sendTestEmail(ctx, actor, to ?? actor.email) };
  });

  app.get('/api/admin/outbox', async (request) => {
    adminActor(request);
    return listOutbox(ctx, parse(listOutboxQuerySchema, request.query));
  });

  app.post('/api/admin/outbox/:id/retry', async (request) => {
    const actor = adminActor(request);
    const { id } = parse(idParams, request.params);
    await retryOutboxMessage(ctx, actor, id);
    return { message: ADMIN_MESSAGES.mailRetried };
  });

  app.get('/api/admin/certificate', async (request) => {
    adminActor(request);
    return { certificate: certificateInfo(ctx) };
  });

  app.post('/api/admin/certificate', async (request) => {
    const actor = adminActor(request);
    let file: Buffer | undefined;
    let password = '';
    for await (const part of request.parts({ limits: { fileSize: 1024 * 1024, files: 1 } })) {
      if (part.type === 'file') {
        file = await part.toBuffer();
      } else if (part.fieldname === 'password') {
        password = String(part.value);
      }
    }
    if (!file?.length) throw new AppError('bad_request', 'Please choose a PKCS#12 file (.p12 or .pfx).');
    const certificate = await installSigningP12(ctx, actor, file, password);
    return { certificate, message: ADMIN_MESSAGES.certificateInstalled };
  });

  app.delete('/api/admin/certificate', async (request) => {
    const actor = adminActor(request);
    return {
      certificate: await resetSigningCertificate(ctx, actor),
      message: ADMIN_MESSAGES.certificateReset,
    };
  });

  app.post('/api/admin/audit/verify', async (request) => {
    const actor = adminActor(request);
    const result = await verifyAllChains(ctx.db);
    await recordAdminAction(ctx.db, actor, {
      action: 'audit.verified',
      targetType: 'audit',
      summary: result.ok
        ? `Checked the audit trail: ${result.checked} document chain(s) intact`
        : `Checked the audit trail: ${result.failures.length} of ${result.checked} chain(s) broken`,
    });
    return {
      ok: result.ok,
      checked: result.checked,
      failures: result.failures.map((f) => ({ documentId: f.documentId, problem: f.problem })),
    };
  });
}
