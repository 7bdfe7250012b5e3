// The built server answers in a real browser: the API is healthy, the web app renders, and with the
// web app served an unknown API path still answers JSON while app routes fall back to index.html.
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations, newPage } from './support/browser';

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
    await expectNoA11yViolations(page);
  });

  it('answers an unknown /api path with a JSON 404, and an app route or a missing asset as such', async () => {
    const { page } = await newPage();
    const api = await page.request.get('/api/x');
    expect(api.status()).toBe(404);
    expect(api.headers()['content-type']).toMatch(/^application\/json/);
    expect(await api.json()).toMatchObject({ error: { code: 'not_found' } });
    const post = await page.request.post('/api/nowhere', { data: {} });
    expect(post.status()).toBe(404);
    expect((await post.json()) as object).toHaveProperty('error');

    // A route of the app loads index.html (the router then decides); a missing asset is a 404.
    const route = await page.request.get('/dashboard/some/deep/path');
    expect(route.status()).toBe(200);
    expect(route.headers()['content-type']).toMatch(/^text\/html/);
    const asset = await page.request.get('/assets/does-not-exist.js');
    expect(asset.status()).toBe(404);
  });
});
