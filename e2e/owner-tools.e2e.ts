// Owner tools in a real Chromium: contacts (add, edit, search, delete), a CSV round trip with a bad
// row reported by line, contact suggestions and "Save as contact" in Add Signers, ordered signers
// moved up and down and a signer's link reset on Update Signers, My Signatures (the default moves
// with Set as default and to the remaining one when the default is deleted), the contract
// wizard's checks on each step, Generate & Send (the PDF's text, the client's invitation email with
// the signing link) and a Hebrew client name in the PDF, and Help & Support (FAQ, Live Chat, the
// contact form with the emails it sends, /contact); axe on every screen. Emails are the ones the
// loopback SMTP server of the e2e setup received.
//
// Registration is rate-limited per address and the e2e server is shared by every file, so one owner
// does everything here (four documents: within the Free plan's five).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { request, type APIRequestContext, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '../src/shared/clients';
import { CONTRACT_MESSAGES } from '../src/shared/contracts';
import { MESSAGES, SIGNING_TEXTS } from '../src/shared/messages';
import type { Signer } from '../src/shared/signing';
import { baseUrl, expectNoA11yViolations, newPage, type NewPageOptions } from './support/browser';
import { linkIn, waitForMail } from './support/mail';
import { drawSignature } from './support/signing';

const PASSWORD = 'Signet-Test-1';
const owner = {
  name: 'Olive Owner',
  email: `owner-tools-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`,
};
let api: APIRequestContext;

