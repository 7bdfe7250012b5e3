#!/usr/bin/env node
// Runs a command with TEST_DATABASE_URL pointing at PostgreSQL: the one given, or a throwaway cluster
// started from the local PostgreSQL binaries and deleted afterwards.
//   node scripts/with-postgres.mjs vitest run --project integration
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}
// Commands from node_modules/.bin work when this script is run outside npm, too.
const binPath = [path.resolve('node_modules/.bin'), process.env.PATH].join(path.delimiter);

if (process.env.TEST_DATABASE_URL) {
  console.log('with-postgres: using the PostgreSQL server of TEST_DATABASE_URL');
  process.exit(await run(command, process.env.TEST_DATABASE_URL));
}

const bin = findPostgresBin();
if (!bin) {
  console.error(
    [
      'with-postgres: PostgreSQL server binaries (initdb, pg_ctl) were not found.',
      'Install PostgreSQL, then run this again:',
      '  Debian/Ubuntu: sudo apt-get install postgresql',
      '  Fedora:        sudo dnf install postgresql-server',
      '  macOS:         brew install postgresql@16',
      'or set PG_BIN to the directory holding initdb and pg_ctl,',
      'or set TEST_DATABASE_URL=postgres://user:password@host:5432/postgres for a server',
      'where that user may CREATE DATABASE.',
    ].join('\n'),
  );
  process.exit(1);
}

const cluster = await startCluster(bin);
let code = 1;
try {
  code = await run(command, cluster.url);
} finally {
  cluster.stop();
}
process.exit(code);

function findPostgresBin() {
  const has = (dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'));
  if (process.env.PG_BIN) return has(process.env.PG_BIN) ? process.env.PG_BIN : undefined;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => /^\d+(\.\d+)?$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const v of versions) if (has(path.join(root, v, 'bin'))) return path.join(root, v, 'bin');
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir && has(dir)) return dir;
  return undefined;
}

/** PostgreSQL refuses to run as root; then the cluster belongs to `postgres` (or `nobody`). */
function serverUser() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    const id = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (id.status === 0 && gid.status === 0) {
      return { name, uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
    }
  }
  throw new Error('with-postgres: running as root, but there is no `postgres` or `nobody` user to run as');
}

async function startCluster(bin) {
  const user = serverUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signet-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const asServer = (tool, args, opts = {}) => {
    const res = spawnSync(path.join(bin, tool), args, {
      encoding: 'utf8',
      cwd: dir,
      env: { ...process.env, LC_ALL: 'C', HOME: dir },
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      ...opts,
    });
    return res;
  };
  const cleanup = () => fs.rmSync(dir, { recursive: true, force: true });

  const init = asServer('initdb', [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  if (init.status !== 0) {
    cleanup();
    throw new Error(`with-postgres: initdb failed:\n${init.stderr || init.stdout}`);
  }

  // A free port can be taken between probing and starting; try a few.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    fs.writeFileSync(
      path.join(dataDir, 'postgresql.auto.conf'),
      [
        `listen_addresses = '127.0.0.1'`,
        `port = ${port}`,
        `unix_socket_directories = '${dir}'`,
        // A throwaway test cluster: durability is not wanted, speed is.
        'fsync = off',
        'full_page_writes = off',
        'synchronous_commit = off',
        'max_connections = 200',
        '',
      ].join('\n'),
    );
    if (user) fs.chownSync(path.join(dataDir, 'postgresql.auto.conf'), user.uid, user.gid);
    const started = asServer('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', 'start']);
    if (started.status === 0) {
      const version = asServer('pg_ctl', ['--version'])
        .stdout.trim()
        .replace(/^pg_ctl \(PostgreSQL\) /, '');
      const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
      console.log(`with-postgres: started PostgreSQL ${version} at ${url} (temporary cluster in ${dir})`);
      let stopped = false;
      return {
        url,
        stop() {
          if (stopped) return;
          stopped = true;
          const res = asServer('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']);
          if (res.status !== 0) {
            console.error(`with-postgres: pg_ctl stop failed:\n${res.stderr || res.stdout}`);
          }
          cleanup();
          console.log('with-postgres: stopped and deleted the temporary cluster');
        },
      };
    }
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
    if (attempt >= 3 || !/could not bind|address already in use/i.test(log)) {
      cleanup();
      throw new Error(`with-postgres: PostgreSQL did not start:\n${started.stderr}\n${log}`);
    }
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Runs the command to completion; Ctrl-C and SIGTERM go to the command, and cleanup still happens. */
function run([cmd, ...args], url) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: 'inherit',
      env: { ...process.env, PATH: binPath, TEST_DATABASE_URL: url },
    });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (err) => {
      console.error(`with-postgres: could not run ${cmd}: ${err.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1));
    });
  });
}
