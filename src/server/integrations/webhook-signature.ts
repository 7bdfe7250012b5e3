// Webhook secrets and the Signet-Signature header: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">
// keyed with the secret string (as Stripe does), so a receiver can check origin and freshness.
import crypto from 'node:crypto';

export function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString('base64url')}`;
}

export function signatureHeader(secret: string, body: string, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** What a receiver does: recompute, compare in constant time, refuse old timestamps (replays). */
export function verifySignature(
  secret: string,
  body: string,
  header: string,
  toleranceSeconds = 300,
  now: Date = new Date(),
): boolean {
  const parts = Object.fromEntries(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()];
    }),
  );
  const t = Number(parts.t);
  if (!Number.isFinite(t) || !parts.v1) return false;
  if (Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return false;
  const expected = crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(String(parts.v1), 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
