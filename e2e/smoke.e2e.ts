// The built server answers in a real browser: the API is healthy and the web app renders.
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser';

describe('smoke', () => {
  it('reports a healthy server', async () => {
    const { page } = await newPage();
    const res = await page.request.get('/api/health');
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'ok',
      database: { status: 'ok' },
      storage: { status: 'ok' },
    });
  });

  it('renders the home page with its main landmark', async () => {
    const { page } = await newPage();
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-security-policy']).toContain("default-src 'self'");
    await page.locator('main').first().waitFor();
    expect(await page.title()).not.toBe('');
  });
});
