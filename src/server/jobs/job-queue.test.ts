import { describe, expect, it } from 'vitest';
import { DELIVERY_MAX_ATTEMPTS } from '../integrations/deliver-webhook';
import { backoffBaseMs, backoffMs } from './job-queue';

describe('back-off', () => {
  it('doubles from 5 seconds and stops growing at 6 hours', () => {
    expect([1, 2, 3].map(backoffBaseMs)).toEqual([5000, 10_000, 20_000]);
    expect(backoffBaseMs(14)).toBe(6 * 3600 * 1000);
    expect(backoffBaseMs(30)).toBe(6 * 3600 * 1000);
  });

  it('spreads a webhook’s attempts over about a day', () => {
    let waited = 0;
    for (let attempt = 1; attempt < DELIVERY_MAX_ATTEMPTS; attempt++) waited += backoffBaseMs(attempt);
    const hours = waited / 3600_000;
    expect(hours).toBeGreaterThan(22);
    expect(hours).toBeLessThan(26);
  });

  it('jitters each wait by at most 20 %', () => {
    for (let i = 0; i < 200; i++) {
      const wait = backoffMs(4);
      expect(wait).toBeGreaterThanOrEqual(0.8 * 40_000);
      expect(wait).toBeLessThanOrEqual(1.2 * 40_000);
    }
  });
});
