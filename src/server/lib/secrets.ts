// Secrets Signet generates on first start and keeps in DATA_DIR (owner-only permissions).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const secretsSchema = z.object({
  sessionSecret: z.string().min(32),
  /** AES-256-GCM key for settings stored encrypted (SMTP password, OAuth secrets). */
  encryptionKey: z.string().length(64),
});
export type Secrets = z.infer<typeof secretsSchema>;

export function loadOrCreateSecrets(dataDir: string): Secrets {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'secrets.json');
  if (fs.existsSync(file)) {
    const parsed = secretsSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`${file} is damaged; restore it from a backup.`);
    return parsed.data;
  }
  const secrets: Secrets = {
    sessionSecret: crypto.randomBytes(32).toString('base64url'),
    encryptionKey: crypto.randomBytes(32).toString('hex'),
  };
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  // `wx`-like semantics: another process that won the race keeps its secrets.
  try {
    fs.linkSync(tmp, file);
  } catch {
    /* already created by a concurrent start */
  }
  fs.unlinkSync(tmp);
  return secretsSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

export function encryptSecret(keyHex: string, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `enc:v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

export function decryptSecret(keyHex: string, value: string): string {
  if (!value.startsWith('enc:v1:')) return value;
  const raw = Buffer.from(value.slice(7), 'base64');
  const decipher = crypto.createDecipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
