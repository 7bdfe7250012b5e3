// The whole trust path against the real server: signatures → sealing job → sealed PDF with one
// valid signature per signer plus the seal, completion emails, verification, and the audit chain.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAllChains, verifyDocumentChain } from '../src/server/audit/audit-log';
import { loadOrCreateSigningIdentity } from '../src/server/crypto/instance-certificate';
import { appendRevision } from '../src/server/pdf/seal/append-revision';
import { verifyPdfSignatures } from '../src/server/pdf/verify/verify-pdf';
import { assertSealVerifies } from '../src/server/signing/seal-document';
import { Client, ORIGIN, registerUser } from './helpers/client';
import { makePdf, multipartBody } from './helpers/fixtures';
import { linkPath, PLACEMENT, signatureDataUrl, signerBrowser } from './helpers/signing';
import { linkIn, startSmtp, type TestSmtp } from './helpers/smtp';
import { drainJobs, runJobsUntilStatus } from './helpers/jobs';
import { createTestApp, type TestApp } from './helpers/test-app';
import { cmsBlobs, nssDatabaseTrusting, opensslCmsPrint, pdfsig, tools } from './seal/tools';

let t: TestApp;
let smtp: TestSmtp;
let owner: Client;
let documentId: string;
let original: Buffer;
let sealed: Buffer;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN });
  await t.app.ready();
  owner = new Client(t.app);
  await registerUser(owner, { name: 'Olive Owner' });
  original = await makePdf(2);
  const { body, contentType } = multipartBody({}, { filename: 'Lease.pdf', data: original });
  documentId = (await owner.request('POST', '/api/documents', body, { 'content-type': contentType })).body
    .document.id;
  const image = await signatureDataUrl();
  await owner.post(`/api/documents/${documentId}/sign`, { image, placement: PLACEMENT });
  const signers = (
    await owner.request('PUT', `/api/documents/${documentId}/signers`, {
      allowAnonymous: false,
      signers: [
        { name: 'Sam Signer', email: 'sam@example.com' },
        { name: 'דנה כהן', email: 'dana@example.com' },
      ],
    })
  ).body.signers;
  for (const s of signers) {
    const res = await signerBrowser(t.app).post(`${linkPath(s.link).api}/complete`, {
      image,
      placement: { ...PLACEMENT, pageIndex: 1 },
    });
    expect(res.status).toBe(200);
  }
  await runJobsUntilStatus(t, owner, documentId);
  const file = await t.app.inject({
    url: `/api/documents/${documentId}/file`,
    headers: { cookie: `signet_session=${owner.sessionCookie}` },
  });
  sealed = file.rawPayload;
}, 120_000);

afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('the sealed document', () => {
  it('keeps the original bytes and adds one valid PAdES signature per signer plus the seal', async () => {
    expect(sealed.subarray(0, original.length).equals(original)).toBe(true);
    const result = await verifyPdfSignatures(sealed);
    expect(result.signatures.map((s) => s.name)).toEqual([
      'Olive Owner',
      'Sam Signer',
      'דנה כהן',
      'Signet document seal',
    ]);
    for (const s of result.signatures) {
      expect(s).toMatchObject({
        digestValid: true,
        signatureValid: true,
        hasSigningCertificateV2: true,
        subFilter: 'ETSI.CAdES.detached',
      });
    }
    expect(result.modifiedAfterLastSignature).toBe(false);
    const doc = (await owner.get(`/api/documents/${documentId}`)).body.document;
    expect(doc).toMatchObject({ status: 'completed', sealed: true, sealState: 'sealed' });
    expect(doc.sealedSha256).toBe(crypto.createHash('sha256').update(sealed).digest('hex'));
  });

  it('still serves the untouched original to the owner', async () => {
    const res = await t.app.inject({
      url: `/api/documents/${documentId}/file?variant=original`,
      headers: { cookie: `signet_session=${owner.sessionCookie}` },
    });
    expect(res.rawPayload.equals(original)).toBe(true);
  });

  it.runIf(tools.pdfsig && tools.qpdf && tools.pdftotext)(
    'passes qpdf, pdfsig and shows the certificate page',
    () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signet-trust-'));
      const file = path.join(dir, 'sealed.pdf');
      fs.writeFileSync(file, sealed);
      execFileSync('qpdf', ['--check', file]);
      const sig = execFileSync('pdfsig', [file]).toString();
      expect(sig.match(/Signature Validation: Signature is Valid\./g)).toHaveLength(4);
      const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())![1]);
      const last = execFileSync('pdftotext', [
        '-f',
        String(pages),
        '-l',
        String(pages),
        file,
        '-',
      ]).toString();
      expect(last).toContain('Certificate of Completion');
      expect(last).toContain('Sam Signer');
      expect(last).toContain('דנה כהן');
      expect(last).toContain(crypto.createHash('sha256').update(original).digest('hex'));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  );

  it.runIf(tools.certutil && tools.openssl && tools.pdftotext)(
    'is trusted by pdfsig through the instance root, carries the PAdES attributes and a full certificate page',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signet-trust-'));
      const file = path.join(dir, 'sealed.pdf');
      fs.writeFileSync(file, sealed);
      const root = (await new Client(t.app).get('/api/certificate/root.pem')).raw;
      const result = pdfsig(file, nssDatabaseTrusting(root));
      expect(result.signatures).toHaveLength(4);
      for (const s of result.signatures) {
        expect(s.validation, result.output).toBe('Signature is Valid.');
        expect(s.certificate, result.output).toBe('Certificate is Trusted.');
      }
      expect(result.signatures.at(-1)!.totalDocumentSigned).toBe(true);
      const v = await verifyPdfSignatures(sealed);
      for (const cms of cmsBlobs(
        sealed,
        v.signatures.map((x) => x.byteRange),
      )) {
        const printed = opensslCmsPrint(cms);
        expect(printed).toMatch(/contentType/);
        expect(printed).toMatch(/messageDigest/);
        expect(printed).toMatch(/signingCertificateV2|1\.2\.840\.113549\.1\.9\.16\.2\.47/);
      }
      // The certificate page: the document id, each signer's IP address and the events.
      const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())![1]);
      const last = execFileSync('pdftotext', [
        '-f',
        String(pages),
        '-l',
        String(pages),
        file,
        '-',
      ]).toString();
      expect(last).toContain(documentId);
      const ips = await t.ctx.db
        .selectFrom('placements')
        .select('ip')
        .where('document_id', '=', documentId)
        .execute();
      for (const { ip } of ips) expect(last).toContain(ip!);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  );

  it('is completed only with a seal that verifies', async () => {
    await expect(assertSealVerifies(sealed, 4)).resolves.toBeUndefined();
    await expect(assertSealVerifies(sealed, 5)).rejects.toThrow(/4 signatures instead of 5/);
    const flipped = Buffer.from(sealed);
    flipped[original.length - 200] = flipped[original.length - 200]! ^ 0x01;
    await expect(assertSealVerifies(flipped, 4)).rejects.toThrow(/do not verify/);
    await expect(
      assertSealVerifies(Buffer.concat([sealed, Buffer.from('1 0 obj\n<<>>\nendobj\n')]), 4),
    ).rejects.toThrow(/bytes follow the seal/);
  });

  it('emails every party the sealed PDF', async () => {
    for (const to of ['sam@example.com', 'dana@example.com']) {
      const mail = await smtp.waitFor((m) => m.to.includes(to) && /signed by everyone/.test(m.subject));
      const attachment = mail.parsed.attachments[0]!;
      expect(attachment.contentType).toBe('application/pdf');
      expect(Buffer.from(attachment.content).equals(sealed)).toBe(true);
    }
  });
});

describe('a seal that fails', () => {
  it('leaves the document uncompleted, tells the owner, and completes once a retry succeeds', async () => {
    const app = await createTestApp({ JOBS: 'false' });
    try {
      const c = new Client(app.app);
      await registerUser(c, { name: 'Fay Failing' });
      const pdf = await makePdf(1);
      const { body, contentType } = multipartBody({}, { filename: 'Fragile.pdf', data: pdf });
      const id = (await c.request('POST', '/api/documents', body, { 'content-type': contentType })).body
        .document.id as string;
      await c.post(`/api/documents/${id}/sign`, { image: await signatureDataUrl(), placement: PLACEMENT });
      expect((await c.post(`/api/documents/${id}/finish`)).status).toBe(200);
      // The stored upload is damaged before the seal is made.
      const blob = path.join(app.dataDir, 'blobs', 'documents', id, 'original.pdf');
      fs.writeFileSync(blob, 'this is not a PDF any more');
      await drainJobs(app);
      const failed = (await c.get(`/api/documents/${id}`)).body.document;
      expect(failed.status).not.toBe('completed');
      expect(failed.sealState).toBe('failed');
      const bell = (await c.get('/api/notifications')).body.items as { type: string; documentId: string }[];
      expect(bell.some((n) => n.type === 'seal_failed' && n.documentId === id)).toBe(true);

      // Repaired: the retry (after its back-off) seals and completes it.
      fs.writeFileSync(blob, pdf);
      await app.ctx.db
        .updateTable('jobs')
        .set({ run_at: new Date(Date.now() - 1000).toISOString() })
        .where('status', '=', 'queued')
        .execute();
      const done = await runJobsUntilStatus(app, c, id);
      expect(done.sealState).toBe('sealed');
    } finally {
      await app.close();
    }
  });
});