beforeAll(async () => {
  api = await request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } });
  const res = await api.post('/api/auth/register', {
    data: { ...owner, password: PASSWORD, acceptTerms: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  const org = await api.patch('/api/profile/organisation', {
    data: {
      name: 'Acme Studio Ltd',
      address: '12 Herzl Street, Tel Aviv',
      phone: '+972 3 555 0101',
      email: 'hello@acme.example',
    },
  });
  expect(org.status()).toBe(200);
});
afterAll(() => api?.dispose());

/** A browser page signed in as the owner. */
async function ownerPage(opts: NewPageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(opts);
  await context.addCookies((await api.storageState()).cookies);
  return { context, page };
}

/** Waits for a toast with this text, fully faded in (so axe does not judge a half-transparent one). */
async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  await toast.waitFor();
  await expect.poll(() => toast.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
}

async function clearContacts(): Promise<void> {
  const list = (await (await api.get('/api/clients?pageSize=100')).json()) as { items: { id: string }[] };
  for (const c of list.items) expect((await api.delete(`/api/clients/${c.id}`)).status()).toBe(204);
}

const has = (tool: string) => {
  try {
    execFileSync('which', [tool], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** The PDF's text as pdftotext reads it. */
function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signet-e2e-contract-'));
  try {
    fs.writeFileSync(path.join(dir, 'contract.pdf'), pdf);
    return execFileSync('pdftotext', [path.join(dir, 'contract.pdf'), '-']).toString();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function uploadOnePager(title: string): Promise<string> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText(title, { x: 72, y: 760, size: 24, font });
  const upload = await api.post('/api/documents', {
    multipart: {
      file: { name: `${title}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return ((await upload.json()) as { document: { id: string } }).document.id;
}

/** The signers list as shown: each row's number (empty when unordered) and name, top to bottom. */
function shownOrder(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Signers' })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((li) => `${li.children[0]!.textContent ?? ''} ${li.querySelector('p span')!.textContent}`),
    );
}

describe('Clients & Contacts', () => {
  it('adds, edits, searches and deletes contacts', async () => {
    await clearContacts();
    const { page } = await ownerPage();
    await page.goto('/clients');
    await page.getByRole('heading', { level: 1, name: 'Clients & Contacts' }).waitFor();
    await page.getByRole('heading', { name: CLIENT_MESSAGES.empty }).waitFor();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Add Contact' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add contact' });
    await dialog.getByRole('button', { name: 'Add contact' }).click();
    await expectToast(page, CLIENT_MESSAGES.required);
    expect(await dialog.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    await expectNoA11yViolations(page);
    await dialog.getByLabel('Name').fill('Dana Levi');
    await dialog.getByLabel('Email').fill('dana@example.com');
    await dialog.getByLabel('Company').fill('Levi Design');
    await dialog.getByLabel('Phone').fill('+972 50 123 4567');
    await dialog.getByRole('button', { name: 'Add contact' }).click();
    await expectToast(page, CLIENT_MESSAGES.added);
    await row(page, 'Dana Levi').waitFor();

    await page.getByRole('button', { name: 'Add Contact' }).first().click();
    await dialog.getByLabel('Name').fill('Omer Katz');
    await dialog.getByLabel('Email').fill('omer@example.com');
    await dialog.getByRole('button', { name: 'Add contact' }).click();
    await row(page, 'Omer Katz').waitFor();
    // The same address twice is refused with the server's message.
    await page.getByRole('button', { name: 'Add Contact' }).first().click();
    await dialog.getByLabel('Name').fill('Omer Again');
    await dialog.getByLabel('Email').fill('OMER@example.com');
    await dialog.getByRole('button', { name: 'Add contact' }).click();
    await expectToast(page, CLIENT_MESSAGES.duplicate);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Edit Dana Levi' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit contact' });
    expect(await edit.getByLabel('Company').inputValue()).toBe('Levi Design');
    await edit.getByLabel('Name').fill('Dana Levi-Cohen');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, CLIENT_MESSAGES.updated);
    await row(page, 'Dana Levi-Cohen').waitFor();

    const search = page.getByRole('searchbox', { name: 'Search contacts' });
    await search.fill('levi design');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('levi design');
    await expect.poll(() => page.getByRole('row').count()).toBe(2); // header + Dana
    await row(page, 'Dana Levi-Cohen').waitFor();
    await search.fill('nobody at all');
    await page.getByText('Nothing matches “nobody at all”.').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await row(page, 'Omer Katz').waitFor();

    await page.getByRole('button', { name: 'Delete Omer Katz' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this contact?' });
    await expectNoA11yViolations(page);
    await confirm.getByRole('button', { name: 'Delete contact' }).click();
    await expectToast(page, CLIENT_MESSAGES.deleted);
    await expect.poll(() => row(page, 'Omer Katz').count()).toBe(0);
    await row(page, 'Dana Levi-Cohen').waitFor();
  });

  it('imports a CSV with one bad row reported by line, and exports what it imported', async () => {
    await clearContacts();
    const { page } = await ownerPage({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    await page.goto('/clients');
    await page.getByRole('heading', { name: CLIENT_MESSAGES.empty }).waitFor();
    await page.getByRole('button', { name: 'Import CSV' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Import contacts' });
    await expectNoA11yViolations(page);
    const csv = [
      'Name,Email,Company,Phone',
      'Dana Levi,dana@example.com,"Levi, Design",+972 50 123 4567',
      'No Email,,Acme,',
      'דנה כהן,dana.cohen@example.co.il,,',
      'Omer Katz,omer@example.com,Katz & Partners,03-555-1234',
    ].join('\r\n');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByText('contacts.csv').waitFor();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const report = page.getByRole('dialog', { name: 'Import finished' });
    await report.getByText('3 added, 1 with errors.', { exact: true }).waitFor();
    const errors = report.getByRole('list', { name: 'Rows not imported' });
    expect((await errors.innerText()).replace(/\s+/g, ' ')).toBe('Line 3 Name and email are required');
    await expectNoA11yViolations(page);
    await report.getByRole('button', { name: 'Done' }).click();
    await page.getByText('3 contacts').waitFor();

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('contacts.csv');
    await expectToast(page, CLIENT_MESSAGES.exported);
    const exported = fs.readFileSync((await download.path())!, 'utf8');
    expect(exported.replace(/^\ufeff/, '').split('\r\n')).toEqual([
      'Name,Email,Company,Phone',
      `Dana Levi,dana@example.com,"Levi, Design",'+972 50 123 4567`,
      'Omer Katz,omer@example.com,Katz & Partners,03-555-1234',
      'דנה כהן,dana.cohen@example.co.il,,',
      '',
    ]);

    // The exported file imports back: every row is already a contact, so with Skip nothing changes.
    await page.getByRole('button', { name: 'Import CSV' }).first().click();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(exported) });
    await dialog.getByText('Skip the row').click();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await report.getByText('3 skipped.', { exact: true }).waitFor();
    await report.getByRole('button', { name: 'Done' }).click();
    const list = (await (await api.get('/api/clients')).json()) as {
      items: { name: string; phone: string | null }[];
    };
    expect(list.items.map((c) => [c.name, c.phone])).toEqual([
      ['Dana Levi', '+972 50 123 4567'],
      ['Omer Katz', '03-555-1234'],
      ['דנה כהן', null],
    ]);
  });
});

describe('Add Signers', () => {
  it('suggests contacts while typing an email and offers to save a new address as a contact', async () => {
    await clearContacts();
    expect(
      (
        await api.post('/api/clients', {
          data: { name: 'Dana Levi', email: 'dana@example.com', company: 'Levi Design' },
        })
      ).status(),
    ).toBe(201);
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf.addPage([595, 842]).drawText('Agreement', { x: 72, y: 760, size: 24, font });
    const upload = await api.post('/api/documents', {
      multipart: {
        file: { name: 'Agreement.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const { document } = (await upload.json()) as { document: { id: string } };

    const { page } = await ownerPage();
    await page.goto(`/add-signers/${document.id}`);
    const form = page.getByRole('form', { name: 'Add a signer' });
    const email = form.getByLabel('Email');
    await email.fill('dan');
    // The browser lists the contacts of the email input's <datalist>.
    const listId = await email.getAttribute('list');
    expect(listId).toBeTruthy();
    const option = page.locator(`datalist[id="${listId}"] option[value="dana@example.com"]`);
    await option.waitFor({ state: 'attached' });
    expect(await option.getAttribute('label')).toBe('Dana Levi · Levi Design');
    // Choosing it puts the address in the field; the contact's name comes along.
    await email.fill('dana@example.com');
    await expect.poll(() => form.getByLabel('Name').inputValue()).toBe('Dana Levi');
    await form.getByRole('button', { name: 'Add signer' }).click();
    const signers = page.getByRole('list', { name: 'Signers' });
    await signers.getByText('Dana Levi', { exact: true }).waitFor();
    await signers.getByText('Dana Levi is in your contacts').waitFor();

    await email.fill('new.person@example.com');
    await form.getByLabel('Name').fill('New Person');
    await form.getByRole('button', { name: 'Add signer' }).click();
    await expectNoA11yViolations(page);
    await signers.getByRole('button', { name: 'Save New Person as contact' }).click();
    await expectToast(page, CLIENT_MESSAGES.savedFromSigner('New Person'));
    await signers.getByText('New Person is in your contacts').waitFor();
    const saved = (await (await api.get('/api/clients?email=new.person@example.com')).json()) as {
      items: { name: string }[];
    };
    expect(saved.items.map((c) => c.name)).toEqual(['New Person']);
  });
});

describe('Add Signers with ordered signing, and Update Signers', () => {
  it('moves signers up and down with their numbers, sends in that order, and resets a signer’s link', async () => {
    const id = await uploadOnePager('Ordered agreement');
    const stamp = Date.now().toString(36);
    const people = [
      { name: 'Ann First', email: `ann-${stamp}@example.com` },
      { name: 'Ben Second', email: `ben-${stamp}@example.com` },
      { name: 'Cy Third', email: `cy-${stamp}@example.com` },
    ];
    const { page } = await ownerPage();
    await page.goto(`/add-signers/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Add Signers' }).waitFor();
    const form = page.getByRole('form', { name: 'Add a signer' });
    for (const p of people) {
      await form.getByLabel('Email').fill(p.email);
      await form.getByLabel('Name').fill(p.name);
      await form.getByRole('button', { name: 'Add signer' }).click();
      await page.getByRole('list', { name: 'Signers' }).getByText(p.name, { exact: true }).waitFor();
    }
    // Unordered: no numbers and nothing to move.
    expect(await shownOrder(page)).toEqual([' Ann First', ' Ben Second', ' Cy Third']);
    expect(await page.getByRole('button', { name: 'Move Ben Second up' }).count()).toBe(0);

    await page.getByRole('switch', { name: 'Ordered signing' }).click();
    await expect.poll(() => shownOrder(page)).toEqual(['1 Ann First', '2 Ben Second', '3 Cy Third']);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Move Ben Second up' }).click();
    await expect.poll(() => shownOrder(page)).toEqual(['1 Ben Second', '2 Ann First', '3 Cy Third']);
    expect(await page.getByRole('button', { name: 'Move Ben Second up' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Move Ann First down' }).click();
    await expect.poll(() => shownOrder(page)).toEqual(['1 Ben Second', '2 Cy Third', '3 Ann First']);
    expect(await page.getByRole('button', { name: 'Move Ann First down' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Document Ready' }).click();
    await expectToast(page, SIGNING_TEXTS.sentToSigners);
    await page.waitForURL((url) => url.pathname === `/update-signers/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Update Signers' }).waitFor();
    // The server keeps that order: only the first, Ben, is invited (by email) for now.
    await expect.poll(() => shownOrder(page)).toEqual(['1 Ben Second', '2 Cy Third', '3 Ann First']);
    const saved = (await (await api.get(`/api/documents/${id}/signers`)).json()) as { signers: Signer[] };
    expect(saved.signers.map((s) => s.name)).toEqual(['Ben Second', 'Cy Third', 'Ann First']);
    expect(saved.signers.map((s) => s.invitedAt !== null)).toEqual([true, false, false]);
    await waitForMail((m) => m.to.includes(people[1]!.email) && m.text.includes(`/sign/${id}/`));

    // Reset link for Cy: after the confirmation the link shown changes; the old one stops working.
    const cyLink = page.getByRole('textbox', { name: 'Signing link for Cy Third' });
    const oldLink = await cyLink.inputValue();
    expect(oldLink).toBe(saved.signers[1]!.link);
    await page.getByRole('button', { name: 'Reset link for Cy Third' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reset this link?' });
    await dialog
      .getByText("Cy Third's link stops working and a new one replaces it.", { exact: false })
      .waitFor();
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Reset link' }).click();
    await expectToast(page, 'New link created. The old link no longer works.');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => cyLink.inputValue()).not.toBe(oldLink);
    const newLink = await cyLink.inputValue();
    expect(new URL(newLink).pathname).toMatch(new RegExp(`^/sign/${id}/`));
    // The others keep theirs.
    expect(await page.getByRole('textbox', { name: 'Signing link for Ben Second' }).inputValue()).toBe(
      saved.signers[0]!.link,
    );
    const signApi = (link: string) => `/api/sign${new URL(link).pathname.replace(/^\/sign/, '')}`;
    const visitor = await request.newContext({ baseURL: baseUrl() });
    try {
      expect((await visitor.get(signApi(oldLink))).status()).toBe(404);
      expect((await visitor.get(signApi(newLink))).status()).toBe(200);
    } finally {
      await visitor.dispose();
    }
    const after = (await (await api.get(`/api/documents/${id}/signers`)).json()) as { signers: Signer[] };
    expect(after.signers[1]!.link).toBe(newLink);
  });
});

describe('My Signatures', () => {
  it('makes the first signature the default, moves it with Set as default, and passes it on when the default is deleted', async () => {
    const { page } = await ownerPage();
    await page.goto('/my-signatures');
    await page.getByRole('heading', { level: 1, name: 'My Signatures' }).waitFor();
    await page.getByText('No saved signature yet').waitFor();
    await expectNoA11yViolations(page);

    // The first, drawn.
    await page.getByRole('button', { name: 'Create signature' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Your Signature' });
    await dialog.waitFor();
    await drawSignature(page);
    await dialog.getByRole('button', { name: 'Save signature' }).click();
    await expectToast(page, 'Signature saved successfully');
    await dialog.waitFor({ state: 'detached' });
    const list = page.getByRole('list', { name: 'Saved signatures' });
    const tile = (type: 'Drawn' | 'Typed') =>
      list
        .getByRole('listitem')
        .filter({ has: page.getByRole('img', { name: new RegExp(`^${type} signature`) }) });
    const isDefault = async (type: 'Drawn' | 'Typed') =>
      (await tile(type).getByText('Default', { exact: true }).count()) === 1;
    await tile('Drawn').getByText('Default', { exact: true }).waitFor();

    // The second, typed with the owner's name: not the default.
    await page.getByRole('button', { name: 'New signature' }).click();
    await dialog.getByRole('tab', { name: 'Type' }).click();
    await expect.poll(() => dialog.getByLabel('Your name').inputValue()).toBe(owner.name);
    await dialog.getByRole('img', { name: 'Preview of your signature' }).waitFor();
    await dialog.getByRole('button', { name: 'Save signature' }).click();
    await expectToast(page, 'Signature saved successfully');
    await tile('Typed').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    expect([await isDefault('Drawn'), await isDefault('Typed')]).toEqual([true, false]);
    await expectNoA11yViolations(page);

    // Set as default moves the badge.
    await tile('Typed')
      .getByRole('button', { name: /^Set as default: Typed signature/ })
      .click();
    await expectToast(page, 'Default signature updated');
    await expect.poll(() => isDefault('Typed')).toBe(true);
    expect(await isDefault('Drawn')).toBe(false);
    await tile('Drawn')
      .getByRole('button', { name: /^Set as default: Drawn signature/ })
      .waitFor();
    await page.reload();
    await tile('Typed').getByText('Default', { exact: true }).waitFor();
    expect(await isDefault('Drawn')).toBe(false);

    // Deleting the default: the confirmation says what happens, and the other becomes the default.
    await tile('Typed')
      .getByRole('button', { name: /^Delete Typed signature/ })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this signature?' });
    await confirm.getByText('your oldest other signature becomes the default', { exact: false }).waitFor();
    await expectNoA11yViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Signature deleted');
    await tile('Typed').waitFor({ state: 'detached' });
    await tile('Drawn').getByText('Default', { exact: true }).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    const stored = (await (await api.get('/api/signatures')).json()) as {
      items: { type: string; isDefault: boolean }[];
    };
    expect(stored.items.map((i) => [i.type, i.isDefault])).toEqual([['drawn', true]]);
  });
});

describe('Contract generator', () => {
  async function fillClient(page: Page, name: string, email: string) {
    await page.getByLabel('Client name').fill(name);
    await page.getByLabel('Client email').fill(email);
  }

  async function fillService(page: Page) {
    await page.getByLabel('Service name').fill('Website redesign');
    await page.getByLabel('Description').fill('Design and build a five-page marketing website.');
    await page.getByLabel('Price (ILS)').fill('2500');
    await page.getByLabel('Start date').fill('2030-06-01');
    await page.getByLabel('End date').fill('2030-08-31');
  }

  async function contractPdf(documentId: string) {
    const contracts = (await (await api.get('/api/contracts')).json()) as {
      items: { contractId: string; documentId: string }[];
    };
    const contract = contracts.items.find((c) => c.documentId === documentId)!;
    const file = await api.get(`/api/documents/${documentId}/file`);
    expect(file.headers()['content-type']).toBe('application/pdf');
    return { contractId: contract.contractId, pdf: Buffer.from(await file.body()) };
  }

  it('checks each step, then Generate & Send makes the PDF and invites the client', async () => {
    const { page } = await ownerPage();
    // Reached from the header's More menu.
    await page.goto('/clients');
    await page.getByRole('banner').getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Contract Generator' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contract Generator' }).waitFor();
    await page.getByRole('heading', { name: 'Client information' }).waitFor();
    await expectNoA11yViolations(page);

    // Step 1: name and email are required.
    await page.getByRole('button', { name: 'Next: Service' }).click();
    await expectToast(page, CONTRACT_MESSAGES.clientRequired);
    expect(await page.getByLabel('Client email').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Client name').fill('Sam Client');
    await page.getByRole('button', { name: 'Next: Service' }).click();
    expect(await page.getByLabel('Client email').getAttribute('aria-invalid')).toBe('true');
    await expectNoA11yViolations(page);
    await fillClient(page, 'Sam Client', 'sam.client@example.com');
    await page.getByRole('button', { name: 'Next: Service' }).click();

    // Step 2: service name, description and price are required.
    await page.getByRole('heading', { name: 'Service details' }).waitFor();
    await page.getByRole('button', { name: 'Next: Review' }).click();
    await expectToast(page, CONTRACT_MESSAGES.serviceRequired);
    await page.getByLabel('Service name').fill('Website redesign');
    await page.getByRole('button', { name: 'Next: Review' }).click();
    expect(await page.getByLabel('Description').getAttribute('aria-invalid')).toBe('true');
    await expectNoA11yViolations(page);
    await fillService(page);
    await page.getByRole('button', { name: 'Next: Review' }).click();

    // Step 3: the review and the live preview.
    await page.getByRole('heading', { name: 'Review' }).waitFor();
    const preview = page.getByRole('figure', { name: 'Contract preview' });
    await preview.getByText('Sam Client').first().waitFor();
    await preview.getByText('₪2,500.00').waitFor();
    await preview.getByText('Acme Studio Ltd').first().waitFor();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Generate & Send' }).click();
    await expectToast(page, CONTRACT_MESSAGES.sent('Sam Client'));
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/document\/[\w-]+$/);
    const documentId = new URL(page.url()).pathname.split('/')[2]!;

    const { contractId, pdf } = await contractPdf(documentId);
    expect(contractId).toMatch(/^CTR-\d{6}$/);
    if (has('pdftotext')) {
      const text = pdfText(pdf);
      for (const expected of ['Sam Client', 'Website redesign', '₪2,500.00', contractId, 'Acme Studio Ltd']) {
        expect(text).toContain(expected);
      }
    }
    const doc = (await (await api.get(`/api/documents/${documentId}/signers`)).json()) as {
      document: { name: string; category: string; status: string };
      signers: { name: string; email: string; invitedAt: string | null; link: string }[];
    };
    expect(doc.document).toMatchObject({
      name: 'Contract - Sam Client - Website redesign',
      category: 'contract',
      status: 'pending',
    });
    expect(doc.signers).toHaveLength(1);
    expect(doc.signers[0]).toMatchObject({ name: 'Sam Client', email: 'sam.client@example.com' });
    expect(doc.signers[0]!.invitedAt).not.toBeNull();
    // The client receives the invitation by email, with their signing link.
    const invitation = await waitForMail(
      (m) => m.to.includes('sam.client@example.com') && m.text.includes(`/sign/${documentId}/`),
    );
    expect(invitation.subject).toBe(`${owner.name} asks you to sign "${doc.document.name}"`);
    expect(invitation.text).toContain('Hi Sam Client,');
    expect(linkIn(invitation, `/sign/${documentId}/`)).toBe(doc.signers[0]!.link);
  });

  it('writes a Hebrew client name into the PDF (Generate Contract, a phone in dark mode)', async () => {
    const { page } = await ownerPage({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    // Reached from the dashboard.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Generate Contract' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contract Generator' }).waitFor();
    await fillClient(page, 'דנה כהן', 'dana.cohen@example.co.il');
    await page.getByRole('button', { name: 'Next: Service' }).click();
    await fillService(page);
    await page.getByRole('button', { name: 'Next: Review' }).click();
    await page.getByRole('figure', { name: 'Contract preview' }).getByText('דנה כהן').first().waitFor();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Generate Contract' }).click();
    await expectToast(page, CONTRACT_MESSAGES.generated);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/document\/[\w-]+$/);
    const documentId = new URL(page.url()).pathname.split('/')[2]!;
    const { contractId, pdf } = await contractPdf(documentId);
    if (has('pdftotext')) {
      const text = pdfText(pdf);
      expect(text).toContain('דנה כהן');
      expect(text).toContain(contractId);
    }
    const doc = (await (await api.get(`/api/documents/${documentId}`)).json()) as {
      document: { name: string; status: string };
    };
    expect(doc.document).toMatchObject({ name: 'Contract - דנה כהן - Website redesign', status: 'draft' });
  });
});

describe('Help & Support', () => {
  it('answers from the plans, says live chat is coming, and sends the contact form', async () => {
    const visitor = `vera-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
    const { page } = await newPage();
    await page.goto('/help');
    await page.getByRole('heading', { level: 1, name: 'How can we help?' }).waitFor();
    await page
      .getByText('The Free plan lets you send up to 5 documents a month, with up to 3 signers per document.')
      .waitFor();
    await expectNoA11yViolations(page);
    await page.getByText('What do the other plans include?').click();
    await page.getByText('VIP: unlimited documents and unlimited signers.', { exact: false }).waitFor();
    await page.getByRole('button', { name: /Live Chat/ }).click();
    await expectToast(page, MESSAGES.liveChatSoon);

    const form = page.getByRole('form', { name: 'Contact support' });
    await form.getByRole('button', { name: 'Send question' }).click();
    await expectToast(page, 'Please enter your name');
    await form.getByLabel('Name').fill('Visitor Vera');
    await form.getByLabel('Email').fill(visitor);
    await form.getByLabel('Subject').fill('Can I sign on my phone?');
    await form.getByLabel('Your question').fill('Does signing work in a phone browser?');
    await form.getByRole('button', { name: 'Send question' }).click();
    await page.getByRole('heading', { name: 'Question sent' }).waitFor();
    await expectToast(page, 'We reply within 24 hours on business days.');
    await expectNoA11yViolations(page);

    // The question reaches the support address (the supportEmail setting) over SMTP, and Vera gets a
    // confirmation.
    const { supportEmail } = (await (await api.get('/api/settings/public')).json()) as {
      supportEmail: string;
    };
    const toSupport = await waitForMail((m) => m.to.includes(supportEmail) && m.text.includes(visitor));
    expect(toSupport.subject).toBe('Support request: Can I sign on my phone?');
    expect(toSupport.text).toContain(`Visitor Vera <${visitor}> asked through the Help & Support form:`);
    expect(toSupport.text).toContain('Does signing work in a phone browser?');
    expect(toSupport.text).toContain('Sent without signing in.');
    const confirmation = await waitForMail(visitor);
    expect(confirmation.subject).toBe('We received your question: Can I sign on my phone?');
    expect(confirmation.text).toContain('Hi Visitor Vera,');
    expect(confirmation.text).toContain('Does signing work in a phone browser?');
  });

  it('leads /contact to the form, and fills in a signed-in user’s name and email (dark, phone)', async () => {
    const { page } = await ownerPage({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    await page.goto('/contact');
    await expect
      .poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).hash}`)
      .toBe('/help#contact');
    const form = page.getByRole('form', { name: 'Contact support' });
    await expect.poll(() => form.getByLabel('Name').inputValue()).toBe(owner.name);
    expect(await form.getByLabel('Email').inputValue()).toBe(owner.email);
    await expectNoA11yViolations(page);
  });
});
