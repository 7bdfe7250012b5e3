// Documents against the real server, database and blob store: upload, checks, quota, lists, files, delete.
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireDocuments } from '../src/server/documents/expire-documents';
import { enqueueJob } from '../src/server/jobs/job-queue';
import { findSoffice } from '../src/server/pdf/convert-to-pdf';
import { Client, registerUser } from './helpers/client';
import { makeEncryptedPdf, makeExe, makeJpg, makePdf, makePng, multipartBody } from './helpers/fixtures';
import { PLACEMENT, signatureDataUrl } from './helpers/signing';
import { drainJobs, runJobsUntilStatus } from './helpers/jobs';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

async function upload(c: Client, filename: string, data: Buffer, fields: Record<string, string> = {}) {
  const { body, contentType } = multipartBody(fields, { filename, data });
  return c.request('POST', '/api/documents', body, { 'content-type': contentType });
}

function blobFiles(): string[] {
  const root = path.join(t.dataDir, 'blobs', 'documents');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

/** The files kept for one document (upload, revisions, sealed copy, signature images). */
function filesOf(documentId: string): string[] {
  const dir = path.join(t.dataDir, 'blobs', 'documents', documentId);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name)
    .sort();
}

/** Uploads, signs as the owner and, unless told not to, finishes and waits for the seal. */
async function signedDocument(c: Client, finish = true): Promise<string> {
  const doc = (await upload(c, 'signed.pdf', await makePdf(2))).body.document;
  const signed = await c.post(`/api/documents/${doc.id}/sign`, {
    image: await signatureDataUrl(),
    placement: PLACEMENT,
  });
  expect(signed.status, signed.raw).toBe(200);
  if (!finish) return doc.id;
  expect((await c.post(`/api/documents/${doc.id}/finish`)).status).toBe(200);
  await runJobsUntilStatus(t, c, doc.id);
  return doc.id;
}

async function signedIn() {
  const c = new Client(t.app);
  const user = await registerUser(c);
  return { c, user };
}