describe('a sealed file over 10 MB', () => {
  it('is sent as a link rather than an attachment', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([612, 792]).drawText('A large scan', { x: 72, y: 700, size: 18 });
    // Random bytes do not compress: an 11 MB attachment makes an 11 MB file.
    await doc.attach(crypto.randomBytes(11 * 1024 * 1024), 'scan.bin', {
      mimeType: 'application/octet-stream',
    });
    const big = Buffer.from(await doc.save({ useObjectStreams: false }));
    expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
    const { body, contentType } = multipartBody({}, { filename: 'Large scan.pdf', data: big });
    const upload = await owner.request('POST', '/api/documents', body, { 'content-type': contentType });
    expect(upload.status, upload.raw).toBe(201);
    const id = upload.body.document.id as string;
    const [signer] = (
      await owner.request('PUT', `/api/documents/${id}/signers`, {
        allowAnonymous: false,
        signers: [{ name: 'Bea Big', email: 'bea.big@example.com' }],
      })
    ).body.signers;
    const res = await signerBrowser(t.app).post(`${linkPath(signer.link).api}/complete`, {
      image: await signatureDataUrl(),
      placement: PLACEMENT,
    });
    expect(res.status, res.raw).toBe(200);
    await runJobsUntilStatus(t, owner, id);
    const mail = await smtp.waitFor(
      (m) => m.to.includes('bea.big@example.com') && /signed by everyone/.test(m.subject),
      30_000,
    );
    expect(mail.parsed.attachments).toHaveLength(0);
    expect(mail.text).toContain('Download the signed PDF');
    expect(linkIn(mail, '/sign/')).toBe(signer.link);
  }, 60_000);
});

describe('a file with a broken cross-reference table', () => {
  it('is rewritten once, says so in the audit trail, and is sealed with every signature valid', async () => {
    const good = (await makePdf(2, { objectStreams: false })).toString('latin1');
    expect(good).toMatch(/\nxref\n/);
    // Shift every xref offset: the table now points into the middle of other objects.
    const broken = Buffer.from(
      good.replace(
        /(\d{10}) 00000 n/g,
        (_, o: string) => `${String(Number(o) + 7).padStart(10, '0')} 00000 n`,
      ),
      'latin1',
    );
    const { body, contentType } = multipartBody({}, { filename: 'Damaged.pdf', data: broken });
    const upload = await owner.request('POST', '/api/documents', body, { 'content-type': contentType });
    expect(upload.status, upload.raw).toBe(201);
    const id = upload.body.document.id as string;
    await owner.post(`/api/documents/${id}/sign`, { image: await signatureDataUrl(), placement: PLACEMENT });
    expect((await owner.post(`/api/documents/${id}/finish`)).status).toBe(200);
    await runJobsUntilStatus(t, owner, id);
    const trail = (await owner.get(`/api/documents/${id}/audit`)).body;
    expect(trail.events.map((e: { event: string }) => e.event)).toContain('full_rewrite');
    expect(trail.chain.ok).toBe(true);
    const file = await t.app.inject({
      url: `/api/documents/${id}/file`,
      headers: { cookie: `signet_session=${owner.sessionCookie}` },
    });
    const check = await verifyPdfSignatures(file.rawPayload);
    expect(check.signatures).toHaveLength(2);
    expect(check.signatures.every((s) => s.digestValid && s.signatureValid)).toBe(true);
    expect(check.modifiedAfterLastSignature).toBe(false);
  });
});

