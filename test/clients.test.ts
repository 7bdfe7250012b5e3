// Clients & Contacts against the real server and database: per-owner contacts, search, a contact's
// documents, CSV import (bad rows by line, nothing half-written) and export.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, registerUser } from './helpers/client';
import { makePdf, multipartBody } from './helpers/fixtures';
import { createTestApp, dbDialect, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

async function signedIn() {
  const c = new Client(t.app);
  const user = await registerUser(c);
  return { c, user };
}

async function addClient(c: Client, body: Record<string, unknown>) {
  const res = await c.post('/api/clients', body);
  expect(res.status, res.raw).toBe(201);
  return res.body.client as { id: string; name: string; email: string };
}

async function importCsv(c: Client, csv: string, duplicates?: 'update' | 'skip') {
  return c.post('/api/clients/import', { csv, ...(duplicates ? { duplicates } : {}) });
}

async function names(c: Client, q = '') {
  const res = await c.get(`/api/clients?q=${encodeURIComponent(q)}`);
  return res.body.items.map((i: { name: string }) => i.name);
}

describe('contacts', () => {
  it('needs a session', async () => {
    expect((await new Client(t.app).get('/api/clients')).status).toBe(401);
  });

  it('requires name and email with the spec’s message and checks the address', async () => {
    const { c } = await signedIn();
    for (const body of [{}, { name: 'Dana' }, { email: 'dana@example.com' }, { name: ' ', email: ' ' }]) {
      const res = await c.post('/api/clients', body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Name and email are required');
    }
    const bad = await c.post('/api/clients', { name: 'Dana', email: 'not-an-email' });
    expect(bad.body.error).toMatchObject({
      message: 'Please enter a valid email address',
      fields: { email: 'Please enter a valid email address' },
    });
  });

  it('adds, edits, searches and deletes, and refuses a second contact with the same email', async () => {
    const { c } = await signedIn();
    const dana = await addClient(c, {
      name: 'Dana Levi',
      email: 'Dana@Example.com',
      company: 'Levi Design',
      phone: '+972 50 123 4567',
    });
    expect(dana).toMatchObject({ company: 'Levi Design', phone: '+972 50 123 4567', documentCount: 0 });
    await addClient(c, { name: 'Omer Katz', email: 'omer@example.com', company: '' });
    await addClient(c, { name: 'דנה כהן', email: 'dana.cohen@example.co.il' });

    const dup = await c.post('/api/clients', { name: 'Other', email: 'dana@example.COM' });
    expect(dup.status).toBe(409);
    expect(dup.body.error.fields.email).toBe('You already have a contact with this email address.');

    expect(await names(c)).toEqual(['Dana Levi', 'Omer Katz', 'דנה כהן']);
    expect(await names(c, 'LEVI DES')).toEqual(['Dana Levi']);
    expect(await names(c, 'example.co.il')).toEqual(['דנה כהן']);
    expect(await names(c, 'דנה')).toEqual(['דנה כהן']);
    expect(await names(c, '050')).toEqual([]);
    expect(await names(c, '123 4567')).toEqual(['Dana Levi']);
    expect(await names(c, '%')).toEqual([]);
    const exact = await c.get('/api/clients?email=DANA@example.com');
    expect(exact.body.items.map((i: { id: string }) => i.id)).toEqual([dana.id]);

    const edited = await c.patch(`/api/clients/${dana.id}`, {
      name: 'Dana Levi-Cohen',
      email: 'dana@example.com',
      company: null,
      phone: '',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.client).toMatchObject({ name: 'Dana Levi-Cohen', company: null, phone: null });
    expect((await c.patch(`/api/clients/${dana.id}`, { name: '', email: '' })).body.error.message).toBe(
      'Name and email are required',
    );

    expect((await c.delete(`/api/clients/${dana.id}`)).status).toBe(204);
    expect((await c.get(`/api/clients/${dana.id}`)).status).toBe(404);
    expect(await names(c)).toEqual(['Omer Katz', 'דנה כהן']);
  });

  it('keeps each owner’s contacts to that owner: another owner’s contact is not found', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const mine = await addClient(a.c, { name: 'Private Person', email: 'private@example.com' });

    expect((await b.c.get('/api/clients')).body).toMatchObject({ items: [], total: 0 });
    expect((await b.c.get('/api/clients?q=private')).body.total).toBe(0);
    expect((await b.c.get(`/api/clients/${mine.id}`)).status).toBe(404);
    expect((await b.c.get(`/api/clients/${mine.id}/documents`)).status).toBe(404);
    const edit = await b.c.patch(`/api/clients/${mine.id}`, { name: 'Taken over', email: 'x@example.com' });
    expect(edit.status).toBe(404);
    expect(edit.body.error.message).toBe('Contact not found');
    expect((await b.c.delete(`/api/clients/${mine.id}`)).status).toBe(404);
    // The same address is free for another owner.
    await addClient(b.c, { name: 'Private Person', email: 'private@example.com' });

    const still = (await a.c.get(`/api/clients/${mine.id}`)).body.client;
    expect(still).toMatchObject({ name: 'Private Person', email: 'private@example.com' });
    expect((await a.c.get('/api/clients/export')).raw).not.toContain('Taken over');
    expect((await b.c.get('/api/clients/export')).raw.match(/private@example\.com/g)).toHaveLength(1);
  });

  it('lists a contact’s documents: the owner’s documents with a signer at that address', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const contact = await addClient(a.c, { name: 'Rina', email: 'rina@example.com' });
    async function sendTo(c: Client, name: string, email: string) {
      const { body, contentType } = multipartBody({}, { filename: `${name}.pdf`, data: await makePdf(1) });
      const doc = (await c.request('POST', '/api/documents', body, { 'content-type': contentType })).body
        .document;
      const res = await c.request('PUT', `/api/documents/${doc.id}/signers`, {
        signers: [{ name: 'Rina', email }],
        allowAnonymous: false,
      });
      expect(res.status, res.raw).toBe(200);
      return doc.id as string;
    }
    const first = await sendTo(a.c, 'Lease', 'RINA@example.com');
    const second = await sendTo(a.c, 'Offer', 'rina@example.com');
    await sendTo(a.c, 'Other', 'someone@example.com');
    await sendTo(b.c, 'Not yours', 'rina@example.com');

    const docs = (await a.c.get(`/api/clients/${contact.id}/documents`)).body.documents;
    expect(docs.map((d: { id: string }) => d.id)).toEqual([second, first]);
    expect(docs[0]).toMatchObject({ name: 'Offer', status: 'pending', signerStatus: 'pending' });
    expect((await a.c.get(`/api/clients/${contact.id}`)).body.client.documentCount).toBe(2);
  });
});

describe('CSV import', () => {
  it('imports the good rows and reports each bad row by its line', async () => {
    const { c } = await signedIn();
    await addClient(c, { name: 'Old Name', email: 'exists@example.com', company: 'Keep Co', phone: '1' });
    const csv = [
      'Full Name,Email Address,Company,Phone',
      'Dana Levi,dana@example.com,Levi Design,+972 50 123 4567',
      'No Email,,Acme,',
      '"Cohen, Avi","avi@example.com","Multi',
      'line Ltd",03-555',
      'Bad Address,not-an-email,,',
      ',,,',
      'New Name,EXISTS@example.com,New Co,2',
      'Dana Again,dana@example.com,,',
      'דנה כהן,dana.cohen@example.co.il,,',
    ].join('\r\n');
    const res = await importCsv(c, csv);
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toMatchObject({
      created: 3,
      updated: 1,
      skipped: 1,
      duplicates: 'update',
      errors: [
        { line: 3, message: 'Name and email are required' },
        { line: 6, message: 'Please enter a valid email address' },
      ],
      skippedLines: [{ line: 9, message: 'Same email as line 2' }],
    });
    const all = (await c.get('/api/clients')).body.items;
    expect(all.map((i: { name: string }) => i.name)).toEqual([
      'Cohen, Avi',
      'Dana Levi',
      'New Name',
      'דנה כהן',
    ]);
    expect(all.find((i: { name: string }) => i.name === 'Cohen, Avi')).toMatchObject({
      company: 'Multi\nline Ltd',
      phone: '03-555',
    });
    expect(all.find((i: { name: string }) => i.name === 'New Name')).toMatchObject({
      email: 'EXISTS@example.com',
      company: 'New Co',
      phone: '2',
    });
  });

  it('skips existing contacts when asked, and says so', async () => {
    const { c } = await signedIn();
    await addClient(c, { name: 'Kept', email: 'kept@example.com', company: 'Kept Co' });
    const res = await importCsv(c, 'email;name\nkept@example.com;Changed\nnew@example.com;New', 'skip');
    expect(res.body).toMatchObject({
      created: 1,
      updated: 0,
      skipped: 1,
      duplicates: 'skip',
      skippedLines: [{ line: 2, message: 'Already a contact' }],
      errors: [],
    });
    expect(await names(c)).toEqual(['Kept', 'New']);
  });

  it('leaves columns the file does not have as they were when updating', async () => {
    const { c } = await signedIn();
    await addClient(c, { name: 'Dana', email: 'dana@example.com', company: 'Levi Design', phone: '050' });
    await importCsv(c, 'Name,Email\nDana L.,dana@example.com');
    expect((await c.get('/api/clients')).body.items[0]).toMatchObject({
      name: 'Dana L.',
      company: 'Levi Design',
      phone: '050',
    });
  });

  it('refuses a file without a usable header, or with an unclosed quote, and writes nothing', async () => {
    const { c } = await signedIn();
    const noHeader = await importCsv(c, 'dana@example.com,Dana\nomer@example.com,Omer');
    expect(noHeader.status).toBe(422);
    expect(noHeader.body.error.message).toBe(
      'The first row must be a header naming at least the Name and Email columns.',
    );
    const unclosed = await importCsv(c, 'Name,Email\nDana,dana@example.com\n"Omer,omer@example.com\n');
    expect(unclosed.status).toBe(422);
    expect(unclosed.body.error.message).toBe(
      'Line 3 opens a quote that is never closed. Nothing was imported.',
    );
    expect((await importCsv(c, 'Name,Email\n')).body.error.message).toBe(
      'The file has no contacts below its header row.',
    );
    expect((await c.get('/api/clients')).body.total).toBe(0);
  });

  it('writes nothing at all when the database fails part-way through', async () => {
    const { c } = await signedIn();
    await addClient(c, { name: 'Before', email: 'before@example.com' });
    // A trigger makes the database refuse one row of the batch, after an update was already made.
    if (dbDialect() === 'postgres') {
      await sql`create or replace function refuse_boom() returns trigger language plpgsql as $$
        begin if new.email = 'boom@example.com' then raise exception 'refused by test trigger'; end if;
        return new; end $$`.execute(t.ctx.db);
      await sql`create trigger refuse_boom before insert on clients for each row execute function refuse_boom()`.execute(
        t.ctx.db,
      );
    } else {
      await sql`create trigger refuse_boom before insert on clients when new.email = 'boom@example.com'
        begin select raise(abort, 'refused by test trigger'); end`.execute(t.ctx.db);
    }
    try {
      const res = await importCsv(
        c,
        'Name,Email\nAfter,before@example.com\nFine,fine@example.com\nBoom,boom@example.com\nLate,late@example.com',
      );
      expect(res.status).toBe(500);
    } finally {
      await sql`drop trigger refuse_boom${sql.raw(dbDialect() === 'postgres' ? ' on clients' : '')}`.execute(
        t.ctx.db,
      );
    }
    const items = (await c.get('/api/clients')).body.items;
    expect(items.map((i: { name: string }) => i.name)).toEqual(['Before']);
  });

  it('exports a CSV that imports back into another account unchanged', async () => {
    const a = await signedIn();
    await importCsv(
      a.c,
      [
        'Name,Email,Company,Phone',
        'Dana Levi,dana@example.com,"Levi, Design",+972 50 123 4567',
        'דנה כהן,dana.cohen@example.co.il,,',
        '=cmd(),formula@example.com,@corp,-5',
      ].join('\n'),
    );
    const exported = await a.c.get('/api/clients/export');
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe('attachment; filename="contacts.csv"');
    expect(exported.raw.startsWith('\ufeffName,Email,Company,Phone\r\n')).toBe(true);
    // Cells a spreadsheet would run as formulas are neutralised.
    expect(exported.raw).toContain("'=cmd()");
    expect(exported.raw).toContain("'+972 50 123 4567");

    const b = await signedIn();
    const res = await importCsv(b.c, exported.raw);
    expect(res.body).toMatchObject({ created: 3, errors: [] });
    const strip = (items: { name: string; email: string; company: string | null; phone: string | null }[]) =>
      items.map(({ name, email, company, phone }) => ({ name, email, company, phone }));
    expect(strip((await b.c.get('/api/clients')).body.items)).toEqual(
      strip((await a.c.get('/api/clients')).body.items),
    );
  });
});
