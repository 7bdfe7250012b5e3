// The administrator area in a real Chromium: the admin login and the gate, every screen showing data
// made in the test, one user's page (their documents, API keys and monthly history, Save Changes,
// Reset Monthly Usage, Delete User), suspension signing a user out in another browser, settings that
// take effect (upload limit, landing page, two-factor sign-in with a code computed here, password
// complexity, the captcha, the Google button, an uploaded signing certificate), the outbox (a test
// email delivered, a refused message sent again with Retry), the users CSV, logs 5 a page; axe on
// every screen. Every setting changed is put back afterwards (the other browser test files share
// this server).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type net from 'node:net';
import forge from 'node-forge';
import { request, type APIRequestContext, type BrowserContext, type Page } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { selfSignedP12 } from '../test/helpers/fixtures';
import { startSmtpReceiver } from '../test/helpers/smtp-receiver';
import { totpCode } from '../src/server/accounts/totp';
import { ADMIN_MESSAGES, LOG_EXPORT_COLUMNS, USER_EXPORT_COLUMNS } from '../src/shared/admin';
import { CAPTCHA_MESSAGES } from '../src/shared/captcha';
import { MESSAGES } from '../src/shared/messages';
import { DEFAULT_SETTINGS, PASSWORD_RULES, SECRET_SETTINGS } from '../src/shared/settings';
import { baseUrl, expectNoA11yViolations, newPage, type NewPageOptions } from './support/browser';
import { waitForMail } from './support/mail';

const ADMIN = inject('admin');
const PASSWORD = 'Signet-Test-1';
let counter = 0;

function newUser(prefix = 'adm') {
  counter += 1;
  const id = `${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}`;
  return { name: `Person ${prefix} ${counter}`, email: `${prefix}-${id}@example.com`, password: PASSWORD };
}
type User = ReturnType<typeof newUser> & { id: string };

async function registerViaApi(context: BrowserContext, user = newUser()): Promise<User> {
  const res = await context.request.post('/api/auth/register', {
    data: { ...user, acceptTerms: true },
    headers: { origin: baseUrl() },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { ...user, id: ((await res.json()) as { user: { id: string } }).user.id };
}

async function adminApi(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password, scope: 'admin' },
    headers: { origin: baseUrl() },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A page signed in as the administrator (through the API: the login form has its own test). */
async function adminPage(opts: NewPageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(opts);
  await adminApi(opened.context.request);
  return opened;
}

async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  await toast.waitFor();
  await expect.poll(() => toast.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
}

async function makePdf(extraBytes = 0): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]);
  const pdf = Buffer.from(await doc.save());
  // Padding after %%EOF keeps the file a valid PDF of the wanted size.
  return extraBytes ? Buffer.concat([pdf, Buffer.alloc(extraBytes, 0x20)]) : pdf;
}

async function uploadViaApi(context: BrowserContext, name: string, category = 'contract') {
  const res = await context.request.post('/api/documents', {
    multipart: {
      category,
      file: { name: `${name}.pdf`, mimeType: 'application/pdf', buffer: await makePdf() },
    },
    headers: { origin: baseUrl() },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { document: { id: string; uploadedAt: string } }).document;
}

/** The administrator's API, for putting settings back whatever happened in a test. */
let restore: APIRequestContext | undefined;
async function resetSettings(group: keyof typeof DEFAULT_SETTINGS, keys: string[]) {
  const defaults = DEFAULT_SETTINGS[group] as Record<string, unknown>;
  // An empty secret means "keep the stored one"; null clears it.
  const secrets = new Set(SECRET_SETTINGS[group] ?? []);
  const res = await restore!.patch(`/api/admin/settings/${group}`, {
    data: Object.fromEntries(keys.map((k) => [k, secrets.has(k) && defaults[k] === '' ? null : defaults[k]])),
    headers: { origin: baseUrl() },
  });
  expect(res.status(), await res.text()).toBe(200);
}
const toReset: [keyof typeof DEFAULT_SETTINGS, string[]][] = [];

beforeAll(async () => {
  // Its own request context: the browser contexts of each test are closed after it.
  restore = await request.newContext({ baseURL: baseUrl() });
  await adminApi(restore);
});
afterEach(async () => {
  while (toReset.length) {
    const [group, keys] = toReset.pop()!;
    await resetSettings(group, keys);
  }
});

async function saveSettings(page: Page, formName: string) {
  await page.getByRole('form', { name: formName }).getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(page, ADMIN_MESSAGES.settingsSaved);
}

describe('access', () => {
  it('shows the admin login to visitors, signs in, redirects unknown paths and logs out', async () => {
    const { page } = await newPage();
    await page.goto('/admin/users');
    const form = page.getByRole('form', { name: 'Admin Login' });
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    await expectNoA11yViolations(page);
    // Both fields are required.
    await form.getByRole('button', { name: 'Login' }).click();
    await form.getByText(ADMIN_MESSAGES.emailRequired).waitFor();
    await form.getByText(ADMIN_MESSAGES.passwordRequired).waitFor();
    // A wrong password, and a real account that is not an administrator, get the same answer.
    const user = await registerViaApi((await newPage()).context);
    for (const [email, password] of [
      [ADMIN.email, 'wrong-password'],
      [user.email, user.password],
    ]) {
      await form.getByLabel('Email').fill(email!);
      await form.getByLabel('Password', { exact: true }).fill(password!);
      await form.getByRole('button', { name: 'Login' }).click();
      await expectToast(page, ADMIN_MESSAGES.invalidCredentials);
      await form.getByRole('alert').filter({ hasText: ADMIN_MESSAGES.invalidCredentials }).waitFor();
    }
    await form.getByLabel('Email').fill(ADMIN.email);
    await form.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await form.getByRole('button', { name: 'Login' }).click();
    await expectToast(page, ADMIN_MESSAGES.loginSuccessful);
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Administration' });
    for (const label of [
      'Admin Dashboard',
      'Users',
      'Documents',
      'Clients',
      'API Keys',
      'Webhooks',
      'Logs',
      'Settings',
    ])
      await nav.getByRole('link', { name: label, exact: true }).waitFor();

    await page.goto('/admin/no-such-screen');
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();

    await nav.getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, ADMIN_MESSAGES.loggedOut);
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    expect((await page.context().cookies()).find((c) => c.name === 'signet_session')).toBeUndefined();
  });

  it('shows a signed-in user who is not an administrator the not-found screen', async () => {
    const { context, page } = await newPage();
    await registerViaApi(context);
    await page.goto('/admin/settings');
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect((await context.request.get('/api/admin/settings')).status()).toBe(404);
  });
});

