// Server side of the proof-of-work captcha (src/shared/captcha.ts): challenges signed with an HMAC of
// the instance's session secret, valid 10 minutes, and each solution accepted once (remembered in
// the shared rate-limit table until it expires).
import crypto from 'node:crypto';
import {
  CAPTCHA_MESSAGES,
  captchaInput,
  captchaSolutionSchema,
  leadingZeroBits,
  type CaptchaChallenge,
} from '../../shared/captcha';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { hit } from '../http/rate-limit';

const DIFFICULTY = 16;
const VALID_MS = 10 * 60 * 1000;

function sign(ctx: AppContext, salt: string, difficulty: number, expiresAt: number): string {
  return crypto
    .createHmac('sha256', `captcha:${ctx.secrets.sessionSecret}`)
    .update(`${salt}|${difficulty}|${expiresAt}`)
    .digest('hex');
}

export function createCaptchaChallenge(ctx: AppContext): CaptchaChallenge {
  const salt = crypto.randomBytes(16).toString('hex');
  const expiresAt = Date.now() + VALID_MS;
  return { salt, difficulty: DIFFICULTY, expiresAt, signature: sign(ctx, salt, DIFFICULTY, expiresAt) };
}

/** Throws unless the captcha setting is off or `payload` is a fresh, valid, unused solution. */
export async function assertCaptcha(ctx: AppContext, payload: string | undefined): Promise<void> {
  const { security } = await ctx.settings.get();
  if (!security.enableCaptcha) return;
  const fail = (message: string) =>
    new AppError('validation_failed', message, { fields: { captcha: message } });
  if (!payload) throw fail(CAPTCHA_MESSAGES.required);
  let parsed;
  try {
    parsed = captchaSolutionSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
  } catch {
    throw fail(CAPTCHA_MESSAGES.invalid);
  }
  if (!parsed.success) throw fail(CAPTCHA_MESSAGES.invalid);
  const s = parsed.data;
  const expected = Buffer.from(sign(ctx, s.salt, s.difficulty, s.expiresAt), 'hex');
  if (
    s.difficulty < DIFFICULTY ||
    s.expiresAt < Date.now() ||
    !crypto.timingSafeEqual(expected, Buffer.from(s.signature, 'hex'))
  ) {
    throw fail(CAPTCHA_MESSAGES.invalid);
  }
  const hash = crypto.createHash('sha256').update(captchaInput(s.salt, s.nonce)).digest();
  if (leadingZeroBits(hash) < s.difficulty) throw fail(CAPTCHA_MESSAGES.invalid);
  const used = await hit(ctx.db, `captcha:${s.salt}`, Math.max(1000, s.expiresAt - Date.now()));
  if (used.count > 1) throw fail(CAPTCHA_MESSAGES.invalid);
}
