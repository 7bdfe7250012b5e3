// API keys: created by owners whose plan includes API access (Unlimited, VIP) and administrators.
// The full key is returned once, at creation and after Regenerate; the database keeps its SHA-256
// and the first 10 and last 5 characters for lists. Usage is counted per key per calendar month.
import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import {
  maskApiKey,
  type ApiKey,
  type ApiKeyEnvironment,
  type apiKeyInputSchema,
  type ApiKeyList,
  type CreatedApiKey,
} from '../../shared/integrations';
import { planOf } from '../../shared/plans';
import type { AppContext } from '../context';
import type { Executor } from '../db/database';
import type { ApiKeysTable } from '../db/schema';
import { AppError } from '../http/errors';
import { newId, nowIso, sha256Hex } from '../lib/ids';

export const MAX_API_KEYS = 25;
const PREFIX: Record<ApiKeyEnvironment, string> = {
  production: 'sgn_live_',
  testing: 'sgn_test_',
  development: 'sgn_dev_',
};
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

type ApiKeyRow = Selectable<ApiKeysTable>;
interface KeyOwner {
  id: string;
  plan: string;
  role: 'user' | 'admin';
}

/** 43 base62 characters (256 bits) after an environment prefix; double-click selects it whole. */
export function generateApiKey(environment: ApiKeyEnvironment): string {
  let out = '';
  while (out.length < 43) {
    for (const byte of crypto.randomBytes(64)) {
      if (byte < 248 && out.length < 43) out += BASE62[byte % 62];
    }
  }
  return PREFIX[environment] + out;
}

export function hashApiKey(key: string): string {
  return sha256Hex(key);
}

export function apiAccessOf(user: KeyOwner): { allowed: boolean; planName: string; message: string | null } {
  const plan = planOf(user.plan);
  const allowed = user.role === 'admin' || plan.apiAccess;
  return {
    allowed,
    planName: plan.name,
    message: allowed
      ? null
      : `API access is included in the Unlimited and VIP plans. Your ${plan.name} plan does not include it: upgrade your plan to create API keys.`,
  };
}

export function assertApiAccess(user: KeyOwner): void {
  const access = apiAccessOf(user);
  if (!access.allowed) throw new AppError('forbidden', access.message!);
}

export function usageMonth(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

function addMonths(from: Date, months: number): Date {
  const d = new Date(from);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

export function toApiKeyDto(row: ApiKeyRow, usageCount: number): ApiKey {
  const expired = new Date(row.expires_at) <= new Date();
  return {
    id: row.id,
    name: row.name,
    environment: row.environment as ApiKeyEnvironment,
    maskedKey: maskApiKey(row.key_prefix, row.key_last),
    status: expired ? 'expired' : row.status,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    expiresAt: row.expires_at,
    expiresInMonths: Number(row.expires_in_months),
    usageCount,
    usageLimit: Number(row.usage_limit),
  };
}

async function usageOf(db: Executor, keyIds: string[]): Promise<Map<string, number>> {
  if (keyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('api_key_usage')
    .select(['key_id', 'count'])
    .where('key_id', 'in', keyIds)
    .where('month', '=', usageMonth())
    .execute();
  return new Map(rows.map((r) => [r.key_id, Number(r.count)]));
}

export async function listApiKeys(ctx: AppContext, owner: KeyOwner): Promise<ApiKeyList> {
  const rows = await ctx.db
    .selectFrom('api_keys')
    .selectAll()
    .where('owner_id', '=', owner.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const usage = await usageOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { access: apiAccessOf(owner), keys: rows.map((r) => toApiKeyDto(r, usage.get(r.id) ?? 0)) };
}

async function ownedKey(ctx: AppContext, owner: KeyOwner, id: string): Promise<ApiKeyRow> {
  const row = await ctx.db
    .selectFrom('api_keys')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', owner.id)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', 'API key not found');
  return row;
}

async function dto(ctx: AppContext, owner: KeyOwner, id: string): Promise<ApiKey> {
  const row = await ownedKey(ctx, owner, id);
  return toApiKeyDto(row, (await usageOf(ctx.db, [id])).get(id) ?? 0);
}

export async function createApiKey(
  ctx: AppContext,
  owner: KeyOwner,
  input: z.output<typeof apiKeyInputSchema>,
): Promise<CreatedApiKey> {
  assertApiAccess(owner);
  const { count } = await ctx.db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('owner_id', '=', owner.id)
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_API_KEYS)
    throw new AppError(
      'conflict',
      `You can have up to ${MAX_API_KEYS} API keys. Delete one to create another.`,
    );
  const key = generateApiKey(input.environment);
  const now = new Date();
  const id = newId();
  await ctx.db
    .insertInto('api_keys')
    .values({
      id,
      owner_id: owner.id,
      name: input.name,
      environment: input.environment,
      key_hash: hashApiKey(key),
      key_prefix: key.slice(0, 10),
      key_last: key.slice(-5),
      status: 'active',
      expires_in_months: input.expiresInMonths,
      expires_at: nowIso(addMonths(now, input.expiresInMonths)),
      usage_limit: input.usageLimit,
      last_used_at: null,
      created_at: nowIso(now),
      updated_at: nowIso(now),
    })
    .execute();
  return { apiKey: await dto(ctx, owner, id), key };
}

/** A new secret for the same key (name, limits, usage this month); its validity starts again. */
export async function regenerateApiKey(ctx: AppContext, owner: KeyOwner, id: string): Promise<CreatedApiKey> {
  assertApiAccess(owner);
  const row = await ownedKey(ctx, owner, id);
  const key = generateApiKey(row.environment as ApiKeyEnvironment);
  const now = new Date();
  await ctx.db
    .updateTable('api_keys')
    .set({
      key_hash: hashApiKey(key),
      key_prefix: key.slice(0, 10),
      key_last: key.slice(-5),
      status: 'active',
      expires_at: nowIso(addMonths(now, Number(row.expires_in_months))),
      updated_at: nowIso(now),
    })
    .where('id', '=', row.id)
    .execute();
  return { apiKey: await dto(ctx, owner, id), key };
}

export async function setApiKeyStatus(
  ctx: AppContext,
  owner: KeyOwner,
  id: string,
  status: 'active' | 'inactive',
): Promise<ApiKey> {
  if (status === 'active') assertApiAccess(owner);
  const row = await ownedKey(ctx, owner, id);
  await ctx.db
    .updateTable('api_keys')
    .set({ status, updated_at: nowIso() })
    .where('id', '=', row.id)
    .execute();
  return dto(ctx, owner, id);
}

export async function deleteApiKey(ctx: AppContext, owner: KeyOwner, id: string): Promise<void> {
  const row = await ownedKey(ctx, owner, id);
  await ctx.db.deleteFrom('api_keys').where('id', '=', row.id).execute();
}
