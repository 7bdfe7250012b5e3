// Documents in a real Chromium: uploads through the page (PDF, PNG, JPG) with a real progress bar and
// the viewer drawing them, the checks before sending (type by content, size, PIN, no file), the
// Free plan's quota, search and filters, delete with its confirmation, another owner's document,
// download bytes, Export as Image (a zip of PNGs, or one PNG for a one-page document), a 200-page PDF
// drawn lazily, the header bell, the status chips of /documents and /sent, and a landing-page drop
// that continues after registration; axe on every screen (light, and dark on a phone).
//
// Registration is rate-limited per address (20 an hour, shared by the whole e2e run), so three owners
// are shared by the tests, and each has at most the Free plan's five documents.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { request, type APIRequestContext, type BrowserContext, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_MESSAGES } from '../src/shared/documents';
import { DOCUMENT_TEXTS, MESSAGES } from '../src/shared/messages';
import { baseUrl, expectNoA11yViolations, newPage, type NewPageOptions } from './support/browser';
import { signatureDataUrl } from './support/signing';

const PASSWORD = 'Signet-Test-1';
let counter = 0;

interface Owner {
  name: string;
  email: string;
  api: APIRequestContext;
}

const owners: Owner[] = [];
afterAll(async () => {
  await Promise.all(owners.map((o) => o.api.dispose()));
});

