// Signing in a real Chromium, two browser contexts: the owner signs on the document page, adds two
// signers with ordered signing and a PIN; signer 1 opens the link in the invitation email the loopback
// SMTP server received, fails and passes the PIN, draws a signature with the mouse and places it on
// page 2 at 150 %; only then is signer 2 emailed, and types one from that email's link; the owner sees
// `completed` and the bell, downloads the sealed PDF, and pdftoppm shows the signature where it was
// placed. A second test signs a rotated page through the open link at 75 % with an uploaded image.
// A third is the owner's side once everyone has signed: Completed, and the Download buttons give the
// sealed PDF (and Download original the uploaded one). Axe on each screen.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DocumentDto } from '../src/shared/documents';
import { DOCUMENT_TEXTS, SIGNING_TEXTS } from '../src/shared/messages';
import type { Signer } from '../src/shared/signing';
import { baseUrl, expectNoA11yViolations, newPage } from './support/browser';
import { linkIn, mailTo, waitForMail, type ReceivedMail } from './support/mail';
import { clickPage, completeSigning, drawSignature, expectSignatureAt, pickerPage } from './support/signing';

const PASSWORD = 'Signet-Test-1';
const PIN = '4821';
let counter = 0;

function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** A letter-size PDF of two pages with some text; page 2 optionally rotated 90°. */
async function makePdf(opts: { rotateSecondPage?: boolean } = {}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= 2; n++) {
    const page = pdf.addPage([612, 792]);
    page.drawText(`Service agreement, page ${n}`, { x: 72, y: 720, size: 18, font });
    for (let line = 0; line < 8; line++) {
      page.drawText('The parties agree to the terms set out in this agreement.', {
        x: 72,
        y: 680 - line * 20,
        size: 11,
        font,
      });
    }
    if (opts.rotateSecondPage && n === 2) page.setRotation(degrees(90));
  }
  return Buffer.from(await pdf.save());
}

