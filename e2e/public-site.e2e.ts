// The public site in a real Chromium: landing (pricing from the plans definition, PDF drop box),
// theme persistence, the mobile menu, Page Not Found, live status, the footer, and axe on every page.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/shared/messages';
import { PUBLIC_PLANS } from '../src/shared/plans';
import { baseUrl, closeBrowser, expectNoA11yViolations, newPage } from './support/browser';

afterAll(async () => {
  await closeBrowser();
});

async function open(path: string, opts?: Parameters<typeof newPage>[0]) {
  const { context, page } = await newPage(opts);
  await page.goto(new URL(path, baseUrl()).toString());
  return { context, page };
}

const htmlIsDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('landing page', () => {
  it('shows every public plan with its price in shekels, Basic marked Most Popular (light theme)', async () => {
    const { context, page } = await open('/', { colorScheme: 'light' });
    try {
      await page.getByRole('heading', { level: 1, name: /Send, sign and track contracts/ }).waitFor();
      expect(await htmlIsDark(page)).toBe(false);

      const pricing = page.locator('#pricing');
      for (const plan of PUBLIC_PLANS) {
        const card = pricing.getByRole('article', { name: plan.name, exact: true });
        await card.waitFor();
        const text = await card.innerText();
        expect(text).toContain(`₪${plan.priceIls}`);
        for (const feature of plan.features) expect(text).toContain(feature);
        expect(text.includes('Most Popular')).toBe(plan.mostPopular);
      }
      expect(await pricing.getByText('Most Popular').count()).toBe(1);
      expect(await pricing.getByText(/upgrade is required/).count()).toBe(1);

      // The spec's sections and calls to action.
      await page.locator('#features').waitFor();
      await page.locator('#how-it-works').getByRole('link', { name: 'Try it Now' }).waitFor();
      expect(
        await page.locator('#how-it-works').getByRole('link', { name: 'Try it Now' }).getAttribute('href'),
      ).toBe('/document-upload');
      const main = page.getByRole('main');
      expect(await main.getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toBe(
        '/register',
      );
      expect(await main.getByRole('link', { name: 'Sign In', exact: true }).getAttribute('href')).toBe(
        '/login',
      );
      // A fresh instance has fewer than 100 users: no invented "trusted by" figure.
      expect(await page.getByText(/Trusted by/).count()).toBe(0);

      await expectNoA11yViolations(page);
    } finally {
      await context.close();
    }
  });

  it('has no serious accessibility violations in the dark theme', async () => {
    const { context, page } = await open('/', { colorScheme: 'dark' });
    try {
      await page.locator('#pricing').getByRole('article', { name: 'Basic', exact: true }).waitFor();
      expect(await htmlIsDark(page)).toBe(true);
      await expectNoA11yViolations(page);
    } finally {
      await context.close();
    }
  });

  it('refuses a file that is not a PDF with the spec’s message', async () => {
    const { context, page } = await open('/');
    try {
      await page.locator('input[type="file"]').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a pdf'),
      });
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: MESSAGES.uploadPdfOnly });
      await toast.waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      // Let the toast finish fading in before axe measures its contrast.
      await expect.poll(() => toast.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      await expectNoA11yViolations(page);
    } finally {
      await context.close();
    }
  });

  it('refuses a dropped file that is not a PDF, and takes a dropped PDF', async () => {
    const { context, page } = await open('/');
    try {
      const drop = async (name: string, type: string, content: string) => {
        const data = await page.evaluateHandle(
          ([n, t, c]) => {
            const dt = new DataTransfer();
            dt.items.add(new File([c!], n!, { type: t }));
            return dt;
          },
          [name, type, content],
        );
        const zone = page.locator('label:has(input[type="file"])').first();
        await zone.dispatchEvent('dragover', { dataTransfer: data });
        await zone.dispatchEvent('drop', { dataTransfer: data });
      };
      await drop('photo.png', 'image/png', 'not a pdf');
      await page.locator('[data-sonner-toast]').filter({ hasText: MESSAGES.uploadPdfOnly }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      await drop('contract.pdf', 'application/pdf', '%PDF-1.7\n%%EOF\n');
      await page.getByRole('dialog', { name: 'Create an Account to Continue' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('asks a visitor who chooses a PDF to create an account first', async () => {
    const { context, page } = await open('/');
    try {
      await page.locator('input[type="file"]').setInputFiles({
        name: 'contract.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      });
      const dialog = page.getByRole('dialog', { name: 'Create an Account to Continue' });
      await dialog.waitFor();
      expect(await dialog.getByText('contract.pdf').count()).toBe(1);
      // Both lead to the sign-in screen; Register Now opens its Create Account tab.
      expect(await dialog.getByRole('link', { name: 'Register Now' }).getAttribute('href')).toBe('/register');
      expect(await dialog.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
      await expectNoA11yViolations(page);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});

describe('theme', () => {
  it('toggles to dark and keeps it across a reload', async () => {
    const { context, page } = await open('/', { colorScheme: 'light' });
    try {
      const toggle = page.getByRole('banner').getByRole('button', { name: 'Toggle theme' });
      await toggle.click();
      await expect.poll(() => htmlIsDark(page)).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await htmlIsDark(page)).toBe(true);
      await expectNoA11yViolations(page);

      await page.getByRole('banner').getByRole('button', { name: 'Toggle theme' }).click();
      await expect.poll(() => htmlIsDark(page)).toBe(false);
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    } finally {
      await context.close();
    }
  });
});

describe('first paint', () => {
  it('applies the stored dark theme before the app’s code runs, so there is no flash of light', async () => {
    const { context, page } = await open('/', { colorScheme: 'light' });
    try {
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      // Without the app's JavaScript only the blocking theme script runs: it alone sets the class.
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.reload({ waitUntil: 'domcontentloaded' });
      expect(await htmlIsDark(page)).toBe(true);
      expect(await page.locator('#root').innerHTML()).toBe('');
    } finally {
      await context.close();
    }
  });

  it('compacts the header after 10 px of scroll and restores it at the top', async () => {
    const { context, page } = await open('/');
    try {
      const header = page.getByRole('banner');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await header.getAttribute('data-scrolled')).toBeNull();
      await page.mouse.wheel(0, 400);
      await expect.poll(() => header.getAttribute('data-scrolled')).toBe('true');
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => header.getAttribute('data-scrolled')).toBeNull();
    } finally {
      await context.close();
    }
  });
});

describe('mobile menu', () => {
  it('opens at 375 px, closes on Escape and on navigation', async () => {
    const { context, page } = await open('/', { viewport: { width: 375, height: 812 } });
    try {
      const banner = page.getByRole('banner');
      // The desktop links give way to the hamburger.
      expect(await banner.getByRole('link', { name: 'Get Started' }).isVisible()).toBe(false);
      const trigger = banner.getByRole('button', { name: 'Open menu' });

      await trigger.click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.waitFor();
      for (const name of ['Features', 'How It Works', 'Pricing', 'Sign In', 'Get Started']) {
        await menu.getByRole('link', { name, exact: true }).waitFor();
      }
      await expectNoA11yViolations(page);

      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });

      await trigger.click();
      await menu.waitFor();
      await menu.getByRole('link', { name: 'Pricing', exact: true }).click();
      await menu.waitFor({ state: 'hidden' });
      await expect.poll(() => new URL(page.url()).hash).toBe('#pricing');
      // …and the page has scrolled to the pricing section.
      await expect
        .poll(() => page.locator('#pricing').evaluate((el) => Math.abs(el.getBoundingClientRect().top)))
        .toBeLessThan(120);

      await trigger.click();
      await menu.waitFor();
      await menu.getByRole('link', { name: 'Sign In', exact: true }).click();
      await menu.waitFor({ state: 'hidden' });
      await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    } finally {
      await context.close();
    }
  });
});

describe('header', () => {
  it('follows the session: signed-in menus with one, public header again after Logout', async () => {
    const { context, page } = await open('/');
    try {
      const banner = page.getByRole('banner');
      await banner.getByRole('link', { name: 'Get Started' }).waitFor();

      const email = `header-${Date.now()}@example.com`;
      const res = await page.request.post(new URL('/api/auth/register', baseUrl()).toString(), {
        data: { name: 'Dana Levi', email, password: 'Correct-Horse-9', acceptTerms: true },
      });
      expect(res.status()).toBe(201);

      await page.reload();
      const nav = banner.getByRole('navigation', { name: 'Main' });
      for (const [name, href] of [
        ['Dashboard', '/dashboard'],
        ['My Documents', '/documents'],
        ['Sent Documents', '/sent'],
        ['Add Document', '/document-upload'],
        ['My Signatures', '/my-signatures'],
      ]) {
        expect(await nav.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
      }
      // The bell opens the real notifications list (no fake badge for a new account).
      await banner.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
      expect(await banner.getByRole('link', { name: 'Signet' }).getAttribute('href')).toBe('/dashboard');

      await nav.getByRole('button', { name: 'More' }).click();
      const more = page.getByRole('menu');
      for (const name of ['Clients', 'Help & Support', 'Contract Generator']) {
        await more.getByRole('menuitem', { name }).waitFor();
      }
      await page.keyboard.press('Escape');
      await more.waitFor({ state: 'detached' });

      await banner.getByRole('button', { name: /My Account/ }).click();
      const account = page.getByRole('menu');
      await account.getByText('My Account').waitFor();
      await account.getByText('Dana Levi').waitFor();
      await expectNoA11yViolations(page);
      await account.getByRole('menuitem', { name: 'Logout' }).click();

      await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
      await banner.getByRole('link', { name: 'Get Started' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('other public pages', () => {
  it('shows Page Not Found with Return to Home on an unknown path', async () => {
    const { context, page } = await open('/nowhere');
    try {
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      const home = page.getByRole('main').getByRole('link', { name: 'Return to Home' });
      expect(await home.getAttribute('href')).toBe('/');
      await expectNoA11yViolations(page);
      await home.click();
      await page.getByRole('heading', { level: 1, name: /Send, sign and track contracts/ }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows live system status as Operational', async () => {
    const { context, page } = await open('/status');
    try {
      await page.getByText('All systems operational').waitFor();
      for (const name of ['Application server', 'Database', 'File storage']) {
        const row = page.getByRole('listitem').filter({ hasText: name });
        await row.getByText('Operational').waitFor();
      }
      await expectNoA11yViolations(page);
    } finally {
      await context.close();
    }
  });

  it('serves the content pages in one layout', async () => {
    const { context, page } = await open('/terms');
    try {
      for (const [path, title] of [
        ['/terms', 'Terms of Service'],
        ['/privacy', 'Privacy Policy'],
        ['/security', 'Security'],
        ['/compliance', 'Compliance'],
        ['/gdpr', 'GDPR'],
        ['/enterprise', 'Signet for organisations'],
      ] as const) {
        await page.goto(new URL(path, baseUrl()).toString());
        await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
        await expectNoA11yViolations(page);
      }
    } finally {
      await context.close();
    }
  });

  it('leads /pricing to the landing page’s pricing section', async () => {
    const { context, page } = await open('/pricing');
    try {
      await expect.poll(() => new URL(page.url()).hash).toBe('#pricing');
      expect(new URL(page.url()).pathname).toBe('/');
      await page.locator('#pricing').getByRole('article', { name: 'Free', exact: true }).waitFor();
      await expect
        .poll(() => page.locator('#pricing').evaluate((el) => Math.abs(el.getBoundingClientRect().top)))
        .toBeLessThan(120);
    } finally {
      await context.close();
    }
  });
});

describe('footer', () => {
  it('has the Product, Support and Legal links, support email, social links and language control', async () => {
    const { context, page } = await open('/');
    try {
      const footer = page.getByRole('contentinfo');
      const columns: Record<string, [string, string][]> = {
        Product: [
          ['Features', '/features'],
          ['Pricing', '/pricing'],
          ['Security', '/security'],
          ['Enterprise', '/enterprise'],
        ],
        Support: [
          ['Help Center', '/help'],
          ['Contact', '/contact'],
          ['Status', '/status'],
        ],
        Legal: [
          ['Terms', '/terms'],
          ['Privacy', '/privacy'],
          ['Compliance', '/compliance'],
          ['GDPR', '/gdpr'],
        ],
      };
      for (const [column, links] of Object.entries(columns)) {
        const nav = footer.getByRole('navigation', { name: column });
        for (const [name, href] of links) {
          expect(await nav.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
        }
      }

      const settings = (await (
        await page.request.get(new URL('/api/settings/public', baseUrl()).toString())
      ).json()) as {
        supportEmail: string;
        siteName: string;
      };
      const mail = footer.getByRole('link', { name: settings.supportEmail });
      await mail.waitFor();
      expect(await mail.getAttribute('href')).toBe(`mailto:${settings.supportEmail}`);

      for (const name of [/X \(Twitter\)/, /GitHub/, /LinkedIn/]) {
        const link = footer.getByRole('link', { name });
        expect(await link.getAttribute('rel')).toContain('noopener');
        expect(await link.getAttribute('target')).toBe('_blank');
      }
      expect(await footer.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('en');
      await footer.getByText(`© ${new Date().getFullYear()} ${settings.siteName}`).waitFor();
    } finally {
      await context.close();
    }
  });
});
