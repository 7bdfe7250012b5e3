// Single-use tokens sent by email (password reset, email verification); only their hash is stored.
import type { Executor } from '../db/database';
import { newToken, nowIso, sha256Hex } from '../lib/ids';

export type TokenPurpose = 'password_reset' | 'verify_email' | 'invitation';

export async function issueToken(
  db: Executor,
  userId: string,
  purpose: TokenPurpose,
  ttlMs: number,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('tokens')
    .values({
      token_hash: sha256Hex(token),
      purpose,
      user_id: userId,
      expires_at: nowIso(new Date(Date.now() + ttlMs)),
      used_at: null,
      created_at: nowIso(),
    })
    .execute();
  return token;
}

/** Marks the token used and returns its user id, or null when unknown, used or expired. */
export async function consumeToken(
  db: Executor,
  token: string,
  purpose: TokenPurpose,
): Promise<string | null> {
  const hash = sha256Hex(token);
  const now = nowIso();
  const row = await db
    .updateTable('tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}
