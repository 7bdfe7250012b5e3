// The self-hosted proof-of-work captcha (Security settings): the server hands out a signed challenge,
// the browser finds a number whose SHA-256 with the challenge's salt starts with `difficulty` zero
// bits (about 2^difficulty tries, a second or so), and sends it with the sign-in or registration.
import { z } from 'zod';

export const captchaChallengeSchema = z.object({
  salt: z.string().regex(/^[0-9a-f]{32}$/),
  difficulty: z.number().int().min(1).max(30),
  expiresAt: z.number().int(),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

export const captchaSolutionSchema = captchaChallengeSchema.extend({ nonce: z.number().int().min(0) });
export type CaptchaSolution = z.infer<typeof captchaSolutionSchema>;

export const CAPTCHA_MESSAGES = {
  required: 'Please confirm that you are not a robot.',
  invalid: 'The robot check expired or failed. Please try again.',
} as const;

/** The bytes hashed for a try: "salt:nonce" in UTF-8. */
export function captchaInput(salt: string, nonce: number): string {
  return `${salt}:${nonce}`;
}

export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** Sent to the server as one opaque field. */
export function encodeCaptcha(solution: CaptchaSolution): string {
  return btoa(JSON.stringify(solution));
}
