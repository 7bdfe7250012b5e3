// The public verification page in Chromium: a document this Signet sealed is recognised (name,
// signers, every signature valid), the same file with one byte changed or with content appended is
// reported as modified, and an unsigned PDF as carrying no signature; axe on each result.
import { PDFDocument } from 'pdf-lib';
import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { baseUrl, closeBrowser, expectNoA11yViolations, newPage } from './support/browser';
import { signatureDataUrl } from './support/signing';

afterAll(closeBrowser);

let sealed: Buffer;
let documentName: string;

/** A document sealed through the API: uploaded, signed by its owner, finished, then downloaded. */
async function sealedDocument(api: APIRequestContext): Promise<Buffer> {
  const email = `verify-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const origin = { origin: baseUrl() };
  const reg = await api.post('/api/auth/register', {
    data: { name: 'Vera Verifier', email, password: 'Signet-Test-1', acceptTerms: true },
    headers: origin,
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]).drawText('Services agreement', { x: 72, y: 700, size: 20 });
  documentName = `Agreement ${Date.now().toString(36)}`;
  const up = await api.post('/api/documents', {
    multipart: {
      file: {
        name: `${documentName}.pdf`,
        mimeType: 'application/pdf',
        buffer: Buffer.from(await pdf.save()),
      },
    },
    headers: origin,
  });
  expect(up.status(), await up.text()).toBe(201);
  const id = ((await up.json()) as { document: { id: string } }).document.id;
  const signed = await api.post(`/api/documents/${id}/sign`, {
    data: {
      image: await signatureDataUrl(),
      type: 'drawn',
      placement: { pageIndex: 0, x: 72, y: 600, width: 120, height: 60 },
    },
    headers: origin,
  });
  expect(signed.status(), await signed.text()).toBe(200);
  expect((await api.post(`/api/documents/${id}/finish`, { headers: origin })).status()).toBe(200);
  await vi.waitFor(
    async () => {
      const doc = (await (await api.get(`/api/documents/${id}`)).json()) as { document: { status: string } };
      if (doc.document.status !== 'completed') throw new Error(`still ${doc.document.status}`);
    },
    { timeout: 30_000, interval: 250 },
  );
  return Buffer.from(await (await api.get(`/api/documents/${id}/file`)).body());
}

async function check(page: Page, name: string, buffer: Buffer) {
  await page.goto('/verify');
  await page.getByRole('heading', { name: 'Verify a document' }).waitFor();
  await page.getByLabel('PDF to verify').setInputFiles({ name, mimeType: 'application/pdf', buffer });
}

beforeAll(async () => {
  const { context } = await newPage();
  sealed = await sealedDocument(context.request);
}, 60_000);

describe('/verify', () => {
  it('recognises a document this Signet sealed, with its signatures', async () => {
    const { page } = await newPage();
    await check(page, 'sealed.pdf', sealed);
    await page.getByRole('heading', { name: 'Genuine and unchanged' }).waitFor();
    await page.getByText(documentName, { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Signatures (2)' }).waitFor();
    expect(await page.getByLabel('Valid', { exact: true }).count()).toBe(2);
    await expectNoA11yViolations(page);
  });

  it('reports one changed byte, and content appended after the seal, as modified', async () => {
    const { page } = await newPage({ colorScheme: 'dark' });
    const flipped = Buffer.from(sealed);
    flipped[200] = flipped[200]! ^ 0x01;
    await check(page, 'flipped.pdf', flipped);
    await page.getByRole('heading', { name: 'This document was modified' }).waitFor();
    await page.getByText(/no longer matches its content/).waitFor();
    await expectNoA11yViolations(page);

    await check(
      page,
      'appended.pdf',
      Buffer.concat([sealed, Buffer.from('\n9 0 obj\n<< /Added true >>\nendobj\n')]),
    );
    await page.getByRole('heading', { name: 'This document was modified' }).waitFor();
    await page.getByText(new RegExp(`changed after this Signet sealed it \\(“${documentName}”\\)`)).waitFor();
  });

  it('says an unsigned PDF carries no signature', async () => {
    const { page } = await newPage();
    const doc = await PDFDocument.create();
    doc.addPage();
    await check(page, 'plain.pdf', Buffer.from(await doc.save()));
    await page.getByRole('heading', { name: 'No digital signature' }).waitFor();
    expect(await page.getByText('This PDF carries no digital signature.').isVisible()).toBe(true);
    await expectNoA11yViolations(page);
  });
});
