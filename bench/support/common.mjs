// What the benchmarks share: the repository root, the build, child servers, and reporting a result.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** Builds what is missing from dist/ (`npm run build`, or only the server bundle). */
export function ensureBuilt({ web }) {
  const hasServer = fs.existsSync(path.join(root, 'dist/server/main.js'));
  const hasWeb = fs.existsSync(path.join(root, 'dist/web/index.html'));
  if (hasServer && (hasWeb || !web)) return;
  const script = web ? 'build' : 'build:server';
  console.log(`dist/ is incomplete; running npm run ${script}`);
  const res = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`npm run ${script} failed`);
}

export function gzipSize(buf) {
  return zlib.gzipSync(buf, { level: 9 }).length;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Peak resident memory of a process so far, in bytes (Linux: VmHWM), or undefined. */
export function peakRss(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts a server process listening on PORT and waits until `readyPath` answers 200.
 * Its stdout is discarded (request logs would only slow the benchmark's own process down).
 */
export async function startServer({ name, args, env = {}, readyPath = '/' }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (t) => (stderr += t));
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited) throw new Error(`${name} exited during start-up:\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not answer ${readyPath} within 30 s:\n${stderr}`);
    }
    const ok = await fetch(url + readyPath, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid,
    stderr: () => stderr,
    async stop() {
      if (exited) return;
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await done;
      clearTimeout(force);
    },
  };
}

/** Starts the built Signet server (production mode) on a throwaway data directory. */
export async function startSignet(env = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signet-bench-'));
  const server = await startServer({
    name: 'Signet',
    args: ['dist/server/main.js'],
    env: { NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    readyPath: '/api/health',
  });
  return {
    ...server,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Hands this benchmark's rows to scripts/bench.mjs (or prints them when run alone).
 * A row: { metric, value, unit, display?, target?: { op: '<=' | '>=', value, display? } }.
 */
export function report(rows) {
  const file = process.env.BENCH_RESULT_FILE;
  if (file) fs.writeFileSync(file, JSON.stringify(rows));
  else console.table(rows.map((r) => ({ metric: r.metric, value: r.display ?? r.value })));
}

export const fmt = {
  kb: (bytes) => `${(bytes / 1024).toFixed(1)} KB`,
  mb: (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`,
  int: (n) => Math.round(n).toLocaleString('en-US'),
  pct: (ratio) => `${(ratio * 100).toFixed(1)} %`,
};