describe('verification', () => {
  async function verify(file: Buffer) {
    const { body, contentType } = multipartBody({}, { filename: 'check.pdf', data: file });
    return (await new Client(t.app).request('POST', '/api/verify', body, { 'content-type': contentType }))
      .body;
  }

  it('recognises a file it sealed', async () => {
    const res = await verify(sealed);
    expect(res.verdict).toBe('sealed_intact');
    expect(res.sealedHere.documentId).toBe(documentId);
    expect(res.signatures).toHaveLength(4);
    expect(
      res.signatures.every((s: { valid: boolean; byThisInstance: boolean }) => s.valid && s.byThisInstance),
    ).toBe(true);
  });

  it('reports a flipped byte inside a signed range as modified', async () => {
    const tampered = Buffer.from(sealed);
    const at = original.length - 200;
    tampered[at] = tampered[at]! ^ 0x01;
    const res = await verify(tampered);
    expect(res.verdict).toBe('modified');
    expect(res.sealedHere).toBeNull();
  });

  it('reports content appended after the seal as modified, naming the sealed document', async () => {
    const res = await verify(Buffer.concat([sealed, Buffer.from('\n1 0 obj\n<< /Evil true >>\nendobj\n')]));
    expect(res.verdict).toBe('modified');
    expect(res.modifiedAfterLastSignature).toBe(true);
    expect(res.changedAfterSeal).toMatchObject({ documentId, name: 'Lease' });
  });

  it('reports a valid signature someone else added after the seal as a change, not as intact', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signet-other-ca-'));
    try {
      const other = await loadOrCreateSigningIdentity(dir);
      const { pdf: countersigned } = await appendRevision(sealed, {
        stamps: [],
        signature: { name: 'Someone Else', reason: 'Added later', signingTime: new Date() },
        identity: other,
      });
      const check = await verifyPdfSignatures(countersigned);
      expect(check.signatures).toHaveLength(5);
      expect(check.signatures.every((s) => s.digestValid && s.signatureValid)).toBe(true);
      expect(check.modifiedAfterLastSignature).toBe(false);
      const res = await verify(countersigned);
      expect(res.verdict).toBe('modified');
      expect(res.changedAfterSeal).toMatchObject({ documentId, name: 'Lease' });
      // Everything the new revision added, less its trailing line break.
      expect(res.changedAfterSeal.bytesAdded).toBeGreaterThan(countersigned.length - sealed.length - 3);
      expect(res.changedAfterSeal.bytesAdded).toBeLessThanOrEqual(countersigned.length - sealed.length);
      expect(res.summary).toMatch(/changed after this Signet sealed it \(“Lease”\).*another signature/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says an unsigned PDF carries no signature', async () => {
    expect((await verify(original)).verdict).toBe('unsigned');
  });
});

describe('instance certificate', () => {
  it('is reported by /api/health and its root is downloadable', async () => {
    const health = (await new Client(t.app).get('/api/health')).body;
    expect(health.certificate).toMatchObject({ status: 'ok', source: 'generated' });
    const root = await new Client(t.app).get('/api/certificate/root.pem');
    expect(root.raw).toContain('-----BEGIN CERTIFICATE-----');
  });
});

describe('audit trail', () => {
  it('records every step and detects an edited row', async () => {
    const trail = (await owner.get(`/api/documents/${documentId}/audit`)).body;
    expect(trail.chain.ok).toBe(true);
    expect(trail.events.map((e: { event: string }) => e.event)).toEqual(
      expect.arrayContaining(['uploaded', 'signed', 'sent', 'completed']),
    );
    expect((await verifyAllChains(t.ctx.db)).ok).toBe(true);

    await t.ctx.db
      .updateTable('audit_events')
      .set({ actor: 'Mallory' })
      .where('document_id', '=', documentId)
      .where('seq', '=', 2)
      .execute();
    const check = await verifyDocumentChain(t.ctx.db, documentId);
    expect(check.ok).toBe(false);
    expect(check.problem).toMatch(/event 2 .* was modified/);
    expect((await owner.get(`/api/documents/${documentId}/audit`)).body.chain.ok).toBe(false);
    expect((await verifyAllChains(t.ctx.db)).ok).toBe(false);
  });

  it('downloads the trail as a JSON file, to its owner only', async () => {
    const res = await owner.get(`/api/documents/${documentId}/audit?download=1`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".*\.json"/);
    const trail = JSON.parse(res.raw) as { events: { event: string; hash: string }[] };
    expect(trail.events.map((e) => e.event)).toEqual(expect.arrayContaining(['uploaded', 'completed']));
    const stranger = new Client(t.app);
    await registerUser(stranger);
    expect((await stranger.get(`/api/documents/${documentId}/audit?download=1`)).status).toBe(404);
  });

  it('npm run audit:verify passes an intact trail and fails, naming it, when every event of one is gone', async () => {
    const app = await createTestApp({ JOBS: 'false' });
    try {
      const c = new Client(app.app);
      await registerUser(c);
      const { body, contentType } = multipartBody({}, { filename: 'Kept.pdf', data: await makePdf(1) });
      const id = (await c.request('POST', '/api/documents', body, { 'content-type': contentType })).body
        .document.id as string;
      const run = () =>
        new Promise<{ code: number | null; out: string }>((resolve) => {
          const child = spawn(path.resolve('node_modules/.bin/tsx'), ['src/server/cli/audit-verify.ts'], {
            env: {
              ...process.env,
              DATA_DIR: app.dataDir,
              DATABASE_URL: app.env.DATABASE_URL,
              LOG_LEVEL: 'silent',
            },
          });
          let out = '';
          child.stdout.on('data', (d: Buffer) => (out += d.toString()));
          child.stderr.on('data', (d: Buffer) => (out += d.toString()));
          child.on('close', (code) => resolve({ code, out }));
        });
      const intact = await run();
      expect(intact.code, intact.out).toBe(0);
      expect(intact.out).toMatch(/Audit trail intact: 1 document chains verified/);
      await app.ctx.db.deleteFrom('audit_events').where('document_id', '=', id).execute();
      const broken = await run();
      expect(broken.code).toBe(1);
      expect(broken.out).toContain(`${id}: events were removed from the end of the trail`);
    } finally {
      await app.close();
    }
  });
});
