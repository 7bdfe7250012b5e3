// SQL and small rules about signers and their links.
import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Signer } from '../../shared/signing';
import type { AppContext } from '../context';
import type { Executor } from '../db/database';
import type { SignersTable } from '../db/schema';
import { appUrl } from '../lib/urls';

export type SignerRow = Selectable<SignersTable>;

/** 192 random bits: the {signId} of a signing link. */
export function newSignId(): string {
  return crypto.randomBytes(24).toString('base64url');
}

export function signingLink(ctx: AppContext, documentId: string, signId: string): string {
  return appUrl(ctx, `/sign/${documentId}/${signId}`);
}

export async function listSigners(db: Executor, documentId: string): Promise<SignerRow[]> {
  return db
    .selectFrom('signers')
    .selectAll()
    .where('document_id', '=', documentId)
    .orderBy('order_index')
    .orderBy('created_at')
    .execute();
}

export function toSignerDto(ctx: AppContext, s: SignerRow): Signer {
  return {
    id: s.id,
    name: s.name,
    email: s.email,
    order: s.order_index,
    status: s.status,
    isOpenLink: !!s.is_open_link,
    link: signingLink(ctx, s.document_id, s.sign_id),
    invitedAt: s.invited_at,
    viewedAt: s.viewed_at,
    signedAt: s.signed_at,
    declinedAt: s.declined_at,
    declineReason: s.decline_reason,
    lastRemindedAt: s.last_reminded_at,
  };
}

/** With ordered signing only the first pending signer may sign; otherwise every pending one. */
export function signersWhoseTurnItIs(signers: SignerRow[], ordered: boolean): SignerRow[] {
  const pending = signers.filter((s) => s.status === 'pending');
  if (!ordered) return pending;
  const first = [...signers].sort((a, b) => a.order_index - b.order_index).find((s) => s.status !== 'signed');
  return first && first.status === 'pending' ? [first] : [];
}

export function defaultSignerName(name: string, email: string): string {
  return name || email.split('@')[0] || 'Signer';
}