describe('screens with real data', () => {
  it('dashboard, users, documents and clients show what was just created', async () => {
    const owner = await newPage();
    const user = await registerViaApi(owner.context, newUser('dash'));
    await uploadViaApi(owner.context, `Lease ${user.id.slice(-6)}`, 'nda');

    const { page } = await adminPage();
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    for (const label of ['Total Users', 'Total Documents', 'Signed Today', 'Active Requests'])
      await page.getByText(label, { exact: true }).waitFor();
    await page
      .getByText(`uploaded "Lease ${user.id.slice(-6)}"`)
      .first()
      .waitFor();
    for (const name of [
      'API Status',
      'Document Processing',
      'Email Service',
      'Storage Service',
      'Authentication',
    ])
      await page.getByText(name, { exact: true }).waitFor();
    await expectNoA11yViolations(page);

    await page.goto(`/admin/users?q=${encodeURIComponent(user.email)}`);
    const row = page.getByRole('row').filter({ hasText: user.email });
    await row.waitFor();
    await row.getByText('Active').waitFor();
    await row.getByText('1 / 5').waitFor();
    await expectNoA11yViolations(page);
    await page.goto('/admin/users?q=nobody-matches-this');
    await page.getByText(ADMIN_MESSAGES.noUsers).waitFor();

    await page.goto(`/admin/documents?q=${encodeURIComponent(`Lease ${user.id.slice(-6)}`)}`);
    const docRow = page.getByRole('row').filter({ hasText: `Lease ${user.id.slice(-6)}` });
    await docRow.getByText(user.email).waitFor();
    await docRow.getByText('NDA').waitFor();
    await expectNoA11yViolations(page);

    await page.goto(`/admin/clients?q=${encodeURIComponent(user.email)}`);
    const clientRow = page.getByRole('row').filter({ hasText: user.name });
    await clientRow.getByText('1', { exact: true }).first().waitFor();
    await expectNoA11yViolations(page);
    await clientRow.getByRole('button', { name: /Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'View Documents' }).click();
    await page.waitForURL(/\/admin\/documents\?organisationId=/);
    await page
      .getByRole('row')
      .filter({ hasText: `Lease ${user.id.slice(-6)}` })
      .waitFor();
  });

  it('exports the users CSV with the spec’s columns', async () => {
    const owner = await newPage();
    const user = await registerViaApi(owner.context, newUser('csv'));
    const { page } = await adminPage();
    await page.goto(`/admin/users?q=${encodeURIComponent(user.email)}`);
    await page.getByRole('row').filter({ hasText: user.email }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Users' }).click(),
    ]);
    await expectToast(page, ADMIN_MESSAGES.usersExported);
    expect(download.suggestedFilename()).toMatch(/users\.csv$/);
    const csv = (await fs.readFile((await download.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe(USER_EXPORT_COLUMNS.join(','));
    expect(csv[1]).toContain(`${user.name},${user.email},Active,Free,0,0,5,`);
  });

  it('lists API keys and webhooks, tests and deletes a webhook', async () => {
    // A local receiver: the administrator lets webhooks reach private addresses for this test.
    const received: string[] = [];
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(body);
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(receiver.address() as net.AddressInfo).port}/hook`;
    toReset.push(['platform', ['allowPrivateWebhookTargets']]);
    await restore!.patch('/api/admin/settings/platform', {
      data: { allowPrivateWebhookTargets: true },
      headers: { origin: baseUrl() },
    });
    try {
      const owner = await newPage();
      const user = await registerViaApi(owner.context, newUser('keys'));
      await restore!.put(`/api/admin/users/${user.id}/plan`, {
        data: { plan: 'vip' },
        headers: { origin: baseUrl() },
      });
      const created = await restore!.post('/api/admin/api-keys', {
        data: { ownerId: user.id, name: `Key of ${user.name}` },
        headers: { origin: baseUrl() },
      });
      expect(created.status()).toBe(201);

      const { page } = await adminPage();
      await page.goto(`/admin/api-keys?q=${encodeURIComponent(user.email)}`);
      const keyRow = page.getByRole('row').filter({ hasText: `Key of ${user.name}` });
      await keyRow.getByText('Active').waitFor();
      await expectNoA11yViolations(page);

      // Regenerate: the new key is shown once and works; the old one stops at once.
      const oldKey = ((await created.json()) as { key: string }).key;
      await keyRow.getByRole('button', { name: `Regenerate Key of ${user.name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Regenerate API key' });
      await dialog.getByText(user.email).waitFor();
      await dialog.getByRole('button', { name: 'Regenerate' }).click();
      await expectToast(page, 'API key regenerated');
      const newKey = (await dialog.getByLabel('New API key').textContent())!.trim();
      expect(newKey).not.toBe(oldKey);
      await expectNoA11yViolations(page);
      const apiCall = (key: string) =>
        owner.context.request.get('/api/v1/documents', { headers: { authorization: `Bearer ${key}` } });
      expect((await apiCall(oldKey)).status()).toBe(401);
      expect((await apiCall(newKey)).status()).toBe(200);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect.poll(() => dialog.count()).toBe(0);

      await keyRow.getByRole('button', { name: 'Revoke Key' }).click();
      await expectToast(page, 'API key revoked successfully');
      await page.getByRole('tab', { name: 'Active', exact: true }).click();
      await page.getByText(ADMIN_MESSAGES.noApiKeys).waitFor();

      await page.goto('/admin/webhooks');
      await page.getByRole('button', { name: 'New Webhook' }).click();
      const form = page.getByRole('form', { name: 'New Webhook' });
      expect(await form.getByRole('button', { name: 'Create webhook' }).isDisabled()).toBe(true);
      await form.getByLabel(/Search for the owner/).fill(user.email);
      await form.getByRole('radio', { name: new RegExp(user.name) }).check();
      await form.getByLabel('URL', { exact: true }).fill(hookUrl);
      await form.getByLabel('Description', { exact: true }).fill(`Hook of ${user.name}`);
      // Tested before it is saved: the URL as typed, for the chosen user.
      await form.getByRole('button', { name: 'Test' }).click();
      await expectToast(page, 'Test webhook sent successfully');
      expect(received.filter((b) => b.includes('"test_event"'))).toHaveLength(1);
      await form.getByRole('button', { name: 'Create webhook' }).click();
      await expectToast(page, 'Webhook created');
      const card = page.getByRole('listitem').filter({ hasText: `Hook of ${user.name}` });
      await card.getByText('Never triggered').waitFor();
      await expectNoA11yViolations(page);
      await card.getByRole('button', { name: 'Test' }).click();
      await expectToast(page, 'Test webhook sent successfully');
      expect(received.filter((b) => b.includes('"test_event"'))).toHaveLength(2);
      await card.getByText(/Last triggered/).waitFor();
      await card.getByRole('button', { name: 'Disable' }).click();
      await expectToast(page, 'Webhook disabled');
      await page.getByRole('tab', { name: 'Active', exact: true }).click();
      await expect.poll(() => card.count()).toBe(0);
      await page.getByRole('tab', { name: 'Inactive', exact: true }).click();
      await card.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText(hookUrl).waitFor();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Webhook deleted');
      await expect.poll(() => card.count()).toBe(0);
    } finally {
      receiver.close();
    }
  });

  it('pages the logs 5 at a time, refreshes and exports them', async () => {
    const { page } = await adminPage();
    // Requests of this test alone are more than 10 log lines.
    for (let i = 0; i < 4; i++) await page.request.get('/api/auth/session');
    await page.goto('/admin/logs');
    await page.getByRole('heading', { level: 1, name: 'System Logs' }).waitFor();
    await page.getByText(/^Showing 1 to 5 of \d+ entries$/).waitFor();
    expect(await page.getByRole('region', { name: 'Logs' }).getByRole('row').count()).toBe(6);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/^Showing 6 to 10 of \d+ entries$/).waitFor();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expectToast(page, ADMIN_MESSAGES.logsRefreshed);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to CSV' }).click(),
    ]);
    await expectToast(page, ADMIN_MESSAGES.logsExported);
    expect(download.suggestedFilename()).toMatch(/logs\.csv$/);
    const csv = await fs.readFile((await download.path())!, 'utf8');
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(LOG_EXPORT_COLUMNS.join(','));
    await page.getByLabel('Search logs').fill('no log line says this');
    await page.getByText(ADMIN_MESSAGES.noLogs).waitFor();
  });
});