/** A new account, registered through the API; `api` carries its session for setup calls. */
async function registerOwner(prefix: string): Promise<Owner> {
  counter += 1;
  const id = `${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}`;
  const owner = { name: `Dana ${prefix} ${counter}`, email: `docs-${prefix}-${id}@example.com` };
  const api = await request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } });
  const res = await api.post('/api/auth/register', {
    data: { ...owner, password: PASSWORD, acceptTerms: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  const result = { ...owner, api };
  owners.push(result);
  return result;
}

let uploads: Owner | undefined;
/** The owner of the upload tests, registered once, whichever test asks first. */
async function uploadsOwner(): Promise<Owner> {
  uploads ??= await registerOwner('upload');
  return uploads;
}

/** A browser page signed in as the owner (the owner's session cookie in a fresh context). */
async function pageAs(
  owner: Owner,
  opts: NewPageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(opts);
  await context.addCookies((await owner.api.storageState()).cookies);
  return { context, page };
}

async function uploadViaApi(owner: Owner, name: string, buffer: Buffer, mimeType = 'application/pdf') {
  // Fields before the file: the server reads the options first.
  const res = await owner.api.post('/api/documents', {
    multipart: { category: 'contract', file: { name, mimeType, buffer } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { document: { id: string; name: string } }).document;
}

/** A PDF with a title on every page; `photoKb` adds a photo-like (incompressible) image to page 1. */
async function makePdf(pages: number, title: string, opts: { photoKb?: number } = {}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([595, 842]);
    page.drawRectangle({ x: 50, y: 640, width: 495, height: 140, color: rgb(0.31, 0.27, 0.9) });
    page.drawText(`${title}, page ${i}`, { x: 60, y: 560, size: 28, font, color: rgb(0, 0, 0) });
  }
  if (opts.photoKb) {
    const side = Math.ceil(Math.sqrt((opts.photoKb * 1024) / 3));
    const noise = crypto.randomBytes(side * side * 3);
    const png = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png()
      .toBuffer();
    doc.getPage(0).drawImage(await doc.embedPng(png), { x: 50, y: 150, width: 300, height: 300 });
  }
  return Buffer.from(await doc.save());
}

function makeImage(format: 'png' | 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width: 640, height: 420, channels: 3, background: '#4f46e5' } }).composite([
    {
      input: Buffer.from(
        '<svg width="640" height="420"><rect x="60" y="60" width="300" height="140" fill="#f59e0b"/></svg>',
      ),
    },
  ]);
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

/** Waits for a toast with this text, fully faded in (so axe does not judge a half-transparent one). */
async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  await toast.waitFor();
  await expect.poll(() => toast.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
}

/** How many pixels of page `index`'s canvas are not white: a drawn page has many. */
async function inkOnPage(page: Page, index: number): Promise<number> {
  const canvas = page.locator(`[data-page-index="${index}"][data-rendered] canvas`);
  await canvas.waitFor();
  return canvas.evaluate((el: HTMLCanvasElement) => {
    const data = el.getContext('2d')!.getImageData(0, 0, el.width, el.height).data;
    let ink = 0;
    for (let i = 0; i < data.length; i += 16) if (data[i]! < 230 || data[i + 1]! < 230) ink++;
    return ink;
  });
}

/** Waits for running transitions to end (a chip just chosen fades to its colours) before axe. */
async function chooseFile(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.getByLabel('Choose a document to upload').setInputFiles({ name, mimeType, buffer });
}

async function documentTotal(owner: Owner): Promise<number> {
  const res = await owner.api.get('/api/documents?pageSize=1');
  return ((await res.json()) as { total: number }).total;
}

describe('upload page and viewer', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await uploadsOwner();
  });

  it('uploads a PDF with a real progress bar, shows it, downloads the same bytes and exports images', async () => {
    const { context, page } = await pageAs(owner);
    const pdf = await makePdf(3, 'Lease agreement', { photoKb: 480 });
    await page.goto('/document-upload');
    await page.getByRole('heading', { level: 1, name: 'Upload Document' }).waitFor();
    await page.getByText(DOCUMENT_TEXTS.availableFor(3)).waitFor();
    await expectNoA11yViolations(page);

    await chooseFile(page, 'Lease agreement.pdf', 'application/pdf', pdf);
    await page.getByText('Lease agreement.pdf').waitFor();
    await page.getByLabel('Document category').selectOption('contract');
    // Slow the upload down so the bar is seen moving with the real bytes.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 160 * 1024,
    });
    await page.getByRole('button', { name: 'Continue' }).click();
    const bar = page.getByRole('progressbar', { name: 'Uploading Lease agreement.pdf' });
    await bar.waitFor();
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    await page.waitForURL(/\/document\/[\w-]+$/);
    await expectToast(page, MESSAGES.fileUploaded);
    await page.getByRole('heading', { level: 1, name: 'Lease agreement' }).waitFor();
    await page.getByText('Page 1 of 3').waitFor();
    expect(await inkOnPage(page, 0)).toBeGreaterThan(1000);
    const info = page.getByRole('region', { name: 'Document Information' });
    await info.getByText('PDF · Contract').waitFor();
    await info.getByText('Draft').waitFor();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await timeline.getByText('Audit trail intact').waitFor();
    await timeline.getByText('Uploaded', { exact: true }).waitFor();
    await expectNoA11yViolations(page);

    // Download Document: the bytes that were uploaded, under the document's name.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      info.getByRole('button', { name: 'Download Document' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Lease agreement.pdf');
    expect(fs.readFileSync((await download.path())!).equals(pdf)).toBe(true);
    await expectToast(page, DOCUMENT_TEXTS.downloaded('Lease agreement.pdf'));
    await timeline.getByText('Downloaded', { exact: true }).waitFor();

    // Once the owner has signed, the header offers Download as PDF and Export as Image (a zip of PNGs).
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const signed = await owner.api.post(`/api/documents/${id}/sign`, {
      data: {
        image: await signatureDataUrl(),
        type: 'drawn',
        placement: { pageIndex: 0, x: 60, y: 700, width: 120, height: 60 },
      },
    });
    expect(signed.status(), await signed.text()).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export as Image' }).click(),
    ]);
    expect(exported.suggestedFilename()).toBe('Lease agreement (images).zip');
    const zip = fs.readFileSync((await exported.path())!);
    expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    expect(zip.toString('latin1')).toContain('Lease agreement - page 3.png');
    await expectToast(page, DOCUMENT_TEXTS.exportedAsImage);
  });

  it('turns a PNG and a JPG into documents whose page the viewer draws', async () => {
    const { page } = await pageAs(owner);
    for (const [name, format, mime] of [
      ['Scanned receipt.png', 'png', 'image/png'],
      ['Signed photo.jpg', 'jpeg', 'image/jpeg'],
    ] as const) {
      await page.goto('/document-upload');
      await chooseFile(page, name, mime, await makeImage(format));
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/document\/[\w-]+$/);
      await page.getByText('Page 1 of 1').waitFor();
      expect(await inkOnPage(page, 0)).toBeGreaterThan(1000);
      await page
        .getByRole('region', { name: 'Document Information' })
        .getByText(`Image (${name.split('.').pop()!.toUpperCase()}, converted to PDF) · Other`)
        .waitFor();
    }
  });

  it('checks the file and the PIN before sending, with the spec texts', async () => {
    const before = await documentTotal(owner);
    // On a phone, with a long file name that must not widen the page.
    const { page } = await pageAs(owner, { viewport: { width: 375, height: 760 } });
    await page.goto('/document-upload');
    await page.getByRole('heading', { level: 1, name: 'Upload Document' }).waitFor();

    await page.getByRole('button', { name: 'Continue' }).click();
    await expectToast(page, MESSAGES.uploadFirst);

    // A program renamed .pdf: the content says what it is.
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(4096, 1)]);
    await chooseFile(page, 'invoice.pdf', 'application/pdf', exe);
    await page.getByText(MESSAGES.unsupportedFileType).first().waitFor();
    await expectToast(page, MESSAGES.unsupportedFileType);

    // 21 MB against the 20 MB limit.
    const big = Buffer.alloc(21 * 1024 * 1024, 0x20);
    big.write('%PDF-1.7\n', 0, 'latin1');
    await chooseFile(page, 'big.pdf', 'application/pdf', big);
    await page.getByText(MESSAGES.fileTooLarge(20)).first().waitFor();

    const longName = 'Offer letter for the senior product designer position, final version.pdf';
    await chooseFile(page, longName, 'application/pdf', await makePdf(1, 'Offer letter'));
    await page.getByText(longName).waitFor();
    await page.getByRole('switch', { name: 'PIN protection' }).click();
    const pin = page.getByLabel('PIN code');
    expect(await pin.getAttribute('inputmode')).toBe('numeric');
    expect(await pin.getAttribute('maxlength')).toBe('8');
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await continueButton.click();
    await page.getByText(PIN_MESSAGES.required).waitFor();
    await pin.fill('123');
    await continueButton.click();
    await page.getByText(PIN_MESSAGES.length).waitFor();
    await pin.fill('12ab');
    await continueButton.click();
    await page.getByText(PIN_MESSAGES.digits).waitFor();
    expect(await pin.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoA11yViolations(page);
    expect(await documentTotal(owner)).toBe(before);
  });

  let longDocId = '';
  it('opens a 200-page PDF at page 1 without drawing the far pages', async () => {
    const doc = await uploadViaApi(owner, 'Annual report.pdf', await makePdf(200, 'Annual report'));
    longDocId = doc.id;
    const { page } = await pageAs(owner);
    await page.goto(`/document/${doc.id}`);
    await page.getByText('Page 1 of 200').waitFor();
    expect(await inkOnPage(page, 0)).toBeGreaterThan(1000);
    expect(await page.locator('[data-page-index]').count()).toBe(200);
    expect(await page.locator('[data-page-index] canvas').count()).toBeLessThan(10);
    expect(await page.locator('[data-page-index="199"] canvas').count()).toBe(0);

    // Next page and zoom.
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('Page 2 of 200').waitFor();
    await page.getByLabel('Zoom', { exact: true }).selectOption('150');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => page.getByLabel('Zoom', { exact: true }).inputValue()).toBe('175');
    // Far down the document, the pages there are drawn and the first ones let go.
    await page.getByRole('region', { name: 'Annual report: document pages' }).evaluate((el) => {
      el.scrollTop = el.scrollHeight * 0.75;
    });
    await page.locator('[data-page-index][data-rendered]').first().waitFor();
    await expect
      .poll(async () => Number((await page.getByText(/^Page \d+ of 200$/).textContent())!.match(/\d+/)![0]))
      .toBeGreaterThan(100);
    await expect.poll(() => page.locator('[data-page-index="0"] canvas').count()).toBe(0);
    expect(await page.locator('[data-page-index] canvas').count()).toBeLessThan(10);
  });

  it('says when the file cannot be loaded, and Try Again loads it', async () => {
    const { page } = await pageAs(owner);
    // The file answers 404 (deleted behind Signet's back) until the route is lifted.
    await page.route('**/api/documents/*/file*', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }),
      }),
    );
    await page.goto(`/document/${longDocId}`);
    const panel = page.getByRole('alert').filter({ hasText: 'Failed to Load Document' });
    await panel.getByText('The file was not found.').waitFor();
    await panel.getByText('The storage link may have expired').waitFor();
    expect(await panel.getByRole('link', { name: 'Open in Browser' }).getAttribute('href')).toContain(
      `/api/documents/${longDocId}/file`,
    );
    await expectNoA11yViolations(page);
    await page.unroute('**/api/documents/*/file*');
    await panel.getByRole('button', { name: 'Try Again' }).click();
    await page.getByText('Page 1 of 200').waitFor();
    expect(await inkOnPage(page, 0)).toBeGreaterThan(1000);
  });
});

