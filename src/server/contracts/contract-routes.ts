// /api/contracts: generate a contract (and optionally send it to the client), list and read them.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { generateContractSchema } from '../../shared/contracts';
import type { AppContext } from '../context';
import { requireSession } from '../http/auth-context';
import { AppError } from '../http/errors';
import { parse } from '../http/validate';
import { findOwnedContract, listContracts, toContractDto } from './contracts-repo';
import { generateContract } from './generate-contract';

const idParams = z.object({ id: z.string().min(1).max(64) });
const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

export function contractRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/contracts', async (request, reply) => {
    const { user } = requireSession(request);
    const input = parse(generateContractSchema, request.body);
    return reply.status(201).send(await generateContract(ctx, request, user, input));
  });

  app.get('/api/contracts', async (request) => {
    const { user } = requireSession(request);
    const { limit } = parse(listQuery, request.query);
    return { items: (await listContracts(ctx.db, user.id, limit)).map(toContractDto) };
  });

  app.get('/api/contracts/:id', async (request) => {
    const { user } = requireSession(request);
    const { id } = parse(idParams, request.params);
    const row = await findOwnedContract(ctx.db, user.id, id);
    if (!row) throw new AppError('not_found', 'Contract not found');
    return { contract: toContractDto(row) };
  });
}
