// The Developers tab in a real Chromium against its own production server (dist/), because it
// changes instance-wide state: an account on a plan with API access and the administrator's setting
// that allows webhooks to loopback (where the test's receiver listens), both set in its own database
// (the admin screens that set them are tested in admin.e2e.ts). Creating a key (shown once,
// copied, then masked), adding a webhook, Test, the delivery log with Redeliver, and deleting with
// the URL in the confirmation; a document webhook set in Add Signers with its export event; a Free
// account sees why it has no keys; axe on each screen.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { PDFDocument } from 'pdf-lib';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoA11yViolations, newPage } from './support/browser';
import { signatureDataUrl } from './support/signing';
import { freePort } from '../test/helpers/server-process';

const root = fileURLToPath(new URL('..', import.meta.url));
const PASSWORD = 'Signet-Test-1';

let server: ChildProcess;
let base = '';
let dataDir = '';
const received: { url: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({
      url: req.url ?? '',
      headers: req.headers,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
    });
    res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
  });
});
let receiverUrl = '';

async function until<T>(what: string, fn: () => Promise<T | undefined | false>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await fn().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Writes to the server's database what an administrator's screens will set later. */
function asAdministrator(sql: string, ...params: unknown[]): void {
  const db = new Database(path.join(dataDir, 'signet.db'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as net.AddressInfo).port}/signet-events`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signet-e2e-dev-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'STORAGE', 'SMTP_URL', 'WEB_DIST', 'SERVE_WEB']) delete env[name];
  server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  await until('the server', async () => (await fetch(`${base}/api/health`)).ok, 30_000);
  asAdministrator(
    `insert into settings (group_name, value, updated_at, updated_by) values ('platform', ?, ?, null)
     on conflict (group_name) do update set value = excluded.value, updated_at = excluded.updated_at`,
    JSON.stringify({ allowPrivateWebhookTargets: true, logRetentionDays: 30 }),
    new Date().toISOString(),
  );
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn(
  plan: 'free' | 'unlimited',
): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const { context, page } = await newPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  const email = `dev-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const res = await context.request.post(`${base}/api/auth/register`, {
    data: { name: 'Devi Developer', email, password: PASSWORD, acceptTerms: true },
    headers: { origin: base },
  });
  expect(res.status(), await res.text()).toBe(201);
  asAdministrator(`update users set plan = ? where email = ?`, plan, email);
  return { context, page, email };
}

async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  await toast.waitFor();
  await expect.poll(() => toast.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
}

describe('Developers tab', () => {
  it('creates an API key that is shown once, copied, then only masked, and works with the API', async () => {
    const { page } = await signedIn('unlimited');
    await page.goto(`${base}/profile?tab=developers`);
    await page.getByRole('heading', { name: 'API keys', exact: true }).waitFor();
    await page.getByText('No API keys available').waitFor();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Create New Key' }).click();
    const form = page.getByRole('form', { name: 'Create New Key' });
    await form.getByRole('button', { name: 'Create Key' }).click();
    await expectToast(page, 'Please enter a name for the API key');
    await form.getByLabel('Name').fill('CRM sync');
    expect(await form.getByLabel('Environment').inputValue()).toBe('production');
    expect(await form.getByLabel('Expires after').inputValue()).toBe('12');
    expect(await form.getByLabel('Monthly limit').inputValue()).toBe('10000');
    await expectNoA11yViolations(page);
    await form.getByRole('button', { name: 'Create Key' }).click();
    await expectToast(page, 'New API key created successfully');

    const shown = page.getByTestId('new-api-key');
    const key = (await shown.textContent())!.trim();
    expect(key).toMatch(/^sgn_live_[A-Za-z0-9]{43}$/);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Copy API key' }).click();
    await expectToast(page, 'API key copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await page.getByRole('button', { name: 'Done' }).click();

    const list = page.getByRole('list', { name: 'API keys' });
    await list.getByText('CRM sync').waitFor();
    await list.getByText(`${key.slice(0, 10)}••••••••${key.slice(-5)}`).waitFor();
    expect(await page.content()).not.toContain(key);
    await page.reload();
    await list.getByText('CRM sync').waitFor();
    expect(await page.content()).not.toContain(key);

    const me = await fetch(`${base}/api/v1/me`, { headers: { authorization: `Bearer ${key}` } });
    expect(me.status).toBe(200);

    // The API reference the card links to: server-rendered, readable, accessible.
    await page.getByRole('link', { name: 'Read the API reference' }).click();
    await page.getByRole('heading', { level: 1, name: 'Signet API reference' }).waitFor();
    await page.getByText(`curl -s ${base}/api/v1/me`, { exact: false }).first().waitFor();
    await expectNoA11yViolations(page);
    await page.goBack();
    await list.getByText('CRM sync').waitFor();

    // Revoke, then Activate, from the key's menu.
    await page.getByRole('button', { name: 'Actions for CRM sync' }).click();
    await page.getByRole('menuitem', { name: 'Revoke Key' }).click();
    await expectToast(page, 'API key revoked successfully');
    await list.getByText('Revoked').waitFor();
    expect((await fetch(`${base}/api/v1/me`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(
      401,
    );
    await page.getByRole('button', { name: 'Actions for CRM sync' }).click();
    await page.getByRole('menuitem', { name: 'Activate Key' }).click();
    await expectToast(page, 'API key activated successfully');
  });

  it('adds a webhook, tests it, shows the delivery log, redelivers and deletes it', async () => {
    const { page } = await signedIn('unlimited');
    await page.goto(`${base}/profile?tab=developers`);
    await page.getByRole('heading', { name: 'Webhooks', exact: true }).waitFor();
    await page.getByText('No webhooks yet', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'New Webhook' }).click();
    const form = page.getByRole('form', { name: 'Webhook' });
    expect(await form.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    expect(await form.getByRole('button', { name: 'Test' }).isDisabled()).toBe(true);
    await form.getByLabel('Webhook URL').fill('not a url');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Please enter a valid webhook URL');
    // The settings the administrator changed reach the server within a couple of seconds.
    await form.getByLabel('Webhook URL').fill(receiverUrl);
    await form.getByLabel('Description').fill('CRM');
    // The spec's default events are ticked.
    for (const name of ['Document uploaded', 'Document signed', 'Document completed']) {
      expect(await form.getByRole('checkbox', { name: new RegExp(name) }).getAttribute('aria-checked')).toBe(
        'true',
      );
    }
    expect(await form.getByRole('checkbox', { name: /Document viewed/ }).getAttribute('aria-checked')).toBe(
      'false',
    );
    await expectNoA11yViolations(page);
    await until('the webhook to save', async () => {
      await form.getByRole('button', { name: 'Save' }).click();
      await page
        .locator('[data-sonner-toast]')
        .filter({ hasText: /Webhook created|private, loopback/ })
        .first()
        .waitFor();
      if (await form.isVisible()) {
        await page.waitForTimeout(500);
        return false;
      }
      return true;
    });
    await expectToast(page, 'Webhook created');

    const card = page.getByRole('listitem', { name: 'CRM' });
    await card.getByText('Never triggered').waitFor();
    await card.getByText(receiverUrl).waitFor();
    await expectNoA11yViolations(page);

    await card.getByRole('button', { name: 'Test' }).click();
    await expectToast(page, 'Test webhook sent successfully');
    const test = received.at(-1)!;
    expect(test.body).toMatchObject({ event: 'test_event', test: true });
    expect(String(test.headers['signet-signature'])).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    await card.getByText(/^Last triggered/).waitFor();

    await card.getByRole('button', { name: 'Deliveries' }).click();
    const dialog = page.getByRole('dialog', { name: 'CRM deliveries' });
    const log = dialog.getByRole('list', { name: 'Deliveries' });
    await log.getByText('test_event', { exact: true }).waitFor();
    await log.getByText('Delivered', { exact: true }).waitFor();
    await log
      .getByText(/HTTP 200/)
      .first()
      .waitFor();
    await dialog.getByRole('button', { name: 'Reveal Signing secret' }).click();
    await dialog.getByText(/^whsec_/).waitFor();
    await expectNoA11yViolations(page);

    const before = received.length;
    await log.getByRole('button', { name: /^Redeliver test_event/ }).click();
    await expectToast(page, 'Redelivery queued');
    await until('the redelivery', async () => received.length > before);
    expect(received.at(-1)!.headers['signet-delivery']).toBe(test.headers['signet-delivery']);
    await page.keyboard.press('Escape');

    await card.getByRole('button', { name: 'More actions for CRM' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this webhook?' });
    await confirm.getByText(receiverUrl).waitFor();
    await expectNoA11yViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Webhook deleted');
    await page.getByText('No webhooks yet', { exact: false }).waitFor();
  });

  it("sends a document's events to the webhook URL set in Add Signers' options, its export as image too", async () => {
    const { context, page } = await signedIn('free');
    const docHook = receiverUrl.replace('/signet-events', '/document-events');
    const pdf = await PDFDocument.create();
    pdf.addPage([612, 792]);
    const up = await context.request.post(`${base}/api/documents`, {
      multipart: {
        file: { name: 'Hooked.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) },
      },
      headers: { origin: base },
    });
    expect(up.status(), await up.text()).toBe(201);
    const id = ((await up.json()) as { document: { id: string } }).document.id;
    const signed = await context.request.post(`${base}/api/documents/${id}/sign`, {
      data: {
        image: await signatureDataUrl(),
        type: 'drawn',
        placement: { pageIndex: 0, x: 60, y: 700, width: 120, height: 60 },
      },
      headers: { origin: base },
    });
    expect(signed.status(), await signed.text()).toBe(200);

    await page.goto(`${base}/add-signers/${id}`);
    const form = page.getByRole('form', { name: 'Add a signer' });
    await form.getByLabel('Name').fill('Hook Signer');
    await form.getByRole('button', { name: 'Add signer' }).click();
    await page.getByText('Advanced options').click();
    await page.getByLabel('Webhook URL (optional)').fill(docHook);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Document Ready' }).click();
    await page.locator('[data-sonner-toast]').first().waitFor();

    // The signer opens the link: the document's own webhook hears of it.
    const signers = (await (await context.request.get(`${base}/api/documents/${id}/signers`)).json()) as {
      signers: { link: string }[];
    };
    const visitor = await newPage();
    await visitor.page.goto(signers.signers[0]!.link);
    const viewed = await until('document.viewed at the document webhook', async () =>
      received.find((r) => r.url === '/document-events' && r.body.event === 'document.viewed'),
    );
    expect(viewed.body.document_id).toBe(id);
    expect(String(viewed.headers['signet-signature'])).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    // Export as Image in the owner's browser is reported, and delivered the same way.
    await page.goto(`${base}/document/${id}`);
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export as Image' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Hooked.png');
    const exported = await until('document.exported at the document webhook', async () =>
      received.find((r) => r.url === '/document-events' && r.body.event === 'document.exported'),
    );
    expect(exported.body).toMatchObject({ document_id: id, format: 'image' });
  });

  it('tells an account without API access why, with the upgrade action, and still offers webhooks', async () => {
    const { page } = await signedIn('free');
    await page.goto(`${base}/profile?tab=developers`);
    await page.getByText('API access is included in the Unlimited and VIP plans', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Create New Key' }).count()).toBe(0);
    await page.getByRole('button', { name: 'New Webhook' }).waitFor();
    await expectNoA11yViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await page.getByRole('button', { name: 'New Webhook' }).waitFor();
    await expectNoA11yViolations(page);
  });
});
