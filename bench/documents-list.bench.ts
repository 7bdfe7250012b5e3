// Document lists at scale: one owner with 10,000 documents against an owner with 20, measured in the
// same run on the same database (SQLite, in-process through app.inject). Prints the median latency of
// the dashboard's list, a status filter, a search, and a deep page, the ratio to the small owner, and
// peak memory. Target: the 10,000-document owner's lists stay within 5x the 20-document owner's and
// under 50 ms each — the indexes (owner, status, created_at) make the cost follow the page, not the pile.
// A substring search necessarily reads the owner's rows, and a page 400 deep is an OFFSET that steps
// over the ~8,000 index entries before it: both are held to the 50 ms target only, their ratio shown.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { newId } from '../src/server/lib/ids';
import { report, type BenchRow } from './support/common.mjs';

// Sub-millisecond timings: enough runs that the medians (and their ratio) are steady.
const RUNS = 75;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signet-bench-docs-'));
const { app, ctx } = await buildApp(
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOBS: 'false' }),
);
await app.ready();

async function owner(name: string, count: number) {
  const email = `${name}@bench.example`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    payload: { name, email, password: 'Bench-Password-1', acceptTerms: true },
    remoteAddress: `10.9.${count % 250}.1`,
  });
  const cookie = res.cookies.find((c) => c.name === 'signet_session')!.value;
  const user = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const words = ['Lease', 'NDA', 'Invoice', 'Employment', 'Service', 'Purchase', 'Partnership', 'Loan'];
  const statuses = ['draft', 'pending', 'completed'] as const;
  const start = Date.now() - count * 60_000;
  await ctx.db.transaction().execute(async (trx) => {
    for (let i = 0; i < count; i += 500) {
      const rows = [];
      for (let j = i; j < Math.min(count, i + 500); j++) {
        const docName = `${words[j % words.length]} agreement ${j}`;
        const at = new Date(start + j * 60_000).toISOString();
        rows.push({
          id: newId(),
          owner_id: user.id,
          organisation_id: user.organisation_id,
          name: docName,
          name_search: docName.toLowerCase(),
          category: 'contract',
          status: statuses[j % 3]!,
          source_type: 'pdf' as const,
          source_extension: 'pdf',
          size: 120_000,
          page_count: 3,
          width: 612,
          height: 792,
          sha256: 'x'.repeat(64),
          blob_key: `documents/none-${j}/original.pdf`,
          sealed_blob_key: null,
          sealed_sha256: null,
          sealed_size: null,
          allow_anonymous: 1,
          ordered_signing: 0,
          pin_hash: null,
          uploader_signed: 0,
          webhook_url: null,
          expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
          expiry_notified_at: null,
          sent_at: j % 3 === 0 ? null : at,
          completed_at: null,
          created_at: at,
          updated_at: at,
          working_blob_key: null,
          working_size: null,
          seal_state: null,
          seal_error: null,
          seal_locked_until: null,
          completion_requested_at: null,
          void_reason: null,
          audit_head: null,
          link_locked_at: null,
        });
      }
      await trx.insertInto('documents').values(rows).execute();
    }
  });
  return `signet_session=${cookie}`;
}

async function median(cookie: string, url: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const t0 = process.hrtime.bigint();
    const res = await app.inject({ url, headers: { cookie } });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    if (i >= 3) times.push(ms); // the first runs warm the caches
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const seedStart = Date.now();
const big = await owner('big', 10_000);
const small = await owner('small', 20);
console.log(`seeded 10,020 documents in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

const queries = [
  ['list, first page', '/api/documents?pageSize=20'],
  ['filter Pending', '/api/documents?status=pending&pageSize=20'],
  ['search "lease"', '/api/documents?q=lease&pageSize=20'],
  ['sent documents', '/api/documents?scope=sent&pageSize=20'],
  ['page 400 of 500', '/api/documents?page=400&pageSize=20'],
] as const;
const rows: BenchRow[] = [];
for (const [label, url] of queries) {
  const b = await median(big, url);
  const s = await median(small, url.replace('page=400', 'page=1'));
  console.log(
    `${label}: ${b.toFixed(2)} ms with 10,000 documents, ${s.toFixed(2)} ms with 20 (x${(b / s).toFixed(2)})`,
  );
  rows.push(
    {
      metric: `${label} (10,000 docs)`,
      value: b,
      unit: 'ms',
      display: `${b.toFixed(1)} ms`,
      target: { op: '<=', value: 50, display: '50 ms' },
    },
    {
      metric: `${label}: ratio to 20 docs`,
      value: b / s,
      unit: 'ratio',
      display: `${(b / s).toFixed(2)}x (${s.toFixed(1)} ms)`,
      // A substring search reads the owner's rows (no index helps '%term%'); it is held to the absolute
      // target only. Index-served lists must not grow with the number of documents.
      ...(label.startsWith('search') || label.startsWith('page')
        ? {}
        : { target: { op: '<=' as const, value: 5, display: '5x' } }),
    },
  );
}
const rss = process.resourceUsage().maxRSS * 1024;
rows.push({ metric: 'peak RSS', value: rss, unit: 'bytes', display: `${(rss / 1024 / 1024).toFixed(0)} MB` });
report(rows);
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
