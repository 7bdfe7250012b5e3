// The contract generator against the real server: the PDF (its text read back by pdf.js, and by
// pdftotext where installed), the document it becomes, the quota, and Generate & Send's invitation.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, ORIGIN, registerUser } from './helpers/client';
import { startSmtp, type TestSmtp } from './helpers/smtp';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN });
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const has = (tool: string) => {
  try {
    execFileSync('which', [tool], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

async function owner(name = 'Olive Owner') {
  const c = new Client(t.app);
  const user = await registerUser(c, { name });
  await c.patch('/api/profile/organisation', {
    name: 'Acme Studio Ltd',
    address: '12 Herzl Street, Tel Aviv',
    phone: '+972 3 555 0101',
    email: 'hello@acme.example',
  });
  return { c, user };
}

const CONTRACT = {
  clientName: 'Dana Levi',
  clientEmail: 'dana@example.com',
  clientPhone: '+972 50 123 4567',
  clientAddress: '4 Rothschild Blvd, Tel Aviv',
  serviceName: 'Website redesign',
  serviceDescription: 'Design and build a five-page marketing website.\nHosting is not included.',
  price: '12,500',
  startDate: '2030-06-01',
  endDate: '2030-08-31',
};

async function pdfOf(c: Client, documentId: string): Promise<Buffer> {
  const res = await t.app.inject({
    url: `/api/documents/${documentId}/file`,
    headers: { cookie: `signet_session=${c.sessionCookie}` },
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** The text of every page as pdf.js reads it (no system tools needed). */
async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), disableFontFace: true }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await doc.destroy();
  return parts.join('\n');
}

function pdftotext(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signet-contract-'));
  try {
    const file = path.join(dir, 'contract.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', [file, '-']).toString();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('Generate Contract', () => {
  let c: Client;
  let documentId: string;
  let contract: Record<string, unknown> & { contractId: string };
  let pdf: Buffer;

  beforeAll(async () => {
    ({ c } = await owner());
    const res = await c.post('/api/contracts', CONTRACT);
    expect(res.status, res.raw).toBe(201);
    ({ documentId, contract } = res.body);
    expect(res.body.sent).toBe(false);
    pdf = await pdfOf(c, documentId);
  });

  it('records the contract with the spec’s fields, status pending and a CTR- id', () => {
    expect(contract.contractId).toMatch(/^CTR-\d{6}$/);
    expect(contract).toMatchObject({
      documentId,
      clientName: 'Dana Levi',
      clientEmail: 'dana@example.com',
      clientPhone: '+972 50 123 4567',
      clientAddress: '4 Rothschild Blvd, Tel Aviv',
      companyName: 'Acme Studio Ltd',
      companyAddress: '12 Herzl Street, Tel Aviv',
      companyPhone: '+972 3 555 0101',
      companyEmail: 'hello@acme.example',
      serviceName: 'Website redesign',
      price: 12500,
      startDate: '2030-06-01',
      endDate: '2030-08-31',
      status: 'pending',
      sentAt: null,
    });
    expect(contract.contractDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('stores the PDF as a draft contract document by the upload rules', async () => {
    const doc = (await c.get(`/api/documents/${documentId}`)).body.document;
    expect(doc).toMatchObject({
      name: 'Contract - Dana Levi - Website redesign',
      category: 'contract',
      status: 'draft',
      sourceType: 'pdf',
      pageCount: 1,
      size: pdf.length,
    });
    const audit = (await c.get(`/api/documents/${documentId}/audit`)).body;
    expect(JSON.stringify(audit)).toContain('uploaded');
    expect((await c.get('/api/contracts')).body.items.map((i: { id: string }) => i.id)).toEqual([
      contract.id,
    ]);
  });

  it('writes the client, company, service, price, dates and contract id into the PDF', async () => {
    const meta = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(meta.getTitle()).toBe('Contract - Dana Levi - Website redesign');
    expect(meta.getKeywords()).toContain(contract.contractId);
    expect(meta.getKeywords()).toContain('₪12,500.00');
    const text = await pdfText(pdf);
    for (const expected of [
      'Acme Studio Ltd',
      'hello@acme.example',
      'Dana Levi',
      'dana@example.com',
      '4 Rothschild Blvd, Tel Aviv',
      'Website redesign',
      'Hosting is not included.',
      '₪12,500.00',
      contract.contractId,
      '06/01/2030',
      '08/31/2030',
      'Signatures',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it.runIf(has('pdftotext'))('reads the same with pdftotext', () => {
    const text = pdftotext(pdf);
    for (const expected of ['Dana Levi', 'Website redesign', '₪12,500.00', contract.contractId]) {
      expect(text).toContain(expected);
    }
  });

  it('is not another owner’s to read', async () => {
    const other = await owner('Other Owner');
    expect((await other.c.get(`/api/contracts/${contract.id}`)).status).toBe(404);
    expect((await other.c.get(`/api/documents/${documentId}`)).status).toBe(404);
    expect((await other.c.get('/api/contracts')).body.items).toEqual([]);
  });
});

describe('text in any language', () => {
  it('renders a Hebrew client name and service in the PDF', async () => {
    const { c } = await owner();
    const res = await c.post('/api/contracts', {
      ...CONTRACT,
      clientName: 'דנה כהן',
      serviceName: 'עיצוב אתר',
      serviceDescription: 'עיצוב ובניית אתר תדמית',
    });
    expect(res.status, res.raw).toBe(201);
    const doc = (await c.get(`/api/documents/${res.body.documentId}`)).body.document;
    expect(doc.name).toBe('Contract - דנה כהן - עיצוב אתר');
    const pdf = await pdfOf(c, res.body.documentId);
    const text = await pdfText(pdf);
    expect(text).toContain('דנה כהן');
    expect(text).toContain('עיצוב אתר');
    if (has('pdftotext')) {
      const poppler = pdftotext(pdf);
      expect(poppler).toContain('דנה כהן');
      expect(poppler).toContain('עיצוב ובניית אתר תדמית');
    }
  });
});

describe('validation', () => {
  it('answers with the wizard’s texts', async () => {
    const { c } = await owner();
    const noClient = await c.post('/api/contracts', { ...CONTRACT, clientName: '', clientEmail: '' });
    expect(noClient.status).toBe(400);
    expect(noClient.body.error.message).toBe('Please fill in client name and email');
    const noService = await c.post('/api/contracts', { ...CONTRACT, serviceDescription: ' ' });
    expect(noService.body.error.message).toBe('Please fill in service details');
    const noPrice = await c.post('/api/contracts', { ...CONTRACT, price: '' });
    expect(noPrice.body.error.message).toBe('Please fill in service details');
    expect((await c.post('/api/contracts', { ...CONTRACT, price: '-4' })).body.error.message).toBe(
      'Please enter a price greater than 0',
    );
    expect(
      (await c.post('/api/contracts', { ...CONTRACT, startDate: '2030-09-01' })).body.error.message,
    ).toBe('The end date must be on or after the start date');
    expect((await c.get('/api/documents')).body.total).toBe(0);
    expect((await new Client(t.app).post('/api/contracts', CONTRACT)).status).toBe(401);
  });
});

describe('quota', () => {
  it('counts generated contracts against the plan and stops at the limit without leaving anything', async () => {
    const { c, user } = await owner();
    await t.ctx.db
      .updateTable('users')
      .set({ monthly_limit_override: 2 })
      .where('id', '=', user.id)
      .execute();
    expect((await c.post('/api/contracts', CONTRACT)).status).toBe(201);
    expect((await c.post('/api/contracts', CONTRACT)).status).toBe(201);
    const blobDirs = () => fs.readdirSync(path.join(t.dataDir, 'blobs', 'documents')).length;
    const before = blobDirs();
    const third = await c.post('/api/contracts', CONTRACT);
    expect(third.status).toBe(403);
    expect(third.body.error.message).toMatch(/limit of 2 documents this month/);
    expect((await c.get('/api/profile')).body.usage).toMatchObject({ used: 2, limit: 2 });
    expect((await c.get('/api/contracts')).body.items).toHaveLength(2);
    expect(blobDirs()).toBe(before);
  });

  it('gives different contract ids to two contracts of one owner', async () => {
    const { c, user } = await owner();
    await t.ctx.db.updateTable('users').set({ plan: 'unlimited' }).where('id', '=', user.id).execute();
    const ids = await Promise.all(
      [1, 2, 3].map(async () => (await c.post('/api/contracts', CONTRACT)).body.contract.contractId),
    );
    expect(new Set(ids).size).toBe(3);
  });
});

describe('webhooks', () => {
  it('announces a generated contract as document.uploaded, like any upload', async () => {
    await t.ctx.settings.update('platform', { allowPrivateWebhookTargets: true });
    const { c } = await owner();
    const hook = await c.post('/api/webhooks', {
      url: 'http://127.0.0.1:9/hook',
      events: ['document.uploaded'],
    });
    expect(hook.status, hook.raw).toBe(201);
    const res = await c.post('/api/contracts', CONTRACT);
    const deliveries = await t.ctx.db
      .selectFrom('webhook_deliveries')
      .select(['event', 'payload'])
      .where('document_id', '=', res.body.documentId)
      .execute();
    expect(deliveries.map((d) => d.event)).toEqual(['document.uploaded']);
    expect(JSON.parse(deliveries[0]!.payload)).toMatchObject({ contractId: res.body.contract.contractId });
  });
});

describe('Generate & Send', () => {
  it('adds the client as the signer and emails the invitation', async () => {
    const { c } = await owner();
    const res = await c.post('/api/contracts', {
      ...CONTRACT,
      clientName: 'Sam Client',
      clientEmail: 'sam.client@example.com',
      send: true,
    });
    expect(res.status, res.raw).toBe(201);
    expect(res.body.sent).toBe(true);
    expect(res.body.contract.sentAt).not.toBeNull();
    const { document, signers } = (await c.get(`/api/documents/${res.body.documentId}/signers`)).body;
    expect(document.status).toBe('pending');
    expect(signers).toHaveLength(1);
    expect(signers[0]).toMatchObject({ name: 'Sam Client', email: 'sam.client@example.com' });
    expect(signers[0].invitedAt).not.toBeNull();
    const mail = await smtp.waitFor((m) => m.to.includes('sam.client@example.com'));
    expect(mail.subject).toBe('Olive Owner asks you to sign "Contract - Sam Client - Website redesign"');
    expect(mail.text).toContain(signers[0].link);
  });
});
