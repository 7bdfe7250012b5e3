// /api/signatures: an owner's saved signatures (My Signatures and the profile's signature tab).
// The first saved is the default; deleting the default promotes the oldest remaining one.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createSignatureSchema, type SavedSignature } from '../../shared/signing';
import type { AppContext } from '../context';
import type { Executor } from '../db/database';
import { requireSession } from '../http/auth-context';
import { AppError } from '../http/errors';
import { parse } from '../http/validate';
import { newId, nowIso } from '../lib/ids';
import { deleteBlobsOrRetry } from '../storage/delete-blobs';
import { storeSignatureImage } from './signature-image';

const MAX_SAVED = 20;
const idParams = z.object({ id: z.string().min(1).max(64) });

async function listSaved(db: Executor, userId: string): Promise<SavedSignature[]> {
  const rows = await db
    .selectFrom('saved_signatures')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    type: r.type as SavedSignature['type'],
    isDefault: !!r.is_default,
    createdAt: r.created_at,
    imageUrl: `/api/signatures/${r.id}/image`,
  }));
}

export function savedSignatureRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/signatures', async (request) => ({
    items: await listSaved(ctx.db, requireSession(request).user.id),
  }));

  app.post('/api/signatures', async (request, reply) => {
    const { user } = requireSession(request);
    const input = parse(createSignatureSchema, request.body);
    const key = await storeSignatureImage(ctx, `signatures/${user.id}`, input.image);
    try {
      await ctx.db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('saved_signatures')
          .select('id')
          .where('user_id', '=', user.id)
          .execute();
        if (existing.length >= MAX_SAVED)
          throw new AppError('conflict', `You can keep up to ${MAX_SAVED} signatures. Delete one first.`);
        await trx
          .insertInto('saved_signatures')
          .values({
            id: newId(),
            user_id: user.id,
            type: input.type,
            blob_key: key,
            is_default: existing.length === 0 ? 1 : 0,
            created_at: nowIso(),
          })
          .execute();
      });
    } catch (err) {
      await ctx.blobs.delete(key).catch(() => undefined);
      throw err;
    }
    return reply
      .status(201)
      .send({ items: await listSaved(ctx.db, user.id), message: 'Signature saved successfully' });
  });

  app.post('/api/signatures/:id/default', async (request) => {
    const { user } = requireSession(request);
    const { id } = parse(idParams, request.params);
    await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('saved_signatures')
        .select('id')
        .where('id', '=', id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!row) throw new AppError('not_found', 'Signature not found');
      await trx
        .updateTable('saved_signatures')
        .set({ is_default: 0 })
        .where('user_id', '=', user.id)
        .execute();
      await trx.updateTable('saved_signatures').set({ is_default: 1 }).where('id', '=', id).execute();
    });
    return { items: await listSaved(ctx.db, user.id) };
  });

  app.delete('/api/signatures/:id', async (request) => {
    const { user } = requireSession(request);
    const { id } = parse(idParams, request.params);
    const key = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('saved_signatures')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!row) throw new AppError('not_found', 'Signature not found');
      await trx.deleteFrom('saved_signatures').where('id', '=', id).execute();
      if (row.is_default) {
        const first = await trx
          .selectFrom('saved_signatures')
          .select('id')
          .where('user_id', '=', user.id)
          .orderBy('created_at')
          .orderBy('id')
          .executeTakeFirst();
        if (first)
          await trx
            .updateTable('saved_signatures')
            .set({ is_default: 1 })
            .where('id', '=', first.id)
            .execute();
      }
      return row.blob_key;
    });
    await deleteBlobsOrRetry(ctx, [key]);
    return { items: await listSaved(ctx.db, user.id) };
  });

  app.get('/api/signatures/:id/image', async (request, reply) => {
    const { user } = requireSession(request);
    const { id } = parse(idParams, request.params);
    const row = await ctx.db
      .selectFrom('saved_signatures')
      .select('blob_key')
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!row) throw new AppError('not_found', 'Signature not found');
    return reply
      .type('image/png')
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(await ctx.blobs.get(row.blob_key));
  });
}
