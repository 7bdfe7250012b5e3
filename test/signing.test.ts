// Signing against the real server and database: signers and links, the PIN gate, ordered signing,
// completion exactly once, reminders, void, decline, saved signatures, notifications.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyDocumentChain } from '../src/server/audit/audit-log';
import { Client, ORIGIN, registerUser } from './helpers/client';
import { linkPath, PLACEMENT, signatureDataUrl, signerBrowser, uploadPdf } from './helpers/signing';
import { linkIn, startSmtp, type TestSmtp } from './helpers/smtp';
import { runJobsUntilStatus } from './helpers/jobs';
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

async function owner() {
  const c = new Client(t.app);
  const user = await registerUser(c, { name: 'Olive Owner' });
  return { c, user };
}

/** The document's audit trail as its owner reads it. */
async function auditEvents(
  c: Client,
  id: string,
): Promise<{ event: string; actor: string; details: Record<string, unknown> }[]> {
  return (await c.get(`/api/documents/${id}/audit`)).body.events;
}

async function send(c: Client, id: string, body: Record<string, unknown>) {
  return c.request('PUT', `/api/documents/${id}/signers`, { allowAnonymous: false, ...body });
}

describe('signers and links', () => {
  it('creates one unguessable link per signer and invites them', async () => {
    const { c } = await owner();
    const doc = await uploadPdf(c);
    const res = await send(c, doc.id, {
      signers: [{ email: 'sam@example.com' }, { name: 'Rina', email: 'rina@example.com' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.document.status).toBe('pending');
    const [sam, rina] = res.body.signers;
    expect(sam).toMatchObject({ name: 'sam', email: 'sam@example.com', order: 1, status: 'pending' });
    expect(rina.name).toBe('Rina');
    const ids = res.body.signers.map((s: { link: string }) => linkPath(s.link).signId);
    for (const id of ids) expect(Buffer.from(id, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(new Set(ids).size).toBe(2);
    expect(sam.link).toMatch(new RegExp(`^${ORIGIN}/sign/${doc.id}/`));
    const mail = await smtp.waitFor((m) => m.to.includes('rina@example.com'));
    expect(mail.text).toContain(rina.link);
  });

  it('validates signers with the spec texts and enforces the plan signer limit', async () => {
    const { c } = await owner();
    const doc = await uploadPdf(c);
    expect((await send(c, doc.id, { signers: [{ name: '', email: '' }] })).body.error.message).toBe(
      'Please enter either an email or a name',
    );
    expect((await send(c, doc.id, { signers: [] })).body.error.message).toBe(
      'Please add at least one signer or enable anonymous signing',
    );
    expect((await send(c, doc.id, { signers: [{ name: 'A' }], pinEnabled: true })).body.error.message).toBe(
      'Please enter a PIN code of at least 4 digits',
    );
    const four = await send(c, doc.id, {
      signers: [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }],
    });
    expect(four.status).toBe(403);
    expect(four.body.error.message).toMatch(/Free plan allows up to 3 signers per document/);
  });

  it('keeps unchanged signers’ links on update, replaces a changed or reset one, and invites only the new', async () => {
    const { c } = await owner();
    const doc = await uploadPdf(c);
    const first = (
      await send(c, doc.id, { signers: [{ email: 'keep@example.com' }, { email: 'change@example.com' }] })
    ).body.signers;
    await smtp.waitFor((m) => m.to.includes('change@example.com'));
    const before = smtp.messages.length;
    const updated = (
      await send(c, doc.id, {
        signers: [
          { id: first[0].id, email: 'keep@example.com' },
          { id: first[1].id, email: 'changed@example.com' },
          { email: 'new@example.com' },
        ],
      })
    ).body.signers;
    expect(updated[0].link).toBe(first[0].link);
    expect(updated[1].link).not.toBe(first[1].link);
    await smtp.waitFor((m) => m.to.includes('new@example.com'));
    await smtp.waitFor((m) => m.to.includes('changed@example.com'));
    expect(smtp.messages.slice(before).some((m) => m.to.includes('keep@example.com'))).toBe(false);
    expect((await signerBrowser(t.app).get(linkPath(first[1].link).api)).status).toBe(404);

    const reset = (await c.post(`/api/documents/${doc.id}/signers/${updated[0].id}/reset-link`)).body
      .signers[0];
    expect(reset.link).not.toBe(updated[0].link);
    expect((await signerBrowser(t.app).get(linkPath(updated[0].link).api)).status).toBe(404);
    expect((await signerBrowser(t.app).get(linkPath(reset.link).api)).status).toBe(200);
  });

  it('refuses forged ids and a link used with another document', async () => {
    const { c } = await owner();
    const a = await uploadPdf(c);
    const b = await uploadPdf(c);
    const link = (await send(c, a.id, { signers: [{ name: 'X' }] })).body.signers[0].link;
    const { signId } = linkPath(link);
    const s = signerBrowser(t.app);
    expect((await s.get(`/api/sign/${a.id}/${'A'.repeat(32)}`)).body.error.message).toBe(
      'Document not found or link is invalid',
    );
    expect((await s.get(`/api/sign/${b.id}/${signId}`)).status).toBe(404);
    expect((await s.get(`/api/sign/${b.id}/${signId}/file`)).status).toBe(404);
    expect(
      (
        await s.post(`/api/sign/${b.id}/${signId}/complete`, {
          image: await signatureDataUrl(),
          placement: PLACEMENT,
        })
      ).status,
    ).toBe(404);
  });

  it("does not let one owner touch another owner's signers", async () => {
    const a = await owner();
    const doc = await uploadPdf(a.c);
    const b = await owner();
    expect((await send(b.c, doc.id, { signers: [{ name: 'Mallory' }] })).status).toBe(404);
    expect((await b.c.get(`/api/documents/${doc.id}/signers`)).status).toBe(404);
    expect((await b.c.post(`/api/documents/${doc.id}/remind`)).status).toBe(404);
    expect((await b.c.post(`/api/documents/${doc.id}/void`, { reason: 'x' })).status).toBe(404);
  });
});

describe('the signing page', () => {
  it('records viewed once with IP and user agent and tells the owner', async () => {
    const { c } = await owner();
    const doc = await uploadPdf(c);
    const link = (await send(c, doc.id, { signers: [{ name: 'Vera', email: 'vera@example.com' }] })).body
      .signers[0].link;
    const s = new Client(t.app, { ip: '203.0.113.7', userAgent: 'VeraBrowser/1.0' });
    const view = (await s.get(linkPath(link).api)).body;
    expect(view).toMatchObject({
      name: 'Agreement',
      uploaderName: 'Olive Owner',
      pinRequired: false,
      unlocked: true,
      yourTurn: true,
    });
    await s.get(linkPath(link).api);
    const signer = (await c.get(`/api/documents/${doc.id}/signers`)).body.signers[0];
    expect(signer.viewedAt).not.toBeNull();
    const row = await t.ctx.db
      .selectFrom('signers')
      .selectAll()
      .where('id', '=', signer.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ip: '203.0.113.7', user_agent: 'VeraBrowser/1.0' });
    const audit = await t.ctx.db
      .selectFrom('audit_events')
      .select('event')
      .where('document_id', '=', doc.id)
      .where('event', '=', 'viewed')
      .execute();
    expect(audit).toHaveLength(1);
    const bell = (await c.get('/api/notifications')).body;
    expect(bell.unread).toBe(1);
    expect(bell.items[0]).toMatchObject({ type: 'viewed', documentId: doc.id });
    expect((await c.post('/api/notifications/read')).body.unread).toBe(0);
  });

  it('records nothing for the owner’s Test Link preview', async () => {
    const { c } = await owner();
    const doc = await uploadPdf(c);
    const link = (await send(c, doc.id, { signers: [{ name: 'P' }] })).body.signers[0].link;
    const view = (await c.get(`${linkPath(link).api}?preview=1`)).body;
    expect(view.preview).toBe(true);
    expect((await c.get(`/api/documents/${doc.id}/signers`)).body.signers[0].viewedAt).toBeNull();
  });

  it('keeps the file behind the PIN gate, counts wrong PINs per address and locks after 5', async () => {
    const { c } = await owner();
    const doc = await uploadPdf(c);
    const link = (await send(c, doc.id, { signers: [{ name: 'Pia' }], pinEnabled: true, pin: '2468' })).body
      .signers[0].link;
    const { api } = linkPath(link);
    const s = new Client(t.app, { ip: '198.51.100.1' });
    const view = (await s.get(api)).body;
    expect(view).toMatchObject({ pinRequired: true, unlocked: false });
    expect((await s.get(`${api}/file`)).status).toBe(403);
    expect(
      (await s.post(`${api}/complete`, { image: await signatureDataUrl(), placement: PLACEMENT })).status,
    ).toBe(403);

    const wrong = await s.post(`${api}/pin`, { pin: '1111' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Invalid password');
    expect((await s.post(`${api}/pin`, { pin: '' })).body.error.message).toBe('Please enter the password');
    const ok = await s.post(`${api}/pin`, { pin: '2468' });
    expect(ok.body.message).toBe('Password verified successfully');
    expect((await s.get(api)).body.unlocked).toBe(true);
    const file = await s.get(`${api}/file`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');

    const attacker = new Client(t.app, { ip: '198.51.100.2' });
    for (let i = 0; i < 4; i++) expect((await attacker.post(`${api}/pin`, { pin: '0000' })).status).toBe(400);
    const fifth = await attacker.post(`${api}/pin`, { pin: '0000' });
    expect(fifth.status).toBe(423);
    expect((await attacker.post(`${api}/pin`, { pin: '2468' })).status).toBe(423);
    // Another address is not locked by the attacker's failures.
    expect((await new Client(t.app, { ip: '198.51.100.3' }).post(`${api}/pin`, { pin: '2468' })).status).toBe(
      200,
    );
    const failures = await t.ctx.db
      .selectFrom('audit_events')
      .select('event')
      .where('document_id', '=', doc.id)
      .where('event', '=', 'pin_failed')
      .execute();
    expect(failures.length).toBe(6);
  });

  it('locks the link for everyone after 20 wrong PINs and tells the owner', async () => {
    const { c } = await owner();
    const doc = await uploadPdf(c);
    const link = (await send(c, doc.id, { signers: [{ name: 'Q' }], pinEnabled: true, pin: '1357' })).body
      .signers[0].link;
    const { api } = linkPath(link);
    for (let i = 0; i < 20; i++)
      await new Client(t.app, { ip: `192.0.2.${i + 1}` }).post(`${api}/pin`, { pin: '9999' });
    const locked = await new Client(t.app, { ip: '192.0.2.200' }).post(`${api}/pin`, { pin: '1357' });
    expect(locked.status).toBe(423);
    expect(locked.body.error.message).toMatch(/locked/);
    expect((await c.get(`/api/documents/${doc.id}`)).body.document.linkLocked).toBe(true);
    expect(
      (await c.get('/api/notifications')).body.items.some((n: { type: string }) => n.type === 'link_locked'),
    ).toBe(true);
    await c.post(`/api/documents/${doc.id}/unlock`);
    expect((await new Client(t.app, { ip: '192.0.2.201' }).post(`${api}/pin`, { pin: '1357' })).status).toBe(
      200,
    );
  });

  it('enforces ordered signing and invites the next signer when the previous signs', async () => {
    const { c } = await owner();
    const doc = await uploadPdf(c);
    const [first, second] = (
      await send(c, doc.id, {
        orderedSigning: true,
        signers: [{ email: 'one@example.com' }, { email: 'two@example.com' }],
      })
    ).body.signers;
    await smtp.waitFor((m) => m.to.includes('one@example.com'));
    expect(smtp.messages.some((m) => m.to.includes('two@example.com'))).toBe(false);

    const s2 = signerBrowser(t.app);
    const view2 = (await s2.get(linkPath(second.link).api)).body;
    expect(view2).toMatchObject({ yourTurn: false, waitingFor: 'one' });
    const early = await s2.post(`${linkPath(second.link).api}/complete`, {
      image: await signatureDataUrl(),
      placement: PLACEMENT,
    });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toMatch(/not your turn/);

    const done = await signerBrowser(t.app).post(`${linkPath(first.link).api}/complete`, {
      image: await signatureDataUrl(),
      placement: PLACEMENT,
    });
    expect(done.body).toMatchObject({ alreadySigned: false, completed: false });
    const invite = await smtp.waitFor((m) => m.to.includes('two@example.com'));
    expect(invite.text).toContain(second.link);
    expect((await s2.get(linkPath(second.link).api)).body.yourTurn).toBe(true);
  });

  it('records one signature for a double submit and completes exactly once when two sign at the same moment', async () => {
    const { c } = await owner();
    const doc = await uploadPdf(c);
    const [a, b] = (await send(c, doc.id, { signers: [{ name: 'A' }, { name: 'B' }] })).body.signers;
    const image = await signatureDataUrl();
    const sa = signerBrowser(t.app);
    const sb = signerBrowser(t.app);
    const results = await Promise.all([
      sa.post(`${linkPath(a.link).api}/complete`, { image, placement: PLACEMENT }),
      sa.post(`${linkPath(a.link).api}/complete`, { image, placement: PLACEMENT }),
      sb.post(`${linkPath(b.link).api}/complete`, { image, placement: PLACEMENT }),
      sb.post(`${linkPath(b.link).api}/complete`, { image, placement: PLACEMENT }),
    ]);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.alreadySigned === false)).toHaveLength(2);
    const placements = await t.ctx.db
      .selectFrom('placements')
      .select('id')
      .where('document_id', '=', doc.id)
      .execute();
    expect(placements).toHaveLength(2);
    const signed = await t.ctx.db
      .selectFrom('audit_events')
      .select('event')
      .where('document_id', '=', doc.id)
      .where('event', '=', 'signed')
      .execute();
    expect(signed).toHaveLength(2);
    const row = await t.ctx.db
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', doc.id)
      .executeTakeFirstOrThrow();
    expect(row.completion_requested_at).not.toBeNull();
    expect(row.seal_state).toBe('sealing');
    const sealJobs = await t.ctx.db
      .selectFrom('jobs')
      .select('id')
      .where('type', '=', 'document.seal')
      .where('payload', 'like', `%${doc.id}%`)
      .execute();
    expect(sealJobs.length).toBeGreaterThanOrEqual(1);
    expect((await sa.get(linkPath(a.link).api)).body.alreadySigned).toBe(true);

    // While the seal is being made the signers are settled: no new signer, no new link.
    const late = await send(c, doc.id, {
      signers: [{ id: a.id, name: 'A' }, { id: b.id, name: 'B' }, { name: 'Late' }],
    });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/being sealed/);
    expect((await c.post(`/api/documents/${doc.id}/signers/${a.id}/reset-link`)).status).toBe(409);

    // However the jobs run, completion happens once: one event, one notification, one email each.
    await runJobsUntilStatus(t, c, doc.id);
    const completed = await t.ctx.db
      .selectFrom('audit_events')
      .select('id')
      .where('document_id', '=', doc.id)
      .where('event', '=', 'completed')
      .execute();
    expect(completed).toHaveLength(1);
    const notes = await t.ctx.db
      .selectFrom('notifications')
      .select('id')
      .where('document_id', '=', doc.id)
      .where('type', '=', 'completed')
      .execute();
    expect(notes).toHaveLength(1);
    // A and B have no address: the owner is the one recipient, once.
    const completionMails = await t.ctx.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('template', '=', 'documentCompleted')
      .where('html', 'like', `%${doc.id}%`)
      .execute();
    expect(completionMails).toHaveLength(1);
    expect((await verifyDocumentChain(t.ctx.db, doc.id)).ok).toBe(true);
  });

  it('lets an anonymous signer sign through the open link with their name', async () => {
    const { c } = await owner();
    const doc = await uploadPdf(c);
    const res = await c.request('PUT', `/api/documents/${doc.id}/signers`, {
      signers: [],
      allowAnonymous: true,
    });
    const open = res.body.signers[0];
    expect(open.isOpenLink).toBe(true);
    const s = signerBrowser(t.app);
    const api = linkPath(open.link).api;
    expect((await s.get(api)).body.isOpenLink).toBe(true);
    expect(
      (await s.post(`${api}/complete`, { image: await signatureDataUrl(), placement: PLACEMENT })).body.error
        .message,
    ).toBe('Please enter your name');
    const done = await s.post(`${api}/complete`, {
      image: await signatureDataUrl(),
      placement: PLACEMENT,
      name: 'Walk-in Client',
      email: '',
    });
    expect(done.body).toMatchObject({ alreadySigned: false, completed: true });
    expect((await c.get(`/api/documents/${doc.id}/signers`)).body.signers[0]).toMatchObject({
      name: 'Walk-in Client',
      status: 'signed',
    });
  });

  it('lets a signer decline with a reason, telling the owner and stopping the links', async () => {
    const { c } = await owner();
    const doc = await uploadPdf(c);
    const [a, b] = (await send(c, doc.id, { signers: [{ name: 'A' }, { name: 'B' }] })).body.signers;
    const s = signerBrowser(t.app);
    expect((await s.post(`${linkPath(a.link).api}/decline`, { reason: 'Wrong amount' })).status).toBe(200);
    expect((await c.get(`/api/documents/${doc.id}`)).body.document.status).toBe('declined');
    expect((await c.get('/api/notifications')).body.items[0].message).toMatch(/Wrong amount/);
    expect((await signerBrowser(t.app).get(linkPath(b.link).api)).status).toBe(410);
    expect(await auditEvents(c, doc.id)).toContainEqual(
      expect.objectContaining({
        event: 'declined',
        actor: 'A',
        details: expect.objectContaining({ reason: 'Wrong amount' }),
      }),
    );
  });

  it('refuses a signature on a page that does not exist and an image that is not one', async () => {
    const { c } = await owner();
    const doc = await uploadPdf(c, 2);
    const link = (await send(c, doc.id, { signers: [{ name: 'A' }] })).body.signers[0].link;
    const s = signerBrowser(t.app);
    const api = linkPath(link).api;
    expect(
      (
        await s.post(`${api}/complete`, {
          image: await signatureDataUrl(),
          placement: { ...PLACEMENT, pageIndex: 5 },
        })
      ).status,
    ).toBe(400);
    const fake = `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`;
    expect((await s.post(`${api}/complete`, { image: fake, placement: PLACEMENT })).status).toBe(400);
    expect((await c.get(`/api/documents/${doc.id}/signers`)).body.signers[0].status).toBe('pending');
  });
});

describe('owner actions', () => {
  it('lets the owner sign first and then finish without other signers', async () => {
    const { c } = await owner();
    const doc = await uploadPdf(c);
    const signed = await c.post(`/api/documents/${doc.id}/sign`, {
      image: await signatureDataUrl(),
      placement: PLACEMENT,
    });
    expect(signed.body.message).toBe('Document signed successfully!');
    expect(signed.body.document.uploaderSigned).toBe(true);
    expect(
      (
        await c.post(`/api/documents/${doc.id}/sign`, {
          image: await signatureDataUrl(),
          placement: PLACEMENT,
        })
      ).body.error.message,
    ).toBe('You have already signed this document');
    const finished = await c.post(`/api/documents/${doc.id}/finish`);
    expect(finished.body.document.sealState).toBe('sealing');
  });

  it('sends at most one reminder per signer per hour', async () => {
    const { c } = await owner();
    const doc = await uploadPdf(c);
    await send(c, doc.id, { signers: [{ name: 'Rem', email: 'rem@example.com' }] });
    const first = await c.post(`/api/documents/${doc.id}/remind`);
    expect(first.body.message).toBe('Reminder sent successfully');
    const reminder = await smtp.waitFor(
      (m) => m.to.includes('rem@example.com') && /Reminder/.test(m.subject),
    );
    // The signer's own link, the one the invitation carried.
    const signers = (await c.get(`/api/documents/${doc.id}/signers`)).body.signers;
    expect(linkIn(reminder, '/sign/')).toBe(signers[0].link);
    expect((await auditEvents(c, doc.id)).filter((e) => e.event === 'reminder_sent')).toHaveLength(1);
    const second = await c.post(`/api/documents/${doc.id}/remind`);
    expect(second.status).toBe(429);
    expect(second.body.error.message).toMatch(/less than an hour ago/);
  });

  it('voids a pending document: links stop and signers are told', async () => {
    const { c } = await owner();
    const doc = await uploadPdf(c);
    const link = (await send(c, doc.id, { signers: [{ name: 'V', email: 'void@example.com' }] })).body
      .signers[0].link;
    const res = await c.post(`/api/documents/${doc.id}/void`, { reason: 'Terms changed' });
    expect(res.body.document).toMatchObject({ status: 'voided', voidReason: 'Terms changed' });
    const view = await signerBrowser(t.app).get(linkPath(link).api);
    expect(view.status).toBe(410);
    expect(view.body.error.message).toMatch(/cancelled/);
    await smtp.waitFor((m) => m.to.includes('void@example.com') && /cancelled/.test(m.subject));
    expect(await auditEvents(c, doc.id)).toContainEqual(
      expect.objectContaining({
        event: 'voided',
        actor: 'Olive Owner',
        details: expect.objectContaining({ reason: 'Terms changed' }),
      }),
    );
    expect((await verifyDocumentChain(t.ctx.db, doc.id)).ok).toBe(true);
  });
});

describe('the owner’s emails', () => {
  async function activity(userId: string): Promise<string[]> {
    const rows = await t.ctx.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('user_id', '=', userId)
      .where('template', '=', 'ownerActivity')
      .orderBy('created_at')
      .execute();
    return rows.map((r) => r.subject);
  }

  it('tells the owner of a first view, a signature and a decline, each switchable in the profile', async () => {
    const { c, user } = await owner();
    const doc = await uploadPdf(c);
    const [ann, bob] = (
      await send(c, doc.id, {
        signers: [
          { name: 'Ann', email: 'ann@example.com' },
          { name: 'Bob', email: 'bob@example.com' },
        ],
      })
    ).body.signers;
    const a = signerBrowser(t.app);
    await a.get(linkPath(ann.link).api);
    await a.get(linkPath(ann.link).api);
    const viewed = await smtp.waitFor((m) => m.to.includes(user.email) && /was opened/.test(m.subject));
    expect(linkIn(viewed, '/document/')).toContain(`/document/${doc.id}`);
    expect(await activity(user.id)).toEqual(['"Agreement" was opened']);

    // Signatures switched off: Ann's signature is in the bell, not in the inbox.
    const prefs = await c.request('PUT', '/api/profile/notifications', {
      viewed: true,
      signed: false,
      declined: true,
      completed: true,
    });
    expect(prefs.status, prefs.raw).toBe(200);
    const image = await signatureDataUrl();
    expect((await a.post(`${linkPath(ann.link).api}/complete`, { image, placement: PLACEMENT })).status).toBe(
      200,
    );
    const bell = (await c.get('/api/notifications')).body.items.map((n: { type: string }) => n.type);
    expect(bell).toContain('signed');
    expect(await activity(user.id)).toEqual(['"Agreement" was opened']);

    const b = signerBrowser(t.app);
    expect((await b.post(`${linkPath(bob.link).api}/decline`, { reason: 'Not my name' })).status).toBe(200);
    await smtp.waitFor((m) => m.to.includes(user.email) && /Bob declined/.test(m.subject));
    expect(await activity(user.id)).toEqual(['"Agreement" was opened', 'Bob declined to sign "Agreement"']);
  });
});

describe('signature images', () => {
  async function png(width: number, height: number): Promise<string> {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="white"/><path d="M10 10 L ${width - 10} ${height - 10}" stroke="black" stroke-width="8"/></svg>`;
    const sharp = (await import('sharp')).default;
    const bytes = await sharp(Buffer.from(svg)).png().toBuffer();
    return `data:image/png;base64,${bytes.toString('base64')}`;
  }

  it('refuses one wider than 2000 pixels, one over 512 KB and a blank one, and records nothing', async () => {
    const { c } = await owner();
    const doc = await uploadPdf(c);
    const link = (await send(c, doc.id, { signers: [{ name: 'Lim' }] })).body.signers[0].link;
    const api = `${linkPath(link).api}/complete`;
    const s = signerBrowser(t.app);
    const wide = await s.post(api, { image: await png(2400, 100), placement: PLACEMENT });
    expect(wide.status).toBe(400);
    expect(wide.body.error.message).toBe('The signature image must be at most 2000 × 2000 pixels.');
    // Random pixels do not compress: well over the limit, under the request body limit.
    const sharp = (await import('sharp')).default;
    const noisy = await sharp(crypto.randomBytes(500 * 300 * 4), {
      raw: { width: 500, height: 300, channels: 4 },
    })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(512 * 1024);
    const big = await s.post(api, {
      image: `data:image/png;base64,${noisy.toString('base64')}`,
      placement: PLACEMENT,
    });
    expect(big.status, big.raw).toBe(400);
    expect(big.body.error.message).toBe('The signature image is too large.');
    const blank = await s.post(api, {
      image: `data:image/png;base64,${(
        await sharp({ create: { width: 200, height: 100, channels: 4, background: '#ffffff' } })
          .png()
          .toBuffer()
      ).toString('base64')}`,
      placement: PLACEMENT,
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Please create a signature first.');
    expect((await c.get(`/api/documents/${doc.id}/signers`)).body.signers[0].status).toBe('pending');
  });
});

describe('saved signatures', () => {
  it('keeps exactly one default: the first saved, promoted again after deleting it', async () => {
    const { c } = await owner();
    const image = await signatureDataUrl();
    await c.post('/api/signatures', { image, type: 'drawn' });
    await c.post('/api/signatures', { image, type: 'typed' });
    const third = (await c.post('/api/signatures', { image, type: 'uploaded' })).body.items;
    expect(third.map((s: { isDefault: boolean }) => s.isDefault)).toEqual([true, false, false]);
    const set = (await c.post(`/api/signatures/${third[2].id}/default`)).body.items;
    expect(set.map((s: { isDefault: boolean }) => s.isDefault)).toEqual([false, false, true]);
    const afterDelete = (await c.delete(`/api/signatures/${third[2].id}`)).body.items;
    expect(afterDelete.map((s: { isDefault: boolean }) => s.isDefault)).toEqual([true, false]);
    const img = await c.get(afterDelete[0].imageUrl);
    expect(img.headers['content-type']).toBe('image/png');
    const other = await owner();
    expect((await other.c.get(afterDelete[0].imageUrl)).status).toBe(404);
    expect((await other.c.delete(`/api/signatures/${afterDelete[0].id}`)).status).toBe(404);
  });

  it('makes near-white pixels transparent', async () => {
    const { c } = await owner();
    const saved = (await c.post('/api/signatures', { image: await signatureDataUrl(), type: 'drawn' })).body
      .items[0];
    const res = await t.app.inject({
      url: saved.imageUrl,
      headers: { cookie: `signet_session=${c.sessionCookie}` },
    });
    const sharp = (await import('sharp')).default;
    const { data } = await sharp(res.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0); // the top-left corner was white
  });
});
