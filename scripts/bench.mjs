#!/usr/bin/env node
// Runs every bench/*.bench.mjs (and *.bench.ts, through tsx), each in its own process, and prints one
// table of results against their targets.
//   npm run bench                 all benchmarks
//   npm run bench -- bundle       only those whose file name contains "bundle"
//   npm run bench -- --strict     exit 1 when a target is missed (a crashed benchmark always fails)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const strict = args.includes('--strict');
const filters = args.filter((a) => !a.startsWith('--'));
const dir = path.resolve('bench');
const files = fs
  .readdirSync(dir)
  .filter((f) => /\.bench\.(mjs|ts)$/.test(f))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();
if (files.length === 0) {
  console.error(`No benchmarks in bench/ match ${filters.join(', ') || '*.bench.{mjs,ts}'}`);
  process.exit(1);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'signet-bench-results-'));
const results = [];
for (const file of files) {
  const name = file.replace(/\.bench\.(mjs|ts)$/, '');
  const resultFile = path.join(tmp, `${name}.json`);
  console.log(`\n── ${name} ${'─'.repeat(Math.max(0, 60 - name.length))}`);
  const started = Date.now();
  const [cmd, cmdArgs] = file.endsWith('.ts')
    ? [path.resolve('node_modules/.bin/tsx'), [path.join(dir, file)]]
    : [process.execPath, [path.join(dir, file)]];
  const res = spawnSync(cmd, cmdArgs, {
    stdio: 'inherit',
    env: { ...process.env, BENCH_RESULT_FILE: resultFile },
  });
  const seconds = (Date.now() - started) / 1000;
  if (res.status === 0 && fs.existsSync(resultFile)) {
    results.push({ name, seconds, rows: JSON.parse(fs.readFileSync(resultFile, 'utf8')) });
  } else {
    results.push({ name, seconds, error: res.error?.message ?? `exited with ${res.signal ?? res.status}` });
  }
}
fs.rmSync(tmp, { recursive: true, force: true });

const table = [['Benchmark', 'Metric', 'Value', 'Target', 'Result']];
let missed = 0;
let crashed = 0;
for (const r of results) {
  if (r.error) {
    crashed++;
    table.push([r.name, `FAILED: ${r.error}`, '', '', 'error']);
    continue;
  }
  r.rows.forEach((row, i) => {
    let target = '';
    let verdict = '';
    if (row.target && typeof row.value === 'number') {
      const ok = row.target.op === '<=' ? row.value <= row.target.value : row.value >= row.target.value;
      target = `${row.target.op === '<=' ? '≤' : '≥'} ${row.target.display ?? row.target.value}`;
      verdict = ok ? 'ok' : 'MISSED';
      if (!ok) missed++;
    }
    table.push([
      i === 0 ? `${r.name} (${r.seconds.toFixed(0)} s)` : '',
      row.metric,
      row.display ?? String(row.value),
      target,
      verdict,
    ]);
  });
}
const widths = table[0].map((_, c) => Math.max(...table.map((row) => row[c].length)));
const line = (row) =>
  row
    .map((cell, c) => cell.padEnd(widths[c]))
    .join('  ')
    .trimEnd();
console.log(`\n${line(table[0])}\n${widths.map((w) => '─'.repeat(w)).join('  ')}`);
for (const row of table.slice(1)) console.log(line(row));
console.log(
  `\n${results.length} benchmark(s): ${crashed} failed to run, ${missed} target(s) missed` +
    ` (machine: ${os.cpus().length} CPU, ${os.cpus()[0]?.model ?? 'unknown'}, load ${os.loadavg()[0].toFixed(1)})`,
);
process.exit(crashed > 0 || (strict && missed > 0) ? 1 : 0);
