// The administrator area in a real Chromium: the admin login and the gate, every screen showing data
// made in the test, suspension signing a user out in another browser, settings that take effect
// (upload limit, landing page, two-factor sign-in with a code computed here, password complexity),
// the users CSV, logs 5 a page; axe on every screen. Every setting changed is put back afterwards
// (the other browser test files share this server).
import fs from 'node:fs/promises';
import http from 'node:http';
import type net from 'node:net';
import { request, type APIRequestContext, type BrowserContext, type Page } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { totpCode } from '../src/server/accounts/totp';
import { ADMIN_MESSAGES, LOG_EXPORT_COLUMNS, USER_EXPORT_COLUMNS } from '../src/shared/admin';
import { MESSAGES } from '../src/shared/messages';
import { DEFAULT_SETTINGS, PASSWORD_RULES } from '../src/shared/settings';
import { baseUrl, expectNoA11yViolations, newPage, type NewPageOptions } from './support/browser';

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
  const res = await restore!.patch(`/api/admin/settings/${group}`, {
    data: Object.fromEntries(keys.map((k) => [k, defaults[k]])),
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

afterAll(async () => {
  await restore?.dispose();
});
