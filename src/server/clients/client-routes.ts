// /api/clients: the owner's contacts (list and search, add, edit, delete, their documents) and CSV
// import and export. Another owner's contact answers 404, never its data.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CLIENT_MESSAGES,
  CSV_COLUMNS,
  clientInputSchema,
  importClientsSchema,
  listClientsQuerySchema,
  type ClientList,
} from '../../shared/clients';
import { isUniqueViolation } from '../accounts/users-repo';
import type { AppContext } from '../context';
import { requireSession } from '../http/auth-context';
import { AppError } from '../http/errors';
import { parse } from '../http/validate';
import {
  allClients,
  clientDocuments,
  deleteClient,
  findOwnedClient,
  insertClient,
  listClients,
  toClientDto,
  updateClient,
} from './clients-repo';
import { writeCsv } from './csv';
import { importClients } from './import-clients';

const idParams = z.object({ id: z.string().min(1).max(64) });

function duplicateEmail(err: unknown): never {
  if (isUniqueViolation(err)) {
    throw new AppError('conflict', CLIENT_MESSAGES.duplicate, {
      fields: { email: CLIENT_MESSAGES.duplicate },
    });
  }
  throw err;
}

export function clientRoutes(app: FastifyInstance, ctx: AppContext): void {
  async function owned(ownerId: string, id: string) {
    const row = await findOwnedClient(ctx.db, ownerId, id);
    if (!row) throw new AppError('not_found', CLIENT_MESSAGES.notFound);
    return row;
  }

  app.get('/api/clients', async (request): Promise<ClientList> => {
    const { user } = requireSession(request);
    const query = parse(listClientsQuerySchema, request.query);
    const { rows, total } = await listClients(ctx.db, user.id, query);
    return { items: rows.map(toClientDto), total, page: query.page, pageSize: query.pageSize };
  });

  app.post('/api/clients', async (request, reply) => {
    const { user } = requireSession(request);
    const input = parse(clientInputSchema, request.body);
    const id = await insertClient(ctx.db, user, input).catch(duplicateEmail);
    return reply.status(201).send({ client: toClientDto(await owned(user.id, id)) });
  });

  app.get('/api/clients/export', async (request, reply) => {
    const { user } = requireSession(request);
    const rows = await allClients(ctx.db, user.id);
    const csv = writeCsv([
      [...CSV_COLUMNS],
      ...rows.map((r) => [r.name, r.email, r.company ?? '', r.phone ?? '']),
    ]);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="contacts.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.post('/api/clients/import', { bodyLimit: 8 * 1024 * 1024 }, async (request) => {
    const { user } = requireSession(request);
    const input = parse(importClientsSchema, request.body);
    return importClients(ctx, user, input);
  });

  app.get('/api/clients/:id', async (request) => {
    const { user } = requireSession(request);
    const { id } = parse(idParams, request.params);
    return { client: toClientDto(await owned(user.id, id)) };
  });

  app.patch('/api/clients/:id', async (request) => {
    const { user } = requireSession(request);
    const { id } = parse(idParams, request.params);
    const input = parse(clientInputSchema, request.body);
    const found = await updateClient(ctx.db, user.id, id, input).catch(duplicateEmail);
    if (!found) throw new AppError('not_found', CLIENT_MESSAGES.notFound);
    return { client: toClientDto(await owned(user.id, id)) };
  });

  app.delete('/api/clients/:id', async (request, reply) => {
    const { user } = requireSession(request);
    const { id } = parse(idParams, request.params);
    if (!(await deleteClient(ctx.db, user.id, id))) throw new AppError('not_found', CLIENT_MESSAGES.notFound);
    return reply.status(204).send();
  });

  app.get('/api/clients/:id/documents', async (request) => {
    const { user } = requireSession(request);
    const { id } = parse(idParams, request.params);
    const client = await owned(user.id, id);
    return { documents: await clientDocuments(ctx.db, user.id, client.email) };
  });
}
