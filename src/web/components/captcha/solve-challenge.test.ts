import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { captchaInput, leadingZeroBits } from '../../../shared/captcha';
import { sha256Ascii, solveChallenge } from './solve-challenge';

describe('the captcha solver', () => {
  it('hashes like node:crypto, across block boundaries', () => {
    for (const text of [
      '',
      'abc',
      'a'.repeat(55),
      'b'.repeat(56),
      'c'.repeat(64),
      `${'f'.repeat(32)}:123456`,
    ]) {
      expect(Buffer.from(sha256Ascii(text)).toString('hex')).toBe(
        crypto.createHash('sha256').update(text).digest('hex'),
      );
    }
  });

  it('finds a nonce the server accepts', async () => {
    const salt = crypto.randomBytes(16).toString('hex');
    const nonce = await solveChallenge({ salt, difficulty: 12, expiresAt: 0, signature: '0'.repeat(64) });
    const hash = crypto.createHash('sha256').update(captchaInput(salt, nonce)).digest();
    expect(leadingZeroBits(hash)).toBeGreaterThanOrEqual(12);
  });
});
