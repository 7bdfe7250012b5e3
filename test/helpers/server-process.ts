// Signet as a separate process (src/server/main.ts through tsx), for the tests that need the real
// process: its output, its signals, its exit code. Each gets a fresh DATA_DIR and SQLite file.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A loopback port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  dataDir: string;
  exited: Promise<number | null>;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves once the server says it is running (rejects if it exits first or takes 30 s). */
  ready(): Promise<void>;
  /** SIGTERM, wait for the exit, remove DATA_DIR. */
  stop(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = await fs.mkdtemp(path.join(process.env.SIGNET_TEST_TMP ?? os.tmpdir(), 'signet-process-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'signet.db')}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    url,
    dataDir,
    exited,
    output: () => output,
    async ready() {
      for (let i = 0; i < 300; i++) {
        if (output.includes('Signet is running')) return;
        if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`server did not start:\n${output}`);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
