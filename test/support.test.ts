// Help & Support's contact form against the real server: the request is stored, the support
// address gets it over real SMTP, the sender gets a confirmation, and the form is rate-limited.
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

const QUESTION = {
  name: 'Visitor Vera',
  email: 'vera@example.com',
  subject: 'Can I sign on my phone?',
  question: 'Hello,\n\nDoes signing work on a phone browser?',
};

describe('contact form', () => {
  it('stores the request, emails the support address and confirms to the sender', async () => {
    await t.ctx.settings.update('general', { supportEmail: 'help-desk@example.org' });
    const res = await new Client(t.app).post('/api/support', QUESTION);
    expect(res.status, res.raw).toBe(201);
    expect(res.body.message).toBe(
      'Thanks! Your question was sent. We reply within 24 hours on business days.',
    );

    const row = await t.ctx.db
      .selectFrom('support_requests')
      .selectAll()
      .where('id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ...QUESTION, user_id: null, status: 'open' });

    const toSupport = await smtp.waitFor((m) => m.to.includes('help-desk@example.org'));
    expect(toSupport.subject).toBe('Support request: Can I sign on my phone?');
    expect(toSupport.text).toContain('Visitor Vera <vera@example.com>');
    expect(toSupport.text).toContain('Does signing work on a phone browser?');
    expect(toSupport.text).toContain('Sent without signing in.');

    const confirmation = await smtp.waitFor((m) => m.to.includes('vera@example.com'));
    expect(confirmation.subject).toBe('We received your question: Can I sign on my phone?');
    expect(confirmation.text).toContain('We reply within 24 hours on business days.');
  });

  it('links the request to the account when signed in', async () => {
    const c = new Client(t.app);
    const user = await registerUser(c, { name: 'Member Mia' });
    const res = await c.post('/api/support', { ...QUESTION, name: user.name, email: user.email });
    expect(res.status).toBe(201);
    const row = await t.ctx.db
      .selectFrom('support_requests')
      .select('user_id')
      .where('id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(user.id);
    const mail = await smtp.waitFor(
      (m) => m.subject === 'Support request: Can I sign on my phone?' && m.text.includes(user.email),
    );
    expect(mail.text).toContain('Sent while signed in as Member Mia');
  });

  it('requires name, email, subject and question', async () => {
    const c = new Client(t.app);
    const cases: [Record<string, string>, string][] = [
      [{ ...QUESTION, name: ' ' }, 'Please enter your name'],
      [{ ...QUESTION, email: '' }, 'Please enter your email address'],
      [{ ...QUESTION, email: 'vera@' }, 'Please enter a valid email address'],
      [{ ...QUESTION, subject: '' }, 'Please enter a subject'],
      [{ ...QUESTION, question: '' }, 'Please enter your question'],
    ];
    for (const [body, message] of cases) {
      const res = await c.post('/api/support', body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
  });

  it('limits how often one address can send it', async () => {
    const c = new Client(t.app);
    for (let i = 0; i < 5; i++) expect((await c.post('/api/support', QUESTION)).status).toBe(201);
    const limited = await c.post('/api/support', QUESTION);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another visitor is not affected.
    expect((await new Client(t.app).post('/api/support', QUESTION)).status).toBe(201);
  });
});
