// The landing page's first-load JavaScript, gzip level 9, against the 150 KB budget. Measured two
// ways: statically (index.html's scripts and modulepreloads, plus their static imports), and as
// loaded: what Chromium actually fetches for / (lazy route chunks included), when Chromium is there.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureBuilt, fmt, gzipSize, report, root, startSignet } from './support/common.mjs';

const BUDGET = 150 * 1024;
const web = path.join(root, 'dist/web');

ensureBuilt({ web: true });

const staticFiles = staticFirstLoad();
const rows = [summary('static entry graph', staticFiles)];

const loaded = await loadedByBrowser();
if (loaded) rows.push(summary('loaded by / in Chromium', loaded));
else console.log('Chromium not found (set CHROMIUM_PATH); only the static entry graph is measured.');

printFiles(loaded ?? staticFiles);
report(rows);

function summary(how, files) {
  const gz = files.reduce((sum, f) => sum + gzipSize(fs.readFileSync(f)), 0);
  return {
    metric: `landing JS, ${how} (${files.length} files)`,
    value: gz,
    unit: 'bytes',
    display: fmt.kb(gz),
    target: { op: '<=', value: BUDGET, display: fmt.kb(BUDGET) },
  };
}

function printFiles(files) {
  const sized = files
    .map((f) => ({ file: path.relative(web, f), raw: fs.statSync(f).size, gz: gzipSize(fs.readFileSync(f)) }))
    .sort((a, b) => b.gz - a.gz);
  for (const s of sized) {
    console.log(`  ${fmt.kb(s.gz).padStart(9)} gz  ${fmt.kb(s.raw).padStart(9)} raw  ${s.file}`);
  }
}

/** index.html's <script src> and modulepreload links, then every static import, transitively. */
function staticFirstLoad() {
  const html = fs.readFileSync(path.join(web, 'index.html'), 'utf8');
  const start = [];
  for (const [, tag, attrs] of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const a = attributes(attrs);
    if (tag.toLowerCase() === 'script' && a.src) start.push(a.src);
    if (tag.toLowerCase() === 'link' && a.rel === 'modulepreload' && a.href) start.push(a.href);
  }
  const manifest = readManifest();
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !fs.existsSync(file)) return;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const spec of staticImports(code)) visit(path.resolve(path.dirname(file), spec));
    for (const dep of manifest?.get(path.relative(web, file)) ?? []) visit(path.join(web, dep));
  };
  for (const src of start) {
    if (/^(https?:)?\/\//.test(src)) continue; // another origin: not ours to count
    visit(path.join(web, src.replace(/^\//, '')));
  }
  return [...seen].filter((f) => /\.m?js$/.test(f));
}

function attributes(text) {
  const out = {};
  for (const [, name, , value] of text.matchAll(/([\w-]+)(=(?:"([^"]*)"|'[^']*'|[^\s>]+))?/g)) {
    out[name.toLowerCase()] = value ?? '';
  }
  return out;
}

/**
 * `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"` as Rollup writes them;
 * `import("./x.js")` is lazy and left out.
 */
function staticImports(code) {
  const specs = [];
  const re = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.m?js)["']/g;
  for (const [, spec] of code.matchAll(re)) specs.push(spec);
  return specs;
}

/** Vite's manifest, when the build writes one: file → the files it imports statically. */
function readManifest() {
  const file = path.join(web, '.vite/manifest.json');
  if (!fs.existsSync(file)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  const map = new Map();
  for (const entry of Object.values(manifest)) {
    map.set(entry.file, (entry.imports ?? []).map((key) => manifest[key]?.file).filter(Boolean));
  }
  return map;
}

async function loadedByBrowser() {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) return undefined;
  const server = await startSignet({ LOG_LEVEL: 'warn' });
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (res.request().resourceType() === 'script' && url.origin === server.url) scripts.add(url.pathname);
    });
    await page.goto(server.url + '/', { waitUntil: 'networkidle' });
    await page.locator('main').first().waitFor();
    return [...scripts].map((p) => path.join(web, p.replace(/^\//, ''))).filter((f) => fs.existsSync(f));
  } finally {
    await browser.close();
    await server.stop();
  }
}
