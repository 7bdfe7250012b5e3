// GET /api/health on the built server (production settings: SQLite, local blobs, info logging)
// against a bare Fastify hello-world measured in the same run, with autocannon and 10 connections.
// The CPU is shared, so the two are measured in alternating rounds (BENCH_SECONDS, default 5, each
// in total) after a warm-up, and the ratio is what counts: the target is ≥ 40 % of the reference.
import autocannon from 'autocannon';
import { ensureBuilt, fmt, peakRss, report, startServer, startSignet } from './support/common.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = 2;
const CONNECTIONS = 10;
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';

ensureBuilt({ web: false });

const targets = [
  {
    name: 'bare Fastify hello-world',
    server: await startServer({ name: 'hello-server', args: ['bench/support/hello-server.mjs'] }),
    path: '/',
  },
];
try {
  targets.push({
    name: `Signet /api/health (LOG_LEVEL=${LOG_LEVEL})`,
    server: await startSignet({ LOG_LEVEL, SERVE_WEB: 'false' }),
    path: '/api/health',
  });
  for (const t of targets) {
    t.requests = 0;
    t.seconds = 0;
    t.p99 = 0;
    await load(t, 1); // warm-up: JIT, connection pools, SQLite page cache
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of targets) {
      const result = await load(t, SECONDS / ROUNDS);
      t.requests += result.requests.total;
      t.seconds += result.duration;
      t.p99 = Math.max(t.p99, result.latency.p99);
    }
  }
  for (const t of targets) {
    t.rps = t.requests / t.seconds;
    t.peakRss = peakRss(t.server.pid);
    console.log(`${t.name}: ${fmt.int(t.rps)} req/s, p99 ${t.p99} ms`);
  }
} finally {
  await Promise.all(targets.map((t) => t.server.stop()));
}

const [hello, signet] = targets;
const ratio = signet.rps / hello.rps;
const mb = (bytes) => (bytes ? fmt.mb(bytes) : 'n/a');
report([
  { metric: signet.name, value: signet.rps, unit: 'req/s', display: `${fmt.int(signet.rps)} req/s` },
  {
    metric: `${hello.name} (reference)`,
    value: hello.rps,
    unit: 'req/s',
    display: `${fmt.int(hello.rps)} req/s`,
  },
  {
    metric: 'Signet / reference',
    value: ratio,
    unit: 'ratio',
    display: fmt.pct(ratio),
    target: { op: '>=', value: 0.4, display: '40 %' },
  },
  {
    metric: 'p99 latency',
    value: signet.p99,
    unit: 'ms',
    display: `${signet.p99} ms (reference ${hello.p99} ms)`,
  },
  {
    metric: 'peak RSS',
    value: signet.peakRss ?? null,
    unit: 'bytes',
    display: `${mb(signet.peakRss)} (reference ${mb(hello.peakRss)})`,
  },
]);

async function load(t, duration) {
  const result = await autocannon({ url: t.server.url + t.path, connections: CONNECTIONS, duration });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${t.name}: ${result.non2xx} non-2xx replies and ${result.errors} errors`);
  }
  return result;
}