describe('upload', () => {
  it('stores a PDF unchanged as a draft and serves the same bytes back', async () => {
    const { c } = await signedIn();
    const pdf = await makePdf(3, { size: [595, 842] });
    const res = await upload(c, 'Lease agreement.pdf', pdf, { category: 'contract' });
    expect(res.status).toBe(201);
    const doc = res.body.document;
    expect(doc).toMatchObject({
      name: 'Lease agreement',
      status: 'draft',
      category: 'contract',
      sourceType: 'pdf',
      pageCount: 3,
      width: 595,
      height: 842,
      size: pdf.length,
      sha256: crypto.createHash('sha256').update(pdf).digest('hex'),
      allowAnonymous: true,
      pinProtected: false,
    });
    const file = await c.get(`/api/documents/${doc.id}/file?download=1`);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment; filename="Lease agreement.pdf"');
    const raw = await t.app.inject({
      url: `/api/documents/${doc.id}/file`,
      headers: { cookie: `signet_session=${c.sessionCookie}` },
    });
    expect(raw.rawPayload.equals(pdf)).toBe(true);

    const ranged = await t.app.inject({
      url: `/api/documents/${doc.id}/file`,
      headers: { cookie: `signet_session=${c.sessionCookie}`, range: 'bytes=0-7' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 0-7/${pdf.length}`);
    expect(ranged.rawPayload.toString('latin1')).toBe(pdf.subarray(0, 8).toString('latin1'));
  });

  it('records the displayed size of a rotated first page', async () => {
    const { c } = await signedIn();
    const res = await upload(c, 'landscape.pdf', await makePdf(1, { size: [612, 792], rotate: 90 }));
    expect(res.body.document).toMatchObject({ width: 792, height: 612 });
  });

  it('turns PNG and JPG images into one-page PDFs', async () => {
    const { c } = await signedIn();
    const png = await upload(c, 'scan.png', await makePng(300, 200));
    expect(png.status).toBe(201);
    expect(png.body.document).toMatchObject({
      sourceType: 'image',
      sourceExtension: 'png',
      pageCount: 1,
      width: 300,
      height: 200,
    });
    const jpg = await upload(c, 'photo.jpg', await makeJpg(400, 300));
    expect(jpg.body.document).toMatchObject({ sourceType: 'image', pageCount: 1, width: 400, height: 300 });
    const file = await t.app.inject({
      url: `/api/documents/${jpg.body.document.id}/file`,
      headers: { cookie: `signet_session=${c.sessionCookie}` },
    });
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('checks the type by content: a .exe renamed .pdf is refused and nothing is stored', async () => {
    const { c } = await signedIn();
    const before = blobFiles().length;
    const res = await upload(c, 'invoice.pdf', makeExe());
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe(
      'Unsupported file type. Please upload a PDF, image (JPG, PNG, WEBP), or Word document (DOC, DOCX).',
    );
    expect(blobFiles().length).toBe(before);
    expect((await c.get('/api/documents')).body.total).toBe(0);
  });

  it('refuses a file over the size limit without storing it', async () => {
    const { c } = await signedIn();
    const before = blobFiles().length;
    const big = Buffer.concat([await makePdf(1), crypto.randomBytes(21 * 1024 * 1024)]);
    const res = await upload(c, 'huge.pdf', big);
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('File size must be less than 20MB.');
    expect(blobFiles().length).toBe(before);
    expect(fs.readdirSync(path.join(t.dataDir, 'blobs', '.tmp'))).toEqual([]);
    expect((await c.get('/api/documents')).body.total).toBe(0);
  });

  it('follows the administrator maximum upload size', async () => {
    const { c } = await signedIn();
    await t.ctx.settings.update('general', { maxUploadSizeMb: 1 });
    try {
      const res = await upload(
        c,
        'two-mb.pdf',
        Buffer.concat([await makePdf(1), crypto.randomBytes(2 * 1024 * 1024)]),
      );
      expect(res.status).toBe(413);
      expect(res.body.error.message).toBe('File size must be less than 1MB.');
    } finally {
      await t.ctx.settings.update('general', { maxUploadSizeMb: 20 });
    }
  });

  it('refuses corrupt and encrypted PDFs with a clear message', async () => {
    const { c } = await signedIn();
    const corrupt = await upload(
      c,
      'broken.pdf',
      Buffer.from('%PDF-1.7\n1 0 obj garbage that is not a pdf\n%%EOF'),
    );
    expect(corrupt.status).toBe(422);
    expect(corrupt.body.error.message).toMatch(/damaged/);
    const encrypted = await upload(c, 'secret.pdf', await makeEncryptedPdf());
    expect(encrypted.status).toBe(422);
    expect(encrypted.body.error.message).toMatch(/password-protected or encrypted/);
    expect(blobFiles().filter((f) => f === 'original.pdf').length).toBeGreaterThanOrEqual(0);
    expect((await c.get('/api/documents')).body.total).toBe(0);
  });

  it('validates the PIN with the spec texts and stores only its hash', async () => {
    const { c } = await signedIn();
    const pdf = await makePdf(1);
    expect((await upload(c, 'a.pdf', pdf, { pinEnabled: 'true', pin: '' })).body.error.message).toBe(
      'Please enter a PIN code',
    );
    expect((await upload(c, 'a.pdf', pdf, { pinEnabled: 'true', pin: '123' })).body.error.message).toBe(
      'PIN must be between 4-8 digits',
    );
    expect((await upload(c, 'a.pdf', pdf, { pinEnabled: 'true', pin: '12ab' })).body.error.message).toBe(
      'PIN must contain only digits',
    );
    expect((await upload(c, 'a.pdf', pdf, { pinEnabled: 'true', pin: '123456789' })).body.error.message).toBe(
      'PIN must be between 4-8 digits',
    );
    const ok = await upload(c, 'a.pdf', pdf, { pinEnabled: 'true', pin: '4821', allowAnonymous: 'false' });
    expect(ok.body.document).toMatchObject({ pinProtected: true, allowAnonymous: false });
    const row = await t.ctx.db
      .selectFrom('documents')
      .select('pin_hash')
      .where('id', '=', ok.body.document.id)
      .executeTakeFirstOrThrow();
    expect(row.pin_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses Word files clearly when LibreOffice is not available', async () => {
    const noOffice = await createTestApp({ SOFFICE_PATH: 'none' });
    try {
      const c = new Client(noOffice.app);
      await registerUser(c);
      const docx = Buffer.concat([
        Buffer.from([0x50, 0x4b, 0x03, 0x04]),
        Buffer.from('word/document.xml'),
        Buffer.alloc(200),
      ]);
      const { body, contentType } = multipartBody({}, { filename: 'letter.docx', data: docx });
      const res = await c.request('POST', '/api/documents', body, { 'content-type': contentType });
      expect(res.status).toBe(415);
      expect(res.body.error.message).toMatch(/LibreOffice is not installed/);
    } finally {
      await noOffice.close();
    }
  });
});

describe('Word conversion with LibreOffice', async () => {
  const soffice = await findSoffice();
  // Runs where LibreOffice is installed (CI installs it); elsewhere the refusal test above applies.
  it.runIf(soffice)(
    'converts a DOCX to PDF',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signet-docx-'));
      fs.writeFileSync(path.join(dir, 'letter.txt'), 'Dear client,\nplease sign this letter.\n');
      execFileSync(
        soffice!,
        [
          `-env:UserInstallation=file://${dir}/p`,
          '--headless',
          '--convert-to',
          'docx',
          '--outdir',
          dir,
          path.join(dir, 'letter.txt'),
        ],
        {
          timeout: 120_000,
        },
      );
      const { c } = await signedIn();
      const res = await upload(c, 'letter.docx', fs.readFileSync(path.join(dir, 'letter.docx')));
      fs.rmSync(dir, { recursive: true, force: true });
      expect(res.status).toBe(201);
      expect(res.body.document).toMatchObject({ sourceType: 'word', sourceExtension: 'docx', pageCount: 1 });
    },
    180_000,
  );
});

describe('plan quota', () => {
  it('stops a Free account at 5 documents a month with a message naming the limit', async () => {
    const { c, user } = await signedIn();
    const pdf = await makePdf(1);
    for (let i = 0; i < 5; i++) expect((await upload(c, `doc-${i}.pdf`, pdf)).status).toBe(201);
    const sixth = await upload(c, 'doc-6.pdf', pdf);
    expect(sixth.status).toBe(403);
    expect(sixth.body.error.message).toMatch(/Free plan's limit of 5 documents/);
    expect((await c.get('/api/profile')).body.usage).toMatchObject({ used: 5, limit: 5, percentage: 100 });
    // An administrator's per-user override wins over the plan.
    await t.ctx.db
      .updateTable('users')
      .set({ monthly_limit_override: 6 })
      .where('id', '=', user.id)
      .execute();
    expect((await upload(c, 'doc-6.pdf', pdf)).status).toBe(201);
  });

  it('does not give a slot back when a document is deleted', async () => {
    const { c, user } = await signedIn();
    await t.ctx.db
      .updateTable('users')
      .set({ monthly_limit_override: 2 })
      .where('id', '=', user.id)
      .execute();
    const pdf = await makePdf(1);
    const first = (await upload(c, 'a.pdf', pdf)).body.document;
    expect((await upload(c, 'b.pdf', pdf)).status).toBe(201);
    expect((await c.delete(`/api/documents/${first.id}`)).status).toBe(204);
    const again = await upload(c, 'c.pdf', pdf);
    expect(again.status).toBe(403);
    expect((await c.get('/api/profile')).body.usage).toMatchObject({ used: 2, limit: 2 });
    expect((await c.get('/api/documents')).body.total).toBe(1);
  });

  it('lets only one of two concurrent uploads take the last slot', async () => {
    const { c, user } = await signedIn();
    await t.ctx.db
      .updateTable('users')
      .set({ monthly_limit_override: 1 })
      .where('id', '=', user.id)
      .execute();
    const pdf = await makePdf(1);
    const results = await Promise.all([upload(c, 'a.pdf', pdf), upload(c, 'b.pdf', pdf)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 403]);
    expect((await c.get('/api/documents')).body.total).toBe(1);
  });

  it('sets the expiry from the plan retention', async () => {
    const { c } = await signedIn();
    const doc = (await upload(c, 'a.pdf', await makePdf(1))).body.document;
    const days = (new Date(doc.expiresAt).getTime() - new Date(doc.uploadedAt).getTime()) / 86_400_000;
    expect(days).toBe(3);
  });
});

describe('lists', () => {
  it('searches, filters and paginates on the server', async () => {
    const { c, user } = await signedIn();
    await t.ctx.db.updateTable('users').set({ plan: 'unlimited' }).where('id', '=', user.id).execute();
    const pdf = await makePdf(1);
    for (const name of ['Alpha lease', 'Beta NDA', 'Gamma lease', '100%_done'])
      await upload(c, `${name}.pdf`, pdf);
    const ids = (await c.get('/api/documents')).body.items.map((d: { id: string; name: string }) => d);
    await t.ctx.db
      .updateTable('documents')
      .set({ status: 'pending', sent_at: new Date().toISOString() })
      .where('name', '=', 'Beta NDA')
      .execute();

    const lease = (await c.get('/api/documents?q=LEASE')).body;
    expect(lease.items.map((d: { name: string }) => d.name).sort()).toEqual(['Alpha lease', 'Gamma lease']);
    expect((await c.get('/api/documents?q=%25_')).body.items.map((d: { name: string }) => d.name)).toEqual([
      '100%_done',
    ]);
    expect(
      (await c.get('/api/documents?status=pending')).body.items.map((d: { name: string }) => d.name),
    ).toEqual(['Beta NDA']);
    expect((await c.get('/api/documents?status=draft')).body.total).toBe(3);
    expect((await c.get('/api/documents?scope=sent')).body.total).toBe(1);
    const page2 = (await c.get('/api/documents?page=2&pageSize=3')).body;
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.items).toHaveLength(1);
    expect(page2.items[0].id).toBe(ids[3].id);
    expect((await c.get('/api/documents?pageSize=1000')).status).toBe(400);
  });
});

describe('ownership and deletion', () => {
  it("answers 404 for another user's document on every route", async () => {
    const owner = await signedIn();
    const doc = (await upload(owner.c, 'private.pdf', await makePdf(1))).body.document;
    const other = await signedIn();
    expect((await other.c.get(`/api/documents/${doc.id}`)).status).toBe(404);
    expect((await other.c.get(`/api/documents/${doc.id}/file`)).status).toBe(404);
    expect((await other.c.patch(`/api/documents/${doc.id}`, { name: 'mine now' })).status).toBe(404);
    expect((await other.c.delete(`/api/documents/${doc.id}`)).status).toBe(404);
    expect((await other.c.get('/api/documents')).body.total).toBe(0);
    expect((await new Client(t.app).get(`/api/documents/${doc.id}/file`)).status).toBe(401);
    expect((await owner.c.get(`/api/documents/${doc.id}`)).body.document.name).toBe('private');
  });

  it('deletes the rows and the file, leaving no orphan blob', async () => {
    const { c } = await signedIn();
    const doc = (await upload(c, 'gone.pdf', await makePdf(1))).body.document;
    const blob = path.join(t.dataDir, 'blobs', 'documents', doc.id, 'original.pdf');
    expect(fs.existsSync(blob)).toBe(true);
    expect((await c.delete(`/api/documents/${doc.id}`)).status).toBe(204);
    expect(fs.existsSync(blob)).toBe(false);
    expect((await c.get(`/api/documents/${doc.id}`)).status).toBe(404);
  });
});

describe('no file left behind', () => {
  it('deletes every file of a signed and sealed document', async () => {
    const { c } = await signedIn();
    const id = await signedDocument(c);
    const files = filesOf(id);
    expect(files).toContain('original.pdf');
    expect(files).toContain('sealed.pdf');
    expect(files.some((f) => f.endsWith('.png'))).toBe(true);
    expect((await c.delete(`/api/documents/${id}`)).status).toBe(204);
    expect(filesOf(id)).toEqual([]);
  });

  it('deletes the working revision and signature images when a signed document expires', async () => {
    const { c } = await signedIn();
    const id = await signedDocument(c, false);
    // The owner's signature is stamped into a working revision (by this test or the background runner).
    await expect
      .poll(
        async () => {
          await drainJobs(t);
          return filesOf(id).some((f) => /^revision-\d+\.pdf$/.test(f));
        },
        { timeout: 10_000, interval: 50 },
      )
      .toBe(true);
    expect(filesOf(id).some((f) => f.endsWith('.png'))).toBe(true);
    await expireDocuments(t.ctx, new Date(Date.now() + 365 * 24 * 3600 * 1000));
    expect((await c.get(`/api/documents/${id}`)).body.document.status).toBe('expired');
    expect(filesOf(id)).toEqual([]);
  });

  it('removes a blob whose deletion failed through the retry job', async () => {
    const { c } = await signedIn();
    const doc = (await upload(c, 'retry.pdf', await makePdf(1))).body.document;
    const key = `documents/${doc.id}/original.pdf`;
    await t.ctx.db
      .insertInto('blob_deletions')
      .values({ blob_key: key, created_at: new Date().toISOString() })
      .execute();
    await enqueueJob(t.ctx.db, 'blobs.delete', { key });
    // Run here or by the background runner: either way the file and its retry row go.
    await expect
      .poll(
        async () => {
          await drainJobs(t);
          const left = await t.ctx.db
            .selectFrom('blob_deletions')
            .selectAll()
            .where('blob_key', '=', key)
            .execute();
          return left.length === 0 && filesOf(doc.id).length === 0;
        },
        { timeout: 10_000, interval: 50 },
      )
      .toBe(true);
  });
});

describe('retention', () => {
  it('warns the owner 24 hours ahead, then deletes the file and marks the document expired', async () => {
    const { c, user } = await signedIn();
    const doc = (await upload(c, 'short-lived.pdf', await makePdf(1))).body.document;
    const inTwelveHours = new Date(Date.now() + 12 * 3600 * 1000).toISOString();
    await t.ctx.db
      .updateTable('documents')
      .set({ expires_at: inTwelveHours })
      .where('id', '=', doc.id)
      .execute();
    expect((await expireDocuments(t.ctx)).notified).toBeGreaterThanOrEqual(1);
    const mail = await t.ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('template', '=', 'documentExpiring')
      .execute();
    expect(mail).toHaveLength(1);
    await expireDocuments(t.ctx);
    expect(
      await t.ctx.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('template', '=', 'documentExpiring')
        .execute(),
    ).toHaveLength(1);

    await expireDocuments(t.ctx, new Date(Date.now() + 13 * 3600 * 1000));
    expect((await c.get(`/api/documents/${doc.id}`)).body.document.status).toBe('expired');
    expect(fs.existsSync(path.join(t.dataDir, 'blobs', 'documents', doc.id, 'original.pdf'))).toBe(false);
    expect((await c.get(`/api/documents/${doc.id}/file`)).status).toBe(410);
  });
});
