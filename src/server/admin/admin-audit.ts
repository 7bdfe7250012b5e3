// The administrators' own audit log: every action taken in the administrator area, written in the
// same transaction as the change it records, and read back by the dashboard's Recent Activity.
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/database';
import { newId, nowIso } from '../lib/ids';
import { requireAdmin } from './admin-guard';

export interface AdminActor {
  id: string;
  name: string;
  email: string;
  ip: string | null;
  userAgent: string | null;
}

export function adminActor(request: FastifyRequest): AdminActor {
  const { user } = requireAdmin(request);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    ip: request.ip ?? null,
    userAgent: (request.headers['user-agent'] ?? '').slice(0, 300) || null,
  };
}

export type AdminTargetType =
  | 'user'
  | 'document'
  | 'client'
  | 'settings'
  | 'api_key'
  | 'webhook'
  | 'mail'
  | 'certificate'
  | 'audit'
  | 'logs';

export interface AdminAction {
  action: string;
  targetType: AdminTargetType;
  targetId?: string | null;
  /** One readable line: "Suspended dana@example.com". */
  summary: string;
  details?: Record<string, unknown>;
}

export async function recordAdminAction(db: Executor, actor: AdminActor, entry: AdminAction): Promise<void> {
  await db
    .insertInto('admin_audit')
    .values({
      id: newId(),
      actor_id: actor.id,
      actor_email: actor.email,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId ?? null,
      summary: entry.summary.slice(0, 500),
      details: JSON.stringify(entry.details ?? {}),
      ip: actor.ip,
      user_agent: actor.userAgent,
      created_at: nowIso(),
    })
    .execute();
}

export async function latestAdminActions(db: Executor, limit: number) {
  return db
    .selectFrom('admin_audit')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