describe('document lists', () => {
  let owner: Owner;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    owner = await registerOwner('lists');
    // The Free plan's five documents for this month.
    for (const name of ['Alpha lease', 'Beta NDA', 'Gamma invoice', 'Delta offer', 'Epsilon memo']) {
      ids[name] = (await uploadViaApi(owner, `${name}.pdf`, await makePdf(1, name))).id;
    }
    // Beta goes out for signing with an open link and a named signer.
    const res = await owner.api.put(`/api/documents/${ids['Beta NDA']}/signers`, {
      data: { signers: [{ name: 'Sam Signer', email: 'sam@example.com' }], allowAnonymous: true },
    });
    expect(res.status(), await res.text()).toBe(200);
  });

  it('searches and filters on the server, and the sixth upload names the plan limit', async () => {
    const { page } = await pageAs(owner);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const list = page.getByRole('list', { name: 'My Documents' });
    await list.getByRole('link', { name: 'Epsilon memo', exact: true }).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(5);
    // The plan panel shows the real usage: the Free plan's 5 of 5, red.
    const usage = page.getByRole('progressbar', { name: '5 of 5 documents used this month' });
    expect(await usage.getAttribute('data-tone')).toBe('red');
    await expectNoA11yViolations(page);

    await page.getByLabel('Search documents').fill('bet');
    await page.waitForURL((url) => url.searchParams.get('q') === 'bet');
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await list.getByText('Awaiting Signatures').waitFor();
    await page.getByLabel('Search documents').fill('');
    await expect.poll(() => list.getByRole('listitem').count()).toBe(5);

    const filters = page.getByRole('group', { name: 'Filter by status' });
    await filters.getByRole('button', { name: /^Pending/ }).click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await list.getByRole('button', { name: 'Remind signers of Beta NDA' }).waitFor();
    await list.getByRole('button', { name: 'Signing link for Beta NDA' }).click();
    await page.getByRole('menuitem', { name: 'Copy Link' }).waitFor();
    await page.keyboard.press('Escape');
    await filters.getByRole('button', { name: /^Draft/ }).click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(4);
    await list.getByRole('link', { name: 'Add Signers to Alpha lease' }).waitFor();
    await filters.getByRole('button', { name: /^Completed/ }).click();
    await page.getByText('No documents found').waitFor();

    // Sent Documents: only what went out for signing.
    await page.goto('/sent');
    await page.getByRole('heading', { level: 1, name: 'Sent Documents' }).waitFor();
    const sent = page.getByRole('list', { name: 'Sent for signing' });
    await sent.getByRole('link', { name: 'Beta NDA', exact: true }).waitFor();
    expect(await sent.getByRole('listitem').count()).toBe(1);
    await sent.getByRole('button', { name: 'Remind signers of Beta NDA' }).click();
    await page
      .getByRole('alertdialog', { name: 'Send a reminder?' })
      .getByRole('button', { name: 'Send Reminder' })
      .click();
    await expectToast(page, DOCUMENT_TEXTS.reminderSentToSigners);
    await expectNoA11yViolations(page);

    // The sixth upload of the month: the server's message names the limit, and Upgrade is offered.
    await page.goto('/document-upload');
    await page.getByText('5 of 5 documents used this month').waitFor();
    await chooseFile(page, 'Zeta.pdf', 'application/pdf', await makePdf(1, 'Zeta'));
    await page.getByRole('button', { name: 'Continue' }).click();
    const limit = "You have reached your Free plan's limit of 5 documents this month.";
    await expectToast(page, `${DOCUMENT_TEXTS.uploadFailed(limit)}`);
    const alert = page.getByRole('alert').filter({ hasText: limit });
    await alert.getByRole('button', { name: 'Upgrade' }).click();
    await page.getByRole('dialog', { name: 'Upgrade your plan' }).waitFor();
  });

  it('deletes a document after the confirmation, and then it is gone', async () => {
    const { page } = await pageAs(owner);
    await page.goto('/documents');
    await page.getByRole('heading', { level: 1, name: 'My Documents' }).waitFor();
    const list = page.getByRole('list', { name: 'All documents' });
    await list.getByRole('button', { name: 'Delete Epsilon memo' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete document' });
    await dialog.getByText(DOCUMENT_TEXTS.deleteConfirm).waitFor();
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, DOCUMENT_TEXTS.deleted);
    await list.getByRole('link', { name: 'Epsilon memo', exact: true }).waitFor({ state: 'detached' });
    expect((await owner.api.get(`/api/documents/${ids['Epsilon memo']}`)).status()).toBe(404);
  });

  it("sends another owner's document address, and a malformed one, back to the dashboard", async () => {
    // The upload tests' owner is the other owner here (one registration less).
    const { page } = await pageAs(await uploadsOwner());
    await page.goto(`/document/${ids['Alpha lease']}`);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expectToast(page, DOCUMENT_TEXTS.documentNotFound);
    await page.goto('/document/not%20an%20id!');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expectToast(page, DOCUMENT_TEXTS.invalidDocumentId);
  });

  it('shows the unread count on the bell, marks notifications read, and voids with a reason', async () => {
    const signers = (await (await owner.api.get(`/api/documents/${ids['Beta NDA']}/signers`)).json()) as {
      signers: { link: string; isOpenLink: boolean }[];
    };
    // The named signer opens their link: the owner hears of it.
    const link = new URL(signers.signers.find((s) => !s.isOpenLink)!.link);
    const visitor = await request.newContext({ baseURL: baseUrl() });
    expect((await visitor.get(`/api/sign${link.pathname.replace(/^\/sign/, '')}`)).status()).toBe(200);
    await visitor.dispose();

    const { page } = await pageAs(owner, { viewport: { width: 375, height: 760 }, colorScheme: 'dark' });
    await page.goto(`/document/${ids['Beta NDA']}`);
    const bell = page.getByRole('button', { name: 'Notifications (1 unread)' });
    await bell.waitFor();
    await page.getByText('Page 1 of 1').waitFor();
    await page.getByRole('region', { name: 'Document Information' }).getByText('Sam Signer').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoA11yViolations(page);
    await bell.click();
    const item = page.getByRole('menuitem', { name: /Sam Signer/ });
    await item.waitFor();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    const bellState = (await (await owner.api.get('/api/notifications')).json()) as { unread: number };
    expect(bellState.unread).toBe(0);

    // Void: a reason is required; the links stop working and the timeline says why.
    const info = page.getByRole('region', { name: 'Document Information' });
    await info.getByRole('button', { name: 'Void Document' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Void this document?' });
    await dialog.getByRole('button', { name: 'Void Document' }).click();
    await dialog.getByText('Please give a reason').waitFor();
    await dialog.getByLabel('Reason').fill('The terms changed');
    await dialog.getByRole('button', { name: 'Void Document' }).click();
    await expectToast(page, DOCUMENT_TEXTS.voided);
    await info.getByText('Voided').waitFor();
    await page.getByRole('region', { name: 'Timeline' }).getByText('Reason: The terms changed').waitFor();
    const again = await request.newContext({ baseURL: baseUrl() });
    const signPath = `/api/sign${link.pathname.replace(/^\/sign/, '')}`;
    expect((await again.get(signPath)).status()).not.toBe(200);
    await again.dispose();
  });

  // The lists owner's documents after the tests above: Alpha lease (draft), Beta NDA (voided),
  // Gamma invoice and Delta offer (drafts); Epsilon memo was deleted. Here Alpha goes out for
  // signing (pending), Gamma is signed by its signer (completed), Delta is signed by the owner alone
  // (still a draft, but with the Download menu).
  it(
    'filters /documents and /sent by the chips, and exports a one-page document as a single PNG',
    { timeout: 120_000 },
    async () => {
      const image = await signatureDataUrl();
      const placement = { pageIndex: 0, x: 60, y: 700, width: 120, height: 60 };

      const alpha = await owner.api.put(`/api/documents/${ids['Alpha lease']}/signers`, {
        data: { signers: [{ name: 'Ari Pending' }], allowAnonymous: false },
      });
      expect(alpha.status(), await alpha.text()).toBe(200);
      const gamma = await owner.api.put(`/api/documents/${ids['Gamma invoice']}/signers`, {
        data: { signers: [{ name: 'Gil Signer' }], allowAnonymous: false },
      });
      expect(gamma.status(), await gamma.text()).toBe(200);
      const gammaLink = new URL(((await gamma.json()) as { signers: { link: string }[] }).signers[0]!.link);
      const signer = await request.newContext({
        baseURL: baseUrl(),
        extraHTTPHeaders: { origin: baseUrl() },
      });
      try {
        const signed = await signer.post(`/api/sign${gammaLink.pathname.replace(/^\/sign/, '')}/complete`, {
          data: { image, type: 'drawn', placement },
        });
        expect(signed.status(), await signed.text()).toBe(200);
      } finally {
        await signer.dispose();
      }
      await expect
        .poll(
          async () =>
            (
              (await (await owner.api.get(`/api/documents/${ids['Gamma invoice']}`)).json()) as {
                document: { status: string };
              }
            ).document.status,
          { timeout: 60_000, interval: 500 },
        )
        .toBe('completed');
      const delta = await owner.api.post(`/api/documents/${ids['Delta offer']}/sign`, {
        data: { image, type: 'drawn', placement },
      });
      expect(delta.status(), await delta.text()).toBe(200);

      /** Waits until the list shows exactly these documents. */
      const expectListed = async (page: Page, listName: string, names: string[]) => {
        const list = page.getByRole('list', { name: listName });
        for (const name of names) await list.getByRole('link', { name, exact: true }).waitFor();
        await expect.poll(() => list.getByRole('listitem').count()).toBe(names.length);
      };
      const chooseChip = async (page: Page, label: string, status: string | null) => {
        const chip = page.getByRole('group', { name: 'Filter by status' }).getByRole('button', {
          name: new RegExp(`^${label}`),
        });
        await chip.click();
        await page.waitForURL((url) => url.searchParams.get('status') === status);
        // The address changes first; the chip shows it once the page has rendered the new state.
        await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
      };

      const { page } = await pageAs(owner);
      await page.goto('/documents');
      await page.getByRole('heading', { level: 1, name: 'My Documents' }).waitFor();
      const all = ['Alpha lease', 'Beta NDA', 'Gamma invoice', 'Delta offer'];
      await expectListed(page, 'All documents', all);
      // The chips carry the counts.
      const chips = page.getByRole('group', { name: 'Filter by status' });
      await expect
        .poll(() => chips.getByRole('button').allTextContents())
        .toEqual(['All4', 'Draft1', 'Pending1', 'Completed1']);
      await expectNoA11yViolations(page);
      await chooseChip(page, 'Draft', 'draft');
      await expectListed(page, 'All documents', ['Delta offer']);
      await chooseChip(page, 'Pending', 'pending');
      await expectListed(page, 'All documents', ['Alpha lease']);
      await chooseChip(page, 'Completed', 'completed');
      await expectListed(page, 'All documents', ['Gamma invoice']);
      await expectNoA11yViolations(page);
      // The chip is in the address: a reload keeps it.
      await page.reload();
      await expectListed(page, 'All documents', ['Gamma invoice']);
      await chooseChip(page, 'All', null);
      await expectListed(page, 'All documents', all);

      // Sent Documents: what went out for signing (the voided Beta too), by status.
      await page.goto('/sent');
      await page.getByRole('heading', { level: 1, name: 'Sent Documents' }).waitFor();
      await expectListed(page, 'Sent for signing', ['Alpha lease', 'Beta NDA', 'Gamma invoice']);
      await expect
        .poll(() => chips.getByRole('button').allTextContents())
        .toEqual(['All3', 'Pending1', 'Completed1']);
      await chooseChip(page, 'Pending', 'pending');
      await expectListed(page, 'Sent for signing', ['Alpha lease']);
      await chooseChip(page, 'Completed', 'completed');
      await expectListed(page, 'Sent for signing', ['Gamma invoice']);
      await expectNoA11yViolations(page);

      // Export as Image of the one-page Delta offer: a single PNG of the page, not a zip.
      await page.goto(`/document/${ids['Delta offer']}`);
      await page.getByText('Page 1 of 1').waitFor();
      await page.getByRole('button', { name: 'Download', exact: true }).click();
      const [exported] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: 'Export as Image' }).click(),
      ]);
      expect(exported.suggestedFilename()).toBe('Delta offer.png');
      const png = fs.readFileSync((await exported.path())!);
      expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
        true,
      );
      const meta = await sharp(png).metadata();
      expect(meta.format).toBe('png');
      // The A4 page's proportions, drawn with its ink (the title band is indigo).
      expect(meta.width! / meta.height!).toBeCloseTo(595 / 842, 2);
      const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      let ink = 0;
      for (let i = 0; i < data.length; i += 3) if (data[i]! < 200) ink++;
      expect(ink).toBeGreaterThan(1000);
      await expectToast(page, DOCUMENT_TEXTS.exportedAsImage);
    },
  );
});

describe('landing drop', () => {
  it('uploads the PDF a visitor dropped once they have registered', async () => {
    const { page } = await newPage();
    await page.goto('/');
    const pdf = await makePdf(2, 'Dropped contract');
    await page.getByLabel('Choose a PDF to sign').setInputFiles({
      name: 'Dropped contract.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await page.getByRole('dialog', { name: 'Create an Account to Continue' }).waitFor();
    await page.getByRole('link', { name: 'Register Now' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    counter += 1;
    const form = page.getByRole('form', { name: 'Create Account' });
    await form.getByLabel('Full name').fill('Dropped Owner');
    await form.getByLabel('Email').fill(`docs-drop-${Date.now().toString(36)}-${counter}@example.com`);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).click();
    await form.getByRole('button', { name: 'Create Account' }).click();
    // Dashboard → the upload flow → the document page, without choosing the file again.
    await page.waitForURL(/\/document\/[\w-]+$/);
    await page.getByRole('heading', { level: 1, name: 'Dropped contract' }).waitFor();
    await page.getByText('Page 1 of 2').waitFor();
  });
});