async function registerOwner(context: BrowserContext, name: string) {
  const email = uniqueEmail('owner');
  const res = await context.request.post('/api/auth/register', {
    data: { name, email, password: PASSWORD, acceptTerms: true },
    headers: { origin: baseUrl() },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { name, email };
}

async function uploadPdf(request: APIRequestContext, pdf: Buffer, name: string): Promise<DocumentDto> {
  const res = await request.post('/api/documents', {
    headers: { origin: baseUrl() },
    multipart: {
      category: 'contract',
      file: { name: `${name}.pdf`, mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { document: DocumentDto }).document;
}

async function getSigners(request: APIRequestContext, id: string) {
  const res = await request.get(`/api/documents/${id}/signers`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { document: DocumentDto; signers: Signer[] };
}

/** The path of a signing link (the server's links carry its PUBLIC_URL origin). */
const linkPath = (link: string) => new URL(link).pathname;

/** The signing invitation for this document that the SMTP server received for `to`. */
function invitationTo(to: string, doc: DocumentDto): Promise<ReceivedMail> {
  return waitForMail((m) => m.to.includes(to) && m.text.includes(`/sign/${doc.id}/`));
}

/** Waits for a toast with this text, fully faded in (so axe does not judge a half-transparent one). */
async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  await toast.waitFor();
  await expect.poll(() => toast.evaluate((el) => getComputedStyle(el).opacity), { timeout: 5000 }).toBe('1');
}

async function waitForStatus(request: APIRequestContext, id: string, status: string): Promise<DocumentDto> {
  let last: DocumentDto | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/documents/${id}`);
        last = ((await res.json()) as { document: DocumentDto }).document;
        return last.status;
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe(status);
  return last!;
}

describe('signing journey', () => {
  it(
    'owner signs, two ordered signers with a PIN sign (draw on page 2 at 150 %, type), the sealed PDF shows the signature where it was placed',
    { timeout: 240_000 },
    async () => {
      const original = await makePdf();
      const { context: ownerContext, page: owner } = await newPage();
      const ownerName = 'Olivia Owner';
      await registerOwner(ownerContext, ownerName);
      const doc = await uploadPdf(owner.request, original, 'Service agreement');

      // The owner signs first, on the document page.
      await owner.goto(`/document/${doc.id}`);
      await owner.getByRole('button', { name: 'Sign Document' }).click();
      const panel = owner.getByRole('dialog', { name: 'Create Your Signature' });
      await panel.waitFor();
      // Continue without a signature: the spec's message.
      await panel.getByRole('button', { name: 'Continue' }).click();
      await expectToast(owner, SIGNING_TEXTS.createSignatureFirst);
      await drawSignature(owner);
      await expectNoA11yViolations(owner);
      await panel.getByRole('button', { name: 'Continue' }).click();
      await expectToast(owner, SIGNING_TEXTS.signatureSaved);

      const picker = owner.getByRole('dialog', { name: 'Place your signature' });
      await picker.getByText(SIGNING_TEXTS.clickToPlace).waitFor();
      await picker.getByText('Page 1 of 2').waitFor();
      await pickerPage(owner, 0).and(owner.locator('[data-rendered]')).waitFor();
      await expectNoA11yViolations(owner);
      await clickPage(owner, 0, 0.3, 0.6);
      await picker.getByTestId('signature-overlay').waitFor();
      await expectToast(owner, SIGNING_TEXTS.positionSelected);
      await expectNoA11yViolations(owner);
      await completeSigning(owner, `/api/documents/${doc.id}/sign`);
      await expectToast(owner, SIGNING_TEXTS.documentSigned);
      await expectToast(owner, SIGNING_TEXTS.canAddSigners);
      await expectToast(owner, SIGNING_TEXTS.signedAndSaved);

      // Then decides: Add Signers (Finish is the other choice).
      const choice = owner.getByRole('dialog', { name: "Signed. What's next?" });
      await choice.getByRole('button', { name: /Finish/ }).waitFor();
      await choice.getByRole('link', { name: /Add Signers/ }).click();
      await owner.waitForURL((url) => url.pathname === `/add-signers/${doc.id}`);
      await owner.getByRole('heading', { level: 1, name: 'Add Signers' }).waitFor();

      const form = owner.getByRole('form', { name: 'Add a signer' });
      await form.getByRole('button', { name: 'Add signer' }).click();
      await form.getByText('Please enter either an email or a name').waitFor();
      const emailOne = uniqueEmail('signer1');
      await form.getByLabel('Email').fill(emailOne);
      await form.getByLabel('Name').fill('Sasha One');
      await form.getByRole('button', { name: 'Add signer' }).click();
      const emailTwo = uniqueEmail('signer2');
      await form.getByLabel('Email').fill(emailTwo);
      await form.getByRole('button', { name: 'Add signer' }).click();
      // The name defaults to the part of the email before the @.
      const signersList = owner.getByRole('list', { name: 'Signers' });
      await signersList.getByText(emailTwo.split('@')[0]!, { exact: true }).waitFor();
      await owner.getByRole('switch', { name: 'Ordered signing' }).click();
      // Ordered: the first can't move up, the last can't move down.
      expect(await owner.getByRole('button', { name: 'Move Sasha One up' }).isDisabled()).toBe(true);
      expect(
        await owner.getByRole('button', { name: `Move ${emailTwo.split('@')[0]} down` }).isDisabled(),
      ).toBe(true);
      await owner.getByRole('switch', { name: 'PIN protection' }).click();
      await owner.getByRole('button', { name: 'Document Ready' }).click();
      await expectToast(owner, 'Please enter a PIN code of at least 4 digits');
      await owner.getByLabel('PIN code (4-8 digits)').fill(PIN);
      await expectNoA11yViolations(owner);
      await owner.getByRole('button', { name: 'Document Ready' }).click();
      await expectToast(owner, SIGNING_TEXTS.sentToSigners);
      await owner.waitForURL((url) => url.pathname === `/update-signers/${doc.id}`);
      await owner.getByRole('textbox', { name: 'Signing link for Sasha One' }).waitFor();
      await expectNoA11yViolations(owner);

      const { signers } = await getSigners(owner.request, doc.id);
      const [one, two] = signers;
      expect(signers.map((s) => s.email)).toEqual([emailOne, emailTwo]);
      expect(one!.invitedAt).not.toBeNull();
      expect(two!.invitedAt).toBeNull();

      // Ordered signing: signer 1's invitation reaches the SMTP server, with their link and the PIN
      // notice (not the PIN).
      const invitationOne = await invitationTo(emailOne, doc);
      expect(invitationOne.subject).toBe(`${ownerName} asks you to sign "Service agreement"`);
      expect(invitationOne.text).toContain('Hi Sasha One,');
      expect(invitationOne.text).toContain('The document is protected by a PIN; ask the sender for it.');
      const linkOne = linkIn(invitationOne, `/sign/${doc.id}/`);
      expect(linkOne).toBe(one!.link);
      expect(invitationOne.html).toContain(`href="${linkOne}"`);

      // Signer 2 first, through the link the owner sees (no email for them yet): not their turn yet.
      const { page: signerTwo } = await newPage();
      await signerTwo.goto(linkPath(two!.link));
      await signerTwo.getByRole('heading', { name: 'This document is protected' }).waitFor();
      await signerTwo.getByLabel('PIN').fill(PIN);
      await signerTwo.getByRole('button', { name: 'Unlock document' }).click();
      await signerTwo.getByText('It is not your turn yet.').waitFor();
      await signerTwo.getByText('Sasha One signs before you.').waitFor();
      expect(await signerTwo.getByRole('button', { name: 'Sign Document' }).isDisabled()).toBe(true);
      expect(await mailTo(emailTwo)).toEqual([]);

      // Signer 1, from the email's link: a wrong PIN, then the right one.
      const { page: signerOne } = await newPage();
      await signerOne.goto(linkOne);
      await signerOne.getByRole('heading', { name: 'This document is protected' }).waitFor();
      await expectNoA11yViolations(signerOne);
      await signerOne.getByRole('button', { name: 'Unlock document' }).click();
      await signerOne.getByText(SIGNING_TEXTS.enterPassword).first().waitFor();
      await signerOne.getByLabel('PIN').fill('0000');
      await signerOne.getByRole('button', { name: 'Unlock document' }).click();
      await expectToast(signerOne, SIGNING_TEXTS.invalidPassword);
      await signerOne.getByLabel('PIN').fill(PIN);
      await signerOne.getByRole('button', { name: 'Unlock document' }).click();
      await expectToast(signerOne, SIGNING_TEXTS.passwordVerified);
      await signerOne.getByRole('heading', { level: 1, name: 'Service agreement' }).waitFor();
      await signerOne.locator('[data-page-index="0"][data-rendered]').waitFor();
      await expectNoA11yViolations(signerOne);

      await signerOne.getByRole('button', { name: 'Sign Document' }).click();
      await signerOne.getByRole('dialog', { name: 'Create Your Signature' }).waitFor();
      await drawSignature(signerOne);
      await signerOne.getByRole('button', { name: 'Continue' }).click();
      const onePicker = signerOne.getByRole('dialog', { name: 'Place your signature' });
      await onePicker.getByText('Page 1 of 2').waitFor();
      await onePicker.getByLabel('Zoom', { exact: true }).selectOption('150');
      await onePicker.getByRole('button', { name: 'Next page' }).click();
      await onePicker.getByText('Page 2 of 2').waitFor();
      await pickerPage(signerOne, 1).and(signerOne.locator('[data-rendered]')).waitFor();
      await clickPage(signerOne, 1, 0.62, 0.3);
      const overlay = onePicker.getByTestId('signature-overlay');
      await overlay.waitFor();
      // Drag it a little with the mouse ("Release to position" while dragging).
      const o = (await overlay.boundingBox())!;
      await signerOne.mouse.move(o.x + o.width / 2, o.y + o.height / 2);
      await signerOne.mouse.down();
      await signerOne.mouse.move(o.x + o.width / 2 - 60, o.y + o.height / 2 + 45, { steps: 8 });
      await onePicker.getByText('Release to position').waitFor();
      await signerOne.mouse.up();
      await onePicker.getByText('Drag to position').waitFor();
      await expectNoA11yViolations(signerOne);
      const placement = await completeSigning(signerOne, `/api/sign/${doc.id}/`);
      await signerOne.getByRole('heading', { name: SIGNING_TEXTS.signedSuccessfully }).waitFor();
      await expectNoA11yViolations(signerOne);
      expect(placement.pageIndex).toBe(1);
      // 20 % of the page's width by half that, in displayed points whatever the zoom.
      expect(placement.width).toBeCloseTo(612 * 0.2, 0);
      expect(placement.height).toBeCloseTo(612 * 0.1, 0);

      // Signer 2 is invited now, by email; from its link they type their signature and use Click to Sign.
      expect((await getSigners(owner.request, doc.id)).signers[1]!.invitedAt).not.toBeNull();
      const linkTwo = linkIn(await invitationTo(emailTwo, doc), `/sign/${doc.id}/`);
      expect(linkTwo).toBe(two!.link);
      await signerTwo.goto(linkTwo);
      await signerTwo.getByRole('button', { name: 'Sign Document' }).click();
      const twoPanel = signerTwo.getByRole('dialog', { name: 'Create Your Signature' });
      await twoPanel.getByRole('tab', { name: 'Type' }).click();
      await expect.poll(() => twoPanel.getByLabel('Your name').inputValue()).toBe(two!.name);
      // The font choice is a radio group: the arrow keys move through the five fonts.
      await twoPanel.getByRole('radio', { name: 'Dancing Script' }).focus();
      await signerTwo.keyboard.press('ArrowRight');
      await expect.poll(() => twoPanel.getByRole('radio', { name: 'Pacifico' }).isChecked()).toBe(true);
      await twoPanel.getByRole('img', { name: 'Preview of your signature' }).waitFor();
      await expectNoA11yViolations(signerTwo);
      await twoPanel.getByRole('button', { name: 'Continue' }).click();
      const twoPicker = signerTwo.getByRole('dialog', { name: 'Place your signature' });
      await pickerPage(signerTwo, 0).and(signerTwo.locator('[data-rendered]')).waitFor();
      await twoPicker.getByRole('button', { name: 'Click to Sign' }).click();
      await expect
        .poll(() =>
          twoPicker.getByTestId('signature-overlay').evaluate((el) => el === document.activeElement),
        )
        .toBe(true);
      await signerTwo.keyboard.press('Shift+ArrowUp');
      await completeSigning(signerTwo, `/api/sign/${doc.id}/`);
      await signerTwo.getByRole('heading', { name: SIGNING_TEXTS.signedSuccessfully }).waitFor();

      // The owner: completed once sealed, the bell counts the news, the signed PDF downloads.
      const completed = await waitForStatus(owner.request, doc.id, 'completed');
      expect(completed.sealed).toBe(true);
      await owner.goto(`/document/${doc.id}`);
      await owner.getByRole('button', { name: /Notifications \(\d+ unread\)/ }).waitFor();
      const download = await owner.request.get(`/api/documents/${doc.id}/file?download=1`);
      expect(download.status()).toBe(200);
      const signed = Buffer.from(await download.body());
      expect(signed.subarray(0, 5).toString()).toBe('%PDF-');
      await expectSignatureAt(original, signed, placement);

      // The saved signature is on My Signatures, as the default.
      await owner.goto('/my-signatures');
      await owner.getByRole('heading', { level: 1, name: 'My Signatures' }).waitFor();
      await owner.getByRole('list', { name: 'Saved signatures' }).getByText('Default').waitFor();
      await expectNoA11yViolations(owner);
    },
  );

  it(
    'signs a rotated page through the open link at 75 % with an uploaded image, clamped to the page edge',
    { timeout: 180_000 },
    async () => {
      const original = await makePdf({ rotateSecondPage: true });
      const { context: ownerContext, page: owner } = await newPage();
      await registerOwner(ownerContext, 'Rita Rotated');
      const doc = await uploadPdf(owner.request, original, 'Rotated lease');
      const put = await owner.request.put(`/api/documents/${doc.id}/signers`, {
        headers: { origin: baseUrl() },
        data: { signers: [], allowAnonymous: true },
      });
      expect(put.status(), await put.text()).toBe(200);
      const { signers } = (await put.json()) as { signers: Signer[] };
      expect(signers).toHaveLength(1);
      expect(signers[0]!.isOpenLink).toBe(true);

      // The owner's Test Link: a preview that records nothing and cannot be completed.
      await owner.goto(`${linkPath(signers[0]!.link)}?preview=1`);
      await owner.getByText('Preview — nothing is recorded').first().waitFor();
      expect(await owner.getByRole('button', { name: 'Decline' }).isDisabled()).toBe(true);
      await expectNoA11yViolations(owner);
      expect((await getSigners(owner.request, doc.id)).signers[0]!.viewedAt).toBeNull();

      const { page } = await newPage({ colorScheme: 'dark' });
      await page.goto(linkPath(signers[0]!.link));
      await page.getByRole('heading', { name: 'Who is signing?' }).waitFor();
      await expectNoA11yViolations(page);
      await page.getByRole('button', { name: 'Continue to the document' }).click();
      await page.getByText('Please enter your name').waitFor();
      await page.getByLabel('Full name').fill('Avery Anonymous');
      await page.getByRole('button', { name: 'Continue to the document' }).click();
      await page.getByText('Signing as Avery Anonymous').waitFor();

      await page.getByRole('button', { name: 'Sign Document' }).click();
      const panel = page.getByRole('dialog', { name: 'Create Your Signature' });
      await panel.getByRole('tab', { name: 'Upload' }).click();
      const input = panel.getByTestId('signature-upload-input');
      await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expectToast(page, SIGNING_TEXTS.selectImageFile);
      const png = await sharp(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160"><rect width="400" height="160" fill="#fff"/>' +
            '<path d="M20 120 C 80 10, 140 150, 200 60 S 320 20, 380 110" stroke="#111" stroke-width="9" fill="none"/></svg>',
        ),
      )
        .png()
        .toBuffer();
      await input.setInputFiles({ name: 'signature.png', mimeType: 'image/png', buffer: png });
      await panel.getByRole('img', { name: 'Preview of your signature' }).waitFor();
      await expectNoA11yViolations(page);
      await panel.getByRole('button', { name: 'Continue' }).click();

      const picker = page.getByRole('dialog', { name: 'Place your signature' });
      await picker.getByLabel('Zoom', { exact: true }).selectOption('75');
      await picker.getByRole('button', { name: 'Next page' }).click();
      await picker.getByText('Page 2 of 2').waitFor();
      const rotated = pickerPage(page, 1);
      await rotated.and(page.locator('[data-rendered]')).waitFor();
      const box = (await rotated.boundingBox())!;
      // The rotated page is shown landscape: 792 × 612 points at 75 %.
      expect(box.width / box.height).toBeCloseTo(792 / 612, 1);
      await clickPage(page, 1, 0.5, 0.4);
      const overlay = picker.getByTestId('signature-overlay');
      await overlay.focus();
      expect(await overlay.getAttribute('data-near-edge')).toBeNull();
      // Shift+Left moves 10 points at a time; it stops at the page's left edge, highlighted.
      for (let i = 0; i < 40; i++) await page.keyboard.press('Shift+ArrowLeft');
      expect(await overlay.getAttribute('data-near-edge')).toBe('true');
      await expectNoA11yViolations(page);
      const placement = await completeSigning(page, `/api/sign/${doc.id}/`);
      expect(placement.pageIndex).toBe(1);
      expect(placement.x).toBe(0);
      expect(placement.width).toBeCloseTo(792 * 0.2, 0);
      await page.getByRole('heading', { name: SIGNING_TEXTS.signedSuccessfully }).waitFor();
      await expectNoA11yViolations(page);

      await waitForStatus(owner.request, doc.id, 'completed');
      const download = await owner.request.get(`/api/documents/${doc.id}/file?download=1`);
      expect(download.status()).toBe(200);
      await expectSignatureAt(original, Buffer.from(await download.body()), placement);
    },
  );

  it('shows the owner Completed once everyone signed, and Download gives the sealed PDF', async () => {
    const original = await makePdf();
    const { context: ownerContext, page: owner } = await newPage();
    await registerOwner(ownerContext, 'Carla Completed');
    const doc = await uploadPdf(owner.request, original, 'Supply contract');
    const signature = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80">' +
          '<path d="M10 60 C 60 0, 120 80, 230 20" stroke="#111" stroke-width="6" fill="none"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    const image = `data:image/png;base64,${signature.toString('base64')}`;
    // The owner signs, then sends it to one signer, who signs through their link (the page's calls).
    const ownerSigned = await owner.request.post(`/api/documents/${doc.id}/sign`, {
      headers: { origin: baseUrl() },
      data: { image, type: 'drawn', placement: { pageIndex: 0, x: 72, y: 600, width: 150, height: 50 } },
    });
    expect(ownerSigned.status(), await ownerSigned.text()).toBe(200);
    const put = await owner.request.put(`/api/documents/${doc.id}/signers`, {
      headers: { origin: baseUrl() },
      data: { signers: [{ name: 'Pat Partner' }], allowAnonymous: false },
    });
    expect(put.status(), await put.text()).toBe(200);
    const [signer] = ((await put.json()) as { signers: Signer[] }).signers;

    // Pending while the signer has not signed: the signed PDF is not there yet.
    await owner.goto(`/document/${doc.id}`);
    const header = owner.getByRole('main').locator('header');
    await header.getByText('Awaiting Signatures', { exact: true }).waitFor();

    const { page: signerPage } = await newPage();
    const signed = await signerPage.request.post(
      `/api/sign${linkPath(signer!.link).replace(/^\/sign/, '')}/complete`,
      {
        headers: { origin: baseUrl() },
        data: { image, type: 'drawn', placement: { pageIndex: 1, x: 300, y: 500, width: 150, height: 50 } },
      },
    );
    expect(signed.status(), await signed.text()).toBe(200);
    // Completed once sealed.
    expect((await waitForStatus(owner.request, doc.id, 'completed')).sealed).toBe(true);

    await owner.reload();
    await header.getByText('Completed', { exact: true }).waitFor();
    const info = owner.getByRole('region', { name: 'Document Information' });
    await info.getByText('Completed', { exact: true }).waitFor();
    await info
      .getByRole('listitem')
      .filter({ hasText: 'Pat Partner' })
      .getByText(/Signed \S/)
      .waitFor();
    await expectNoA11yViolations(owner);

    // Download → Download as PDF: the sealed file, not the upload.
    await header.getByRole('button', { name: 'Download', exact: true }).click();
    const [fromMenu] = await Promise.all([
      owner.waitForEvent('download'),
      owner.getByRole('menuitem', { name: 'Download as PDF' }).click(),
    ]);
    expect(fromMenu.suggestedFilename()).toBe('Supply contract (signed).pdf');
    const sealed = fs.readFileSync((await fromMenu.path())!);
    expect(sealed.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(sealed.equals(original)).toBe(false);
    expect(sealed.length).toBeGreaterThan(original.length);
    expect(sealed.includes(Buffer.from('/ByteRange'))).toBe(true);
    const sealedSha256 = (
      (await (await owner.request.get(`/api/documents/${doc.id}`)).json()) as { document: DocumentDto }
    ).document.sealedSha256;
    expect(crypto.createHash('sha256').update(sealed).digest('hex')).toBe(sealedSha256);
    await expectToast(owner, DOCUMENT_TEXTS.downloaded('Supply contract (signed).pdf'));
    // Both signatures are in it, each where it was placed.
    await expectSignatureAt(original, sealed, { pageIndex: 0, x: 72, y: 600, width: 150, height: 50 });
    await expectSignatureAt(original, sealed, { pageIndex: 1, x: 300, y: 500, width: 150, height: 50 });

    // The panel's Download Document gives the same file; Download original the upload.
    const [fromPanel] = await Promise.all([
      owner.waitForEvent('download'),
      info.getByRole('button', { name: 'Download Document' }).click(),
    ]);
    expect(fs.readFileSync((await fromPanel.path())!).equals(sealed)).toBe(true);
    const [originalDownload] = await Promise.all([
      owner.waitForEvent('download'),
      info.getByRole('button', { name: 'Download original' }).click(),
    ]);
    expect(originalDownload.suggestedFilename()).toBe('Supply contract.pdf');
    expect(fs.readFileSync((await originalDownload.path())!).equals(original)).toBe(true);
  });

  it('redirects a malformed or unknown signing link home with the spec texts', async () => {
    const { page } = await newPage();
    await page.goto('/sign/abc/short');
    await expectToast(page, SIGNING_TEXTS.invalidLink);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/sign/unknown-document/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expectToast(page, SIGNING_TEXTS.linkNotFound);
    await page.waitForURL((url) => url.pathname === '/');
  });
});
