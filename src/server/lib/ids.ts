// Identifiers and tokens.
import crypto from 'node:crypto';

/** A sortable, URL-safe id: 48 bits of time then 80 random bits. */
export function newId(): string {
  const time = Date.now().toString(36).padStart(10, '0');
  return time + crypto.randomBytes(10).toString('base64url');
}

/** An unguessable token of 256 random bits. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string | Buffer): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

export function nowIso(date: Date = new Date()): string {
  return date.toISOString();
}
