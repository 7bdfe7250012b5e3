// scripts/api-walkthrough.mjs with SIGNET_SIGN=browser, against the e2e server: an owner on the VIP
// plan (set through the admin API) creates an API key through the API; the script uploads a PDF with
// that key, adds a signer and prints the signing link; a signer opens the link in Chromium, draws a
// signature, places it and completes signing; the script sees the document completed and sealed,
// downloads the sealed PDF and exits 0. The file it wrote is the sealed PDF the server recorded, and
// pdftoppm shows the signature where it was placed. (The default mode, where the script signs
// through the API itself, is tested in test/public-api.test.ts.)
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { request, type APIRequestContext } from 'playwright-core';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import type { DocumentDto } from '../src/shared/documents';
import { SIGNING_TEXTS } from '../src/shared/messages';
import { baseUrl, expectNoA11yViolations, newPage } from './support/browser';
import { clickPage, completeSigning, drawSignature, expectSignatureAt, pickerPage } from './support/signing';

const root = fileURLToPath(new URL('..', import.meta.url));
const ADMIN = inject('admin');
const PASSWORD = 'Signet-Test-1';

const apis: APIRequestContext[] = [];
afterAll(async () => {
  await Promise.all(apis.map((a) => a.dispose()));
});

async function apiContext(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } });
  apis.push(api);
  return api;
}

/** An owner registered through the API and put on the VIP plan (API access) by the administrator. */
async function vipOwner(): Promise<{ api: APIRequestContext; email: string }> {
  const api = await apiContext();
  const email = `walk-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const res = await api.post('/api/auth/register', {
    data: { name: 'Wanda Walkthrough', email, password: PASSWORD, acceptTerms: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { user } = (await res.json()) as { user: { id: string } };

  const admin = await apiContext();
  const login = await admin.post('/api/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password, scope: 'admin' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const plan = await admin.put(`/api/admin/users/${user.id}/plan`, { data: { plan: 'vip' } });
  expect(plan.status(), await plan.text()).toBe(200);
  return { api, email };
}

async function makePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  page.drawText('Walkthrough agreement', { x: 72, y: 720, size: 18, font });
  page.drawText('Signed in a browser, sealed by the server, fetched by the script.', {
    x: 72,
    y: 690,
    size: 11,
    font,
  });
  return Buffer.from(await pdf.save());
}

describe('scripts/api-walkthrough.mjs with SIGNET_SIGN=browser', () => {
  it(
    'prints the signing link, waits while the signer signs in Chromium, then downloads the sealed PDF',
    { timeout: 150_000 },
    async () => {
      const { api, email } = await vipOwner();
      const created = await api.post('/api/api-keys', { data: { name: 'Walkthrough' } });
      expect(created.status(), await created.text()).toBe(201);
      const { key } = (await created.json()) as { key: string };

      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signet-e2e-walkthrough-'));
      const original = await makePdf();
      const input = path.join(dir, 'Walkthrough agreement.pdf');
      const output = path.join(dir, 'sealed.pdf');
      fs.writeFileSync(input, original);

      const child = spawn(process.execPath, ['scripts/api-walkthrough.mjs', input, output], {
        cwd: root,
        env: {
          ...process.env,
          SIGNET_URL: baseUrl(),
          SIGNET_API_KEY: key,
          SIGNET_SIGN: 'browser',
          SIGNET_WAIT_MS: '90000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
      child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
      const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
      try {
        // The link, on a line of its own, while the script keeps running.
        const link = await vi.waitFor(
          () => {
            if (child.exitCode !== null) throw new Error(`the script exited early:\n${stdout}\n${stderr}`);
            const found = stdout.match(/^Open this link to sign: (\S+)$/m)?.[1];
            if (!found) throw new Error(`no signing link printed yet:\n${stdout}\n${stderr}`);
            return found;
          },
          { timeout: 30_000, interval: 100 },
        );
        expect(stdout).toContain(`as ${email}`);
        expect(new URL(link).origin).toBe(baseUrl());
        const [, , documentId] = new URL(link).pathname.split('/');
        // Nobody has signed: the script waits, the document is pending.
        expect(child.exitCode).toBeNull();
        const pending = (await (await api.get(`/api/documents/${documentId}`)).json()) as {
          document: DocumentDto;
        };
        expect(pending.document.status).toBe('pending');

        // The signer, in Chromium: draw, place on the page, Complete Signing.
        const { page } = await newPage();
        await page.goto(link);
        await page.getByRole('heading', { level: 1, name: 'Walkthrough agreement' }).waitFor();
        await page.getByText('Signing as Sam Signer').waitFor();
        await page.locator('[data-page-index="0"][data-rendered]').waitFor();
        await expectNoA11yViolations(page);
        await page.getByRole('button', { name: 'Sign Document' }).click();
        await page.getByRole('dialog', { name: 'Create Your Signature' }).waitFor();
        await drawSignature(page);
        await page.getByRole('button', { name: 'Continue' }).click();
        const picker = page.getByRole('dialog', { name: 'Place your signature' });
        await picker.getByText('Page 1 of 1').waitFor();
        await pickerPage(page, 0).and(page.locator('[data-rendered]')).waitFor();
        await clickPage(page, 0, 0.4, 0.55);
        await picker.getByTestId('signature-overlay').waitFor();
        const placement = await completeSigning(page, `/api/sign/${documentId}/`);
        await page.getByRole('heading', { name: SIGNING_TEXTS.signedSuccessfully }).waitFor();

        // The script sees the seal, downloads the sealed PDF and exits 0.
        const code = await Promise.race([
          exited,
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error(`the script did not exit:\n${stdout}\n${stderr}`)), 60_000),
          ),
        ]);
        expect(code, `${stdout}\n${stderr}`).toBe(0);
        expect(stdout).toContain(`Downloaded the sealed PDF to ${output}`);
        const summary = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
          documentId: string;
          bytes: number;
        };
        expect(summary.documentId).toBe(documentId);

        const sealed = fs.readFileSync(output);
        expect(sealed.length).toBe(summary.bytes);
        expect(sealed.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(sealed.length).toBeGreaterThan(original.length);
        expect(sealed.includes(Buffer.from('/ByteRange'))).toBe(true);
        // The very file the server sealed for this document, with the browser's signature in place.
        const done = (await (await api.get(`/api/documents/${documentId}`)).json()) as {
          document: DocumentDto;
        };
        expect(done.document.status).toBe('completed');
        expect(crypto.createHash('sha256').update(sealed).digest('hex')).toBe(done.document.sealedSha256);
        await expectSignatureAt(original, sealed, placement);
      } finally {
        if (child.exitCode === null) child.kill('SIGTERM');
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
