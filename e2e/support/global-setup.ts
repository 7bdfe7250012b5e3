// Starts the built production server (dist/) once for all browser tests, on a free port with its own
// data directory, and stops it afterwards. Tests reach it through baseUrl() in ./browser. Its mail
// really goes out over SMTP, to a loopback server started first (./mailbox); tests read what
// arrived with waitForMail() in ./mail.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './chromium';
import { startMailbox } from './mailbox';
import { freePort } from '../../test/helpers/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    admin: { email: string; password: string };
    /** GET: every message the app server sent over SMTP so far (see ./mail). */
    mailboxUrl: string;
  }
}

/** The administrator the server creates on its first start (SIGNET_ADMIN_EMAIL / _PASSWORD). */
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'E2e-Admin-Pass-1!' };

const root = fileURLToPath(new URL('../..', import.meta.url));
const STARTUP_TIMEOUT_MS = 30_000;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const main = path.join(root, 'dist/server/main.js');
  if (!fs.existsSync(main)) {
    throw new Error(
      `e2e: ${path.relative(root, main)} is missing. Build first: npm run build (npm run test:e2e does).`,
    );
  }
  if (!fs.existsSync(path.join(root, 'dist/web/index.html'))) {
    console.warn(
      'e2e: dist/web/index.html is missing; only the API will answer (npm run build builds both).',
    );
  }
  printChromiumVersion();

  const mailbox = await startMailbox();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signet-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Mail really goes out, to the loopback SMTP server the tests read (./mail).
    SMTP_URL: mailbox.smtpUrl,
    // Every browser test comes from 127.0.0.1: per-address limits (20 registrations an hour…) are
    // raised so the suite's own traffic is not throttled; the tests of those limits run in test/.
    RATE_LIMIT_SCALE: '50',
    SIGNET_ADMIN_EMAIL: E2E_ADMIN.email,
    SIGNET_ADMIN_PASSWORD: E2E_ADMIN.password,
  };
  // The server's own defaults (SQLite in DATA_DIR, local blobs) unless a test run says otherwise.
  for (const name of ['DATABASE_URL', 'STORAGE', 'WEB_DIST', 'SERVE_WEB']) delete env[name];

  const server = spawn(process.execPath, [main], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  for (const stream of [server.stdout, server.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (text: string) => {
      output.push(text);
      process.stderr.write(text.replace(/^(?=.)/gm, '[server] '));
    });
  }

  const stop = async () => {
    await stopProcess(server);
    await mailbox.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, server, output);
  } catch (err) {
    await stop();
    throw err;
  }
  console.log(`e2e: production server (dist/server/main.js) ready at ${url}, mail to ${mailbox.smtpUrl}`);
  project.provide('baseUrl', url);
  project.provide('admin', E2E_ADMIN);
  project.provide('mailboxUrl', mailbox.messagesUrl);
  return stop;
}

function printChromiumVersion(): void {
  const exe = chromiumPath();
  const res = spawnSync(exe, ['--version'], { encoding: 'utf8', timeout: 15_000 });
  if (res.status !== 0) {
    throw new Error(
      `e2e: Chromium did not run from ${exe} (${res.error?.message ?? res.stderr.trim()}). ` +
        'Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH.',
    );
  }
  console.log(`e2e: browser tests run in ${res.stdout.trim()} (${exe})`);
}

async function waitForHealth(url: string, server: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let exited: string | undefined;
  server.once('exit', (code, signal) => (exited = `exited with ${signal ?? `code ${code}`}`));
  let lastError = '';
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      lastError = `/api/health answered ${res.status}: ${await res.text()}`;
    } catch (err) {
      lastError = (err as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `e2e: the server at ${url} ${exited ?? `was not healthy within ${STARTUP_TIMEOUT_MS / 1000} s`}` +
      ` (last: ${lastError}).\nServer output:\n${output.join('') || '(none)'}`,
  );
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