describe('users', () => {
  it('suspending a user signs them out in their browser and refuses their sign-in', async () => {
    const userSide = await newPage();
    const user = await registerViaApi(userSide.context, newUser('susp'));
    await userSide.page.goto('/profile');
    await userSide.page.getByRole('heading', { level: 1, name: user.name }).waitFor();

    const { page } = await adminPage();
    await page.goto(`/admin/user/${user.id}`);
    await page.getByRole('heading', { level: 1, name: user.name }).waitFor();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Suspend User' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(/signed out everywhere/).waitFor();
    await dialog.getByRole('button', { name: 'Suspend User' }).click();
    await expectToast(page, ADMIN_MESSAGES.userSuspendedLong);
    await page.getByRole('button', { name: 'Activate User' }).waitFor();

    // The user's open browser is signed out: the next page needs a sign-in, which is refused.
    await userSide.page.reload();
    await userSide.page.waitForURL((url) => url.pathname === '/login');
    const form = userSide.page.getByRole('form', { name: 'Sign In' });
    await form.getByLabel('Email').fill(user.email);
    await form.getByLabel('Password', { exact: true }).fill(user.password);
    await form.getByLabel('Password', { exact: true }).press('Enter');
    await form.getByText(/suspended/).waitFor();
    expect(userSide.page.url()).toContain('/login');

    await page.getByRole('button', { name: 'Activate User' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Activate User' }).click();
    await expectToast(page, ADMIN_MESSAGES.userActivatedLong);
    await page.getByRole('button', { name: 'Upgrade to VIP' }).click();
    await expectToast(page, 'User plan updated to VIP');
    await page.getByRole('button', { name: 'Downgrade to Free' }).click();
    await expectToast(page, 'User plan updated to FREE');
  });

  it('shows User Not Found for an unknown id and goes back to the list', async () => {
    const { page } = await adminPage();
    await page.goto('/admin/user/no-such-user');
    await page.getByRole('heading', { level: 1, name: 'User Not Found' }).waitFor();
    await expectToast(page, ADMIN_MESSAGES.userNotFound);
    await page.waitForURL((url) => url.pathname === '/admin/users');
  });
});

describe('settings take effect', () => {
  it('a maximum upload size of 1 MB refuses a 2 MB file, in the page and on the server', async () => {
    const { page } = await adminPage();
    await page.goto('/admin/settings');
    await expectNoA11yViolations(page);
    toReset.push(['general', ['maxUploadSizeMb']]);
    await page.getByLabel('Max upload size (MB)').fill('1');
    await saveSettings(page, 'General settings');

    const owner = await newPage();
    await registerViaApi(owner.context, newUser('limit'));
    const big = await makePdf(2 * 1024 * 1024);
    await owner.page.goto('/document-upload');
    await owner.page.getByLabel('Choose a document to upload').setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: big,
    });
    await owner.page.getByText(MESSAGES.fileTooLarge(1)).first().waitFor();
    const res = await owner.context.request.post('/api/documents', {
      multipart: { file: { name: 'big.pdf', mimeType: 'application/pdf', buffer: big } },
      headers: { origin: baseUrl() },
    });
    expect(res.status()).toBe(413);
  });

  it('switching the landing page off sends / to the sign-in page', async () => {
    const { page } = await adminPage();
    await page.goto('/admin/settings?tab=auth');
    await expectNoA11yViolations(page);
    toReset.push(['auth', ['enableLandingPage']]);
    await page.getByRole('switch', { name: 'Landing page' }).click();
    await saveSettings(page, 'Landing page and sign-in settings');
    const visitor = await newPage();
    await visitor.page.goto('/');
    await visitor.page.waitForURL((url) => url.pathname === '/login');
  });

  it('the time zone and date format show in an owner’s documents list and document page', async () => {
    const { page } = await adminPage();
    await page.goto('/admin/settings');
    toReset.push(['general', ['timezone', 'dateFormat']]);
    await page.getByLabel('Time zone').selectOption({ label: 'Pacific Time' });
    await page.getByLabel('Date format').selectOption('YYYY-MM-DD');
    await saveSettings(page, 'General settings');

    const owner = await newPage();
    await registerViaApi(owner.context, newUser('dates'));
    const doc = await uploadViaApi(owner.context, 'Dated contract');
    // en-CA writes YYYY-MM-DD; the day is the one in Los Angeles, whatever the machine's zone.
    const day = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Los_Angeles',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(doc.uploadedAt));
    await owner.page.goto('/dashboard');
    await owner.page.getByRole('listitem').filter({ hasText: 'Dated contract' }).getByText(day).waitFor();
    await owner.page.goto(`/document/${doc.id}`);
    await owner.page.getByText(day, { exact: true }).first().waitFor();
  });

  it('the Platform tab lets webhooks target private addresses and sets the log retention', async () => {
    const owner = await newPage();
    await registerViaApi(owner.context, newUser('hooks'));
    const addHook = () =>
      owner.context.request.post('/api/webhooks', {
        data: { url: 'http://10.1.2.3/hook' },
        headers: { origin: baseUrl() },
      });
    const refused = await addHook();
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/private/);

    const { page } = await adminPage();
    await page.goto('/admin/settings?tab=platform');
    await expectNoA11yViolations(page);
    toReset.push(['platform', ['allowPrivateWebhookTargets', 'logRetentionDays']]);
    await page.getByRole('switch', { name: 'Allow webhooks to private addresses' }).click();
    await page.getByLabel('Keep system logs for (days)').fill('90');
    await saveSettings(page, 'Platform settings');
    expect((await addHook()).status()).toBe(201);
    await page.reload();
    await expect.poll(() => page.getByLabel('Keep system logs for (days)').inputValue()).toBe('90');
    expect(
      await page
        .getByRole('switch', { name: 'Allow webhooks to private addresses' })
        .getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('with two-factor sign-in on, an enrolled user must enter the code from their app', async () => {
    const { page } = await adminPage();
    await page.goto('/admin/settings?tab=security');
    await expectNoA11yViolations(page);
    toReset.push(['security', ['enableTwoFactor']]);
    await page.getByRole('switch', { name: 'Two-factor sign-in' }).click();
    await saveSettings(page, 'Security settings');

    const userSide = await newPage();
    const user = await registerViaApi(userSide.context, newUser('totp'));
    const p = userSide.page;
    await p.goto('/profile?tab=security');
    await p.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const secret = (await p.getByTestId('totp-secret').textContent())!.trim();
    await p.getByRole('img', { name: /QR code/ }).waitFor();
    await expectNoA11yViolations(p);
    const enrolStep = Math.floor(Date.now() / 30000);
    await p.getByLabel('Code from the app').fill(totpCode(secret, enrolStep));
    await p.getByRole('button', { name: 'Turn on' }).click();
    await expectToast(p, 'Two-factor sign-in is on');

    await userSide.context.clearCookies();
    await p.goto('/login');
    const form = p.getByRole('form', { name: 'Sign In' });
    await form.getByLabel('Email').fill(user.email);
    await form.getByLabel('Password', { exact: true }).fill(user.password);
    await form.getByLabel('Password', { exact: true }).press('Enter');
    const code = form.getByLabel('Authentication code');
    await code.waitFor();
    // A code signs in once: the step after the one used to enrol (clock drift of one step is allowed).
    await code.fill(totpCode(secret, Math.max(Math.floor(Date.now() / 30000), enrolStep + 1)));
    await code.press('Enter');
    await p.waitForURL((url) => url.pathname === '/dashboard');
  });

  it('password complexity high refuses Password1 at registration', async () => {
    const { page } = await adminPage();
    await page.goto('/admin/settings?tab=security');
    toReset.push(['security', ['passwordComplexity']]);
    await page.getByLabel('Password complexity').selectOption('high');
    await saveSettings(page, 'Security settings');

    const visitor = await newPage();
    const user = newUser('weak');
    await visitor.page.goto('/register');
    const form = visitor.page.getByRole('form', { name: 'Create Account' });
    await form.getByText(PASSWORD_RULES.high.description).waitFor();
    await form.getByLabel('Full name').fill(user.name);
    await form.getByLabel('Email').fill(user.email);
    await form.getByLabel('Password', { exact: true }).fill('Password1');
    await form.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).click();
    await form.getByRole('button', { name: 'Create Account' }).click();
    await form.getByText(`Password too weak. ${PASSWORD_RULES.high.description}`).waitFor();
    // The server says the same to a request that skips the page's check.
    const res = await visitor.context.request.post('/api/auth/register', {
      data: { ...user, password: 'Password1', acceptTerms: true },
      headers: { origin: baseUrl() },
    });
    expect(res.status()).toBe(400);
  });

  it('maintenance mode shows visitors the maintenance page while administrators keep working', async () => {
    const { page } = await adminPage();
    await page.goto('/admin/settings');
    toReset.push(['general', ['enableMaintenance']]);
    await page.getByRole('switch', { name: 'Maintenance mode' }).click();
    await saveSettings(page, 'General settings');
    const visitor = await newPage();
    await visitor.page.goto('/');
    await visitor.page.getByRole('heading', { level: 1, name: 'Down for maintenance' }).waitFor();
    await visitor.page.getByText(ADMIN_MESSAGES.maintenance).waitFor();
    await expectNoA11yViolations(visitor.page);
    expect((await visitor.context.request.get('/api/documents')).status()).toBe(503);
    await page.goto('/admin/users');
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
  });

  it('shows the email settings with the outbox and the dark theme passes axe', async () => {
    const { page } = await adminPage({ colorScheme: 'dark' });
    await page.goto('/admin/settings?tab=email');
    await page.getByRole('heading', { name: 'Outbox' }).waitFor();
    // Registrations in this suite wrote confirmation emails, sent to the e2e setup's SMTP server.
    const outbox = page.getByRole('region', { name: 'Outbox' });
    await outbox.getByText('Sent', { exact: true }).first().waitFor();
    expect(await outbox.getByText('Kept (no SMTP)', { exact: true }).count()).toBe(0);
    await expectNoA11yViolations(page);
    await page.goto('/admin');
    await page.getByText('Email Service', { exact: true }).waitFor();
    await page.getByText('SMTP server reachable, outbox flowing', { exact: true }).waitFor();
    await expectNoA11yViolations(page);
  });
});

describe('one user’s page', () => {
  it('lists the user’s document, API key and monthly history, saves the profile and resets the usage', async () => {
    const userSide = await newPage();
    const user = await registerViaApi(userSide.context, newUser('prof'));
    const docName = `Offer ${user.id.slice(-6)}`;
    await uploadViaApi(userSide.context, docName);
    // API keys need the VIP plan; the administrator makes one for the user.
    const origin = { origin: baseUrl() };
    const plan = await restore!.put(`/api/admin/users/${user.id}/plan`, {
      data: { plan: 'vip' },
      headers: origin,
    });
    expect(plan.status(), await plan.text()).toBe(200);
    const keyName = `Key of ${user.name}`;
    const key = await restore!.post('/api/admin/api-keys', {
      data: { ownerId: user.id, name: keyName },
      headers: origin,
    });
    expect(key.status(), await key.text()).toBe(201);

    const { page } = await adminPage();
    await page.goto(`/admin/user/${user.id}`);
    await page.getByRole('heading', { level: 1, name: user.name }).waitFor();
    const tabs = page.getByRole('tablist', { name: 'User sections' });

    await tabs.getByRole('tab', { name: 'Documents (1)' }).click();
    const docRow = page
      .getByRole('region', { name: `Documents of ${user.name}` })
      .getByRole('row')
      .filter({ hasText: docName });
    await docRow.getByText('Draft', { exact: true }).waitFor();
    await docRow.getByText(/\d KB$/).waitFor();
    await expectNoA11yViolations(page);

    await tabs.getByRole('tab', { name: 'API Keys (1)' }).click();
    const keyRow = page
      .getByRole('region', { name: `API keys of ${user.name}` })
      .getByRole('row')
      .filter({ hasText: keyName });
    await keyRow.getByText('Active', { exact: true }).waitFor();
    await keyRow.getByText('Never', { exact: true }).waitFor();
    await expectNoA11yViolations(page);

    // Six months, this one last with the document just uploaded.
    await tabs.getByRole('tab', { name: 'Usage' }).click();
    const months = page.getByRole('list', { name: 'Documents per month' }).getByRole('listitem');
    await expect.poll(() => months.count()).toBe(6);
    const thisMonth = new Date().toLocaleDateString('en-US', {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect((await months.last().innerText()).replace(/\s+/g, ' ').trim()).toBe(`1 ${thisMonth}`);
    await page.getByText('1 / ∞ documents').waitFor();
    await expectNoA11yViolations(page);

    // Save Changes: name, phone, company and a monthly limit of 3 are stored (a reload shows them)
    // and the user sees them in their own profile.
    await tabs.getByRole('tab', { name: 'Profile' }).click();
    const form = page.getByRole('form', { name: 'User details' });
    const renamed = `${user.name} Renamed`;
    await form.getByLabel('Full name').fill(renamed);
    await form.getByLabel('Phone').fill('+44 20 7946 0958');
    await form.getByLabel('Company').fill(`Renamed Ltd ${user.id.slice(-6)}`);
    await form.getByLabel('Monthly limit').fill('3');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, ADMIN_MESSAGES.userSaved);
    await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
    expect(await form.getByLabel('Full name').inputValue()).toBe(renamed);
    expect(await form.getByLabel('Phone').inputValue()).toBe('+44 20 7946 0958');
    expect(await form.getByLabel('Company').inputValue()).toBe(`Renamed Ltd ${user.id.slice(-6)}`);
    expect(await form.getByLabel('Monthly limit').inputValue()).toBe('3');
    await userSide.page.goto('/profile');
    await userSide.page.getByRole('heading', { level: 1, name: renamed }).waitFor();
    await userSide.page.getByRole('progressbar', { name: '1 of 3 documents used this month' }).waitFor();

    // Reset Monthly Usage: this month counts from now (0 of 3); the history still shows the upload.
    await tabs.getByRole('tab', { name: 'Usage' }).click();
    await page.getByText('1 / 3 documents').waitFor();
    await page.getByRole('button', { name: 'Reset Monthly Usage' }).click();
    await expectToast(page, ADMIN_MESSAGES.usageReset);
    await page.getByText('0 / 3 documents').waitFor();
    await page.getByRole('img', { name: '0% of the monthly limit used' }).waitFor();
    expect((await months.last().innerText()).replace(/\s+/g, ' ').trim()).toBe(`1 ${thisMonth}`);
    await userSide.page.reload();
    await userSide.page.getByRole('progressbar', { name: '0 of 3 documents used this month' }).waitFor();
  });

  it('Delete User, once confirmed, removes the account with its documents and its sign-in', async () => {
    const userSide = await newPage();
    const user = await registerViaApi(userSide.context, newUser('gone'));
    const docName = `Will ${user.id.slice(-6)}`;
    const doc = await uploadViaApi(userSide.context, docName);

    const { page } = await adminPage();
    await page.goto(`/admin/documents?q=${encodeURIComponent(docName)}`);
    await page.getByRole('row').filter({ hasText: docName }).getByText(user.email).waitFor();
    await page.goto(`/admin/user/${user.id}`);
    await page.getByRole('heading', { level: 1, name: user.name }).waitFor();
    await page.getByRole('button', { name: 'Delete User' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete User' });
    await dialog.getByText(/all of their 1 document\(s\)/).waitFor();
    await expectNoA11yViolations(page);
    // Cancel keeps everything.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await restore!.get(`/api/admin/users/${user.id}`)).status()).toBe(200);

    await page.getByRole('button', { name: 'Delete User' }).click();
    await dialog.getByRole('button', { name: 'Delete User' }).click();
    await expectToast(page, ADMIN_MESSAGES.userDeleted);
    await page.waitForURL((url) => url.pathname === '/admin/users');

    await page.goto(`/admin/users?q=${encodeURIComponent(user.email)}`);
    await page.getByText(ADMIN_MESSAGES.noUsers).waitFor();
    await page.goto(`/admin/documents?q=${encodeURIComponent(docName)}`);
    await page.getByText(ADMIN_MESSAGES.noDocuments).waitFor();
    expect((await restore!.get(`/api/admin/documents/${doc.id}/file`)).status()).toBe(404);
    await page.goto(`/admin/user/${user.id}`);
    await page.getByRole('heading', { level: 1, name: 'User Not Found' }).waitFor();

    // Their browser is signed out, and their email and password no longer sign in.
    await userSide.page.goto('/dashboard');
    await userSide.page.waitForURL((url) => url.pathname === '/login');
    const signIn = userSide.page.getByRole('form', { name: 'Sign In' });
    await signIn.getByLabel('Email').fill(user.email);
    await signIn.getByLabel('Password', { exact: true }).fill(user.password);
    await signIn.getByLabel('Password', { exact: true }).press('Enter');
    await signIn.getByText('Invalid email or password.').waitFor();
    expect(userSide.page.url()).toContain('/login');
  });
});

describe('settings: email', () => {
  it('Send test email reaches the SMTP server, and the outbox shows it Sent', async () => {
    const { page } = await adminPage();
    await page.goto('/admin/settings?tab=email');
    const form = page.getByRole('form', { name: 'Send test email' });
    // Addressed to the administrator unless changed.
    await expect.poll(() => form.getByLabel('Send to').inputValue()).toBe(ADMIN.email);
    const to = `smtp-check-${Date.now().toString(36)}@example.com`;
    await form.getByLabel('Send to').fill(to);
    await form.getByRole('button', { name: 'Send test email' }).click();
    await expectToast(page, ADMIN_MESSAGES.testEmailQueued(to));
    const mail = await waitForMail(to);
    expect(mail.subject).toBe(`${DEFAULT_SETTINGS.general.siteName} test email`);
    expect(mail.text).toContain('sent this test message from the administrator settings');
    // The outbox refreshes by itself.
    const row = page.getByRole('region', { name: 'Outbox' }).getByRole('row').filter({ hasText: to });
    await row.getByText('Sent', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await row.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await expectNoA11yViolations(page);
  });

  it('a message the SMTP server refused shows Failed with its error, and Retry sends it again', async () => {
    // The administrator's own SMTP server (SMTP host and port in the settings): it refuses one
    // recipient until told otherwise, and notes when each attempt for that recipient arrived.
    const bounced = `bounce-${Date.now().toString(36)}@example.com`;
    const refused: number[] = [];
    const delivered: number[] = [];
    let refusing = true;
    const smtp = await startSmtpReceiver(
      (message) => {
        if (message.to.some((to) => to.toLowerCase() === bounced)) delivered.push(Date.now());
      },
      {
        refuse(address) {
          if (!refusing || address.toLowerCase() !== bounced) return undefined;
          refused.push(Date.now());
          return 'Mailbox unavailable (e2e)';
        },
      },
    );
    try {
      const port = new URL(smtp.url).port;
      const { page } = await adminPage();
      await page.goto('/admin/settings?tab=email');
      const settings = page.getByRole('form', { name: 'Email settings' });
      await settings.getByLabel('SMTP host').fill('127.0.0.1');
      await settings.getByLabel('SMTP port').fill(port);
      await saveSettings(page, 'Email settings');

      const form = page.getByRole('form', { name: 'Send test email' });
      await form.getByLabel('Send to').fill(bounced);
      await form.getByRole('button', { name: 'Send test email' }).click();
      await expectToast(page, ADMIN_MESSAGES.testEmailQueued(bounced));

      // The first attempt is refused; the message is marked failed. Filtering the outbox on Failed
      // lists it with the server's answer.
      await vi.waitFor(
        async () => {
          const res = await restore!.get('/api/admin/outbox?status=failed');
          const { items } = (await res.json()) as { items: { to: string }[] };
          expect(items.map((m) => m.to)).toContain(bounced);
        },
        { timeout: 20_000, interval: 100 },
      );
      await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Failed' });
      const row = page.getByRole('region', { name: 'Outbox' }).getByRole('row').filter({ hasText: bounced });
      await row.getByText('Failed', { exact: true }).waitFor();
      await row.getByText(/Mailbox unavailable \(e2e\)/).waitFor();
      await expectNoA11yViolations(page);

      // The send job tries again by itself 4 to 6 s after a failure, then 8 to 12 s after the
      // second. Once the second has been refused the server accepts: a delivery within 8 s of it
      // can only come from Retry.
      await vi.waitFor(() => expect(refused.length).toBeGreaterThanOrEqual(2), {
        timeout: 20_000,
        interval: 20,
      });
      refusing = false;
      const secondFailure = refused[1]!;
      await row.getByRole('button', { name: 'Retry' }).click();
      await expectToast(page, ADMIN_MESSAGES.mailRetried);
      await vi.waitFor(() => expect(delivered.length).toBe(1), { timeout: 20_000, interval: 20 });
      expect(delivered[0]! - secondFailure).toBeLessThan(8000);
      // No longer failed: the Sent filter lists it, after three attempts.
      await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(0);
      await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Sent' });
      await row.getByText('Sent', { exact: true }).waitFor({ timeout: 20_000 });
      await row.getByText('×3').waitFor();
      expect(await row.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    } finally {
      // Back to the e2e setup's SMTP server before this one closes, so no other message fails.
      await resetSettings('email', ['smtpHost', 'smtpPort']);
      await smtp.close();
    }
  });
});

describe('settings: security', () => {
  it('with the captcha on, the sign-in, registration and admin forms solve it, and sign-in works', async () => {
    const userSide = await newPage();
    const user = await registerViaApi(userSide.context, newUser('robot'));
    await userSide.context.clearCookies();

    const { page } = await adminPage();
    await page.goto('/admin/settings?tab=security');
    toReset.push(['security', ['enableCaptcha']]);
    const captchaSwitch = page.getByRole('switch', { name: 'Captcha on sign-in and registration' });
    await captchaSwitch.click();
    await saveSettings(page, 'Security settings');

    // The server wants a solution: a sign-in without one is refused.
    const bare = await userSide.context.request.post('/api/auth/login', {
      data: { email: user.email, password: user.password },
      headers: { origin: baseUrl() },
    });
    expect(bare.status()).toBe(400);
    expect(((await bare.json()) as { error: { message: string } }).error.message).toBe(
      CAPTCHA_MESSAGES.required,
    );

    const p = userSide.page;
    await p.goto('/register');
    await p
      .getByRole('form', { name: 'Create Account' })
      .getByRole('status')
      .filter({ hasText: 'You are verified as human.' })
      .waitFor();
    await expectNoA11yViolations(p);

    await p.goto('/login');
    const form = p.getByRole('form', { name: 'Sign In' });
    await form.getByRole('status').filter({ hasText: 'You are verified as human.' }).waitFor();
    await expectNoA11yViolations(p);
    await form.getByLabel('Email').fill(user.email);
    await form.getByLabel('Password', { exact: true }).fill(user.password);
    await form.getByLabel('Password', { exact: true }).press('Enter');
    await p.waitForURL((url) => url.pathname === '/dashboard');

    // The administrator login has it too, and still lets the administrator in.
    const visitor = await newPage();
    await visitor.page.goto('/admin/users');
    const adminForm = visitor.page.getByRole('form', { name: 'Admin Login' });
    await adminForm.getByRole('status').filter({ hasText: 'You are verified as human.' }).waitFor();
    await adminForm.getByLabel('Email').fill(ADMIN.email);
    await adminForm.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await adminForm.getByRole('button', { name: 'Login' }).click();
    await expectToast(visitor.page, ADMIN_MESSAGES.loginSuccessful);
    await visitor.page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();

    // Switched off again, the sign-in form has no check and the server none either.
    await captchaSwitch.click();
    await saveSettings(page, 'Security settings');
    await p.context().clearCookies();
    const [settings] = await Promise.all([
      p.waitForResponse((r) => r.url().endsWith('/api/settings/public')),
      p.goto('/login'),
    ]);
    expect(((await settings.json()) as { captcha: boolean }).captcha).toBe(false);
    await form.getByLabel('Email').waitFor();
    expect(await form.getByRole('status').count()).toBe(0);
    const again = await p.context().request.post('/api/auth/login', {
      data: { email: user.email, password: user.password },
      headers: { origin: baseUrl() },
    });
    expect(again.status()).toBe(200);
  });

  it('installs an uploaded PKCS#12 certificate and goes back to the generated one', async () => {
    const generated = (
      (await (await restore!.get('/api/admin/certificate')).json()) as {
        certificate: { subject: string; fingerprintSha256: string; uploaded: boolean };
      }
    ).certificate;
    expect(generated.uploaded).toBe(false);
    const commonName = `Signet E2E Seal ${Date.now().toString(36)}`;
    const password = 'p12-Password-1';
    const p12 = selfSignedP12(password, 365, commonName);
    // The SHA-256 fingerprint of the certificate inside the file, as the page shows it.
    const bags = forge.pkcs12
      .pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), password)
      .getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!]!;
    const der = Buffer.from(
      forge.asn1.toDer(forge.pki.certificateToAsn1(bags[0]!.cert!)).getBytes(),
      'binary',
    );
    const fingerprint = crypto.createHash('sha256').update(der).digest('hex').match(/.{2}/g)!.join(':');

    const { page } = await adminPage();
    try {
      await page.goto('/admin/settings?tab=security');
      const subject = page.locator('dd').filter({ hasText: generated.subject });
      await subject.getByText('Generated by Signet').waitFor();
      const upload = page.getByRole('form', { name: 'Upload a signing certificate' });
      const choose = async () =>
        upload.getByLabel('PKCS#12 file (.p12, .pfx)').setInputFiles({
          name: 'seal.p12',
          mimeType: 'application/x-pkcs12',
          buffer: p12,
        });

      // A wrong password is refused and changes nothing.
      await choose();
      await upload.getByLabel('File password', { exact: true }).fill('not-the-password');
      await upload.getByRole('button', { name: 'Install' }).click();
      await expectToast(page, /This certificate cannot be used/);
      await subject.getByText('Generated by Signet').waitFor();

      await upload.getByLabel('File password', { exact: true }).fill(password);
      await upload.getByRole('button', { name: 'Install' }).click();
      await expectToast(page, ADMIN_MESSAGES.certificateInstalled);
      const installed = page.locator('dd').filter({ hasText: `CN=${commonName}` });
      await installed.getByText('Uploaded PKCS#12').waitFor();
      await page.getByText(fingerprint, { exact: true }).waitFor();
      expect(await upload.getByLabel('File password', { exact: true }).inputValue()).toBe('');
      await expectNoA11yViolations(page);
      // It stays after a reload (kept on the server, not in the page).
      await page.reload();
      await installed.getByText('Uploaded PKCS#12').waitFor();

      await page.getByRole('button', { name: 'Use the generated certificate again' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Remove the uploaded certificate' });
      await dialog.getByRole('button', { name: 'Remove' }).click();
      await expectToast(page, ADMIN_MESSAGES.certificateReset);
      await subject.getByText('Generated by Signet').waitFor();
      await page.getByText(generated.fingerprintSha256.match(/.{2}/g)!.join(':'), { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Use the generated certificate again' }).count()).toBe(0);
    } finally {
      const now = (await (await restore!.get('/api/admin/certificate')).json()) as {
        certificate: { uploaded: boolean };
      };
      if (now.certificate.uploaded)
        await restore!.delete('/api/admin/certificate', { headers: { origin: baseUrl() } });
    }
  });
});

describe('settings: landing page and sign-in', () => {
  it('the Google button shows on /login with a client id, secret and the switch on, and hides when off', async () => {
    const { page } = await adminPage();
    await page.goto('/admin/settings?tab=auth');
    toReset.push(['auth', ['enableGoogleLogin', 'googleClientId', 'googleClientSecret']]);
    const clientId = `e2e-${Date.now().toString(36)}.apps.googleusercontent.com`;
    const google = page.getByRole('group', { name: 'Google sign-in' });
    await google.getByRole('switch', { name: 'Enable Google login' }).click();
    await google.getByLabel('Client ID', { exact: true }).fill(clientId);
    await google.getByLabel('Client secret', { exact: true }).fill('e2e-google-secret');
    await saveSettings(page, 'Landing page and sign-in settings');

    const visitor = await newPage();
    // Google itself is not reached: the browser's request to it is answered here.
    await visitor.context.route('https://accounts.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Google</title><h1>Google</h1>' }),
    );
    await visitor.page.goto('/login');
    const button = visitor.page.getByRole('link', { name: 'Google', exact: true });
    await button.waitFor();
    expect(await visitor.page.getByRole('link', { name: 'Facebook', exact: true }).count()).toBe(0);
    await expectNoA11yViolations(visitor.page);
    await button.click();
    await visitor.page.waitForURL((url) => url.hostname === 'accounts.google.com');
    const url = new URL(visitor.page.url());
    expect(url.searchParams.get('client_id')).toBe(clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${baseUrl()}/api/auth/oauth/google/callback`);

    await google.getByRole('switch', { name: 'Enable Google login' }).click();
    await saveSettings(page, 'Landing page and sign-in settings');
    const [settings] = await Promise.all([
      visitor.page.waitForResponse((r) => r.url().endsWith('/api/settings/public')),
      visitor.page.goto('/login'),
    ]);
    expect(((await settings.json()) as { googleLogin: boolean }).googleLogin).toBe(false);
    await visitor.page.getByRole('form', { name: 'Sign In' }).getByLabel('Email').waitFor();
    expect(await button.count()).toBe(0);
    expect(
      (await visitor.context.request.get('/api/auth/oauth/google/start', { maxRedirects: 0 })).status(),
    ).toBe(404);
  });
});

afterAll(async () => {
  await restore?.dispose();
});
