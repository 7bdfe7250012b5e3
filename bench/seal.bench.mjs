// Sealing benchmark (issue 6): builds its own corpus, then for each file measures, in fresh child
// processes, the median time of one signer revision (read + one stamp + signature + write) and of
// the final seal (read + certificate page + signature + write) against the physical floor (read +
// SHA-256 + write of the same bytes) and against a whole-file baseline (pdf-lib load, stamp, save,
// then an @signpdf signature), plus the peak memory of the sealing process.
//   npm run bench:seal            (or through npm run bench)
// Targets: ≤ 2.5× the floor on the 20 MB file; ≤ 40 ms warm on the others; ≥ 10× faster than the
// baseline on the 12,000-object file; peak RSS ≤ 100 MB + 3× the file size.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const work = path.join(os.tmpdir(), 'signet-bench-seal');
const engineFile = path.join(root, '.tmp', 'bench-seal', 'engine.mjs');
const CORPUS_VERSION = 'v1';

// ── Parent: corpus, children, table ──────────────────────────────────────────────────────────────

async function main() {
  fs.mkdirSync(work, { recursive: true });
  await bundleEngine();
  const corpus = await buildCorpus();
  const dataDir = path.join(work, 'data');
  const { loadOrCreateSigningIdentity } = await import(engineFile);
  await loadOrCreateSigningIdentity(dataDir);
  const p12File = await baselineP12();
  const certFile = path.join(work, 'certificate.pdf');
  fs.writeFileSync(certFile, await certificatePdf());

  const results = [];
  for (const f of corpus) {
    const common = { file: f.file, pageIndex: f.pages - 1, dataDir, certFile, p12File, size: f.size };
    process.stdout.write(`${f.name}: sealing…`);
    const ours = runChild('ours', { ...common, runs: f.size > 5e6 ? 11 : 21 });
    // Peak memory of one signer revision and one seal in a fresh process: the clean peak, unlike the
    // timing child's high-water mark after dozens of runs.
    const memory = runChild('memory', common);
    ours.peakRss = memory.peakRss;
    ours.valid = memory.valid;
    ours.incremental &&= memory.valid.problems.every((p) => p !== 'not incremental');
    process.stdout.write(' baseline…');
    const baseline = runChild('baseline', { ...common, runs: f.size > 5e6 ? 3 : 5 });
    process.stdout.write(' done\n');
    results.push({ ...f, ours, baseline });
  }
  printTable(results);
  const { report } = await import('./support/common.mjs');
  report(rows(results));
}

function runChild(kind, args) {
  const r = spawnSync(
    process.execPath,
    [fileURLToPath(import.meta.url), '--child', kind, JSON.stringify(args)],
    {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
      encoding: 'utf8',
    },
  );
  if (r.status !== 0) throw new Error(`${kind} child failed for ${args.file}:\n${r.stderr}`);
  return JSON.parse(r.stdout);
}

async function bundleEngine() {
  const { build } = await import('esbuild');
  await build({
    stdin: {
      contents:
        "export * from './src/server/pdf/seal/append-revision.ts';\n" +
        "export * from './src/server/crypto/instance-certificate.ts';\n" +
        "export * from './src/server/pdf/verify/verify-pdf.ts';\n",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: engineFile,
    logLevel: 'warning',
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const MB = 1024 * 1024;

function evaluate(r) {
  const sign = r.ours.sign;
  const floorRatio = sign / r.ours.floor;
  const speedup = r.baseline.median / sign;
  const memLimit = 100 * MB + 3 * r.size;
  const checks = [];
  if (r.name.startsWith('scanned-40p')) checks.push(['≤ 2.5× floor', floorRatio <= 2.5]);
  else checks.push(['≤ 40 ms', sign <= 40]);
  if (r.name.startsWith('tagged-200p')) checks.push(['≥ 10× baseline', speedup >= 10]);
  checks.push(['memory', r.ours.peakRss <= memLimit]);
  checks.push(['output valid', r.ours.valid.ok]);
  return { floorRatio, speedup, memLimit, checks };
}

function printTable(results) {
  const header = [
    'file',
    'size',
    'objects',
    'signer rev.',
    'seal+cert',
    'floor',
    '×floor',
    'baseline',
    'speed-up',
    'peak RSS (limit)',
    'targets',
  ];
  const lines = results.map((r) => {
    const e = evaluate(r);
    return [
      r.name,
      `${(r.size / MB).toFixed(2)} MB`,
      r.objects.toLocaleString('en-US'),
      `${r.ours.sign.toFixed(1)} ms`,
      `${r.ours.seal.toFixed(1)} ms`,
      `${r.ours.floor.toFixed(1)} ms`,
      `${e.floorRatio.toFixed(2)}×`,
      `${r.baseline.median.toFixed(0)} ms`,
      `${e.speedup.toFixed(0)}×`,
      `${(r.ours.peakRss / MB).toFixed(0)} MB (${(e.memLimit / MB).toFixed(0)})`,
      e.checks.map(([name, ok]) => `${ok ? '✓' : '✗'} ${name}`).join(', '),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log('\n' + fmt(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const l of lines) console.log(fmt(l));
  console.log(
    '\nsigner rev. = read + one PNG stamp + PAdES signature + write; seal+cert = read + appended certificate page + signature + write;' +
      '\nfloor = read + SHA-256 + write of the same bytes; baseline = read + pdf-lib load/stamp/save + @signpdf (RSA-2048 P12) + write.' +
      '\nMedians of warm runs; each file in fresh child processes; peak RSS = max RSS of a fresh process doing one signer revision and one seal.',
  );
  for (const r of results) {
    if (!r.ours.valid.ok)
      console.log(`\n${r.name}: sealed output NOT valid: ${r.ours.valid.problems.join('; ')}`);
  }
  const tools = results[0]?.ours.valid.tools ?? {};
  console.log(
    `\noutput valid = original bytes kept as the prefix, incremental, 2 signatures verifying (digest, CMS, signing-certificate-v2) and covering the file` +
      `${tools.qpdf ? ', qpdf --check clean' : ' (qpdf not installed)'}${tools.pdfsig ? ', pdfsig: 2 × "Signature is Valid"' : ' (pdfsig not installed)'}.`,
  );
  const all = results.flatMap((r) => evaluate(r).checks);
  console.log(
    `\nTargets met: ${all.filter(([, ok]) => ok).length}/${all.length}${all.every(([, ok]) => ok) ? '' : ' — NOT ALL MET'}`,
  );
}

function rows(results) {
  return results.flatMap((r) => {
    const e = evaluate(r);
    const out = [];
    if (r.name.startsWith('scanned-40p')) {
      out.push({
        metric: `seal ${r.name}: ×floor`,
        value: e.floorRatio,
        unit: 'ratio',
        display: `${e.floorRatio.toFixed(2)}×`,
        target: { op: '<=', value: 2.5, display: '2.5×' },
      });
    } else {
      out.push({
        metric: `seal ${r.name}: signer revision`,
        value: r.ours.sign,
        unit: 'ms',
        display: `${r.ours.sign.toFixed(1)} ms`,
        target: { op: '<=', value: 40, display: '40 ms' },
      });
    }
    if (r.name.startsWith('tagged-200p')) {
      out.push({
        metric: `seal ${r.name}: speed-up vs baseline`,
        value: e.speedup,
        unit: 'ratio',
        display: `${e.speedup.toFixed(0)}×`,
        target: { op: '>=', value: 10, display: '10×' },
      });
    }
    out.push({
      metric: `seal ${r.name}: peak RSS`,
      value: r.ours.peakRss,
      unit: 'bytes',
      display: `${(r.ours.peakRss / MB).toFixed(0)} MB`,
      target: { op: '<=', value: e.memLimit, display: `${(e.memLimit / MB).toFixed(0)} MB` },
    });
    return out;
  });
}

// ── Corpus ───────────────────────────────────────────────────────────────────────────────────────

async function buildCorpus() {
  const dir = path.join(work, `corpus-${CORPUS_VERSION}`);
  const manifest = path.join(dir, 'manifest.json');
  if (fs.existsSync(manifest)) return JSON.parse(fs.readFileSync(manifest, 'utf8'));
  fs.mkdirSync(dir, { recursive: true });
  console.log('Building the corpus (cached in ' + dir + ')…');
  const { PDFDocument, StandardFonts, PDFName } = await import('pdf-lib');

  async function textPdf(pages, tagged) {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const ctx = doc.context;
    let structRoot;
    let docElem;
    let kids;
    if (tagged) {
      kids = ctx.obj([]);
      docElem = ctx.register(ctx.obj({ Type: 'StructElem', S: 'Document', K: kids }));
      structRoot = ctx.register(ctx.obj({ Type: 'StructTreeRoot', K: docElem }));
      doc.catalog.set(PDFName.of('StructTreeRoot'), structRoot);
      doc.catalog.set(PDFName.of('MarkInfo'), ctx.obj({ Marked: true }));
    }
    for (let i = 0; i < pages; i++) {
      const page = doc.addPage([612, 792]);
      for (let line = 0; line < 45; line++) {
        page.drawText(
          `Page ${i + 1}, line ${line + 1}. Lorem ipsum dolor sit amet, consectetur adipiscing elit.`,
          {
            x: 40,
            y: 760 - line * 16,
            size: 10,
            font,
          },
        );
      }
      if (tagged) {
        // ~60 small objects per page, like the structure elements of a tagged Word export.
        const pageRef = page.ref;
        for (let k = 0; k < 60; k++) {
          kids.push(
            ctx.register(
              ctx.obj({ Type: 'StructElem', S: k % 10 ? 'P' : 'H2', P: docElem, Pg: pageRef, K: k }),
            ),
          );
        }
      }
    }
    // Word exports use a classic xref table; the plain text files use object streams (pdf-lib's default).
    return Buffer.from(await doc.save({ useObjectStreams: !tagged }));
  }

  async function scannedPdf(pages) {
    const { default: sharp } = await import('sharp');
    const doc = await PDFDocument.create();
    for (let i = 0; i < pages; i++) {
      const w = 850;
      const jpeg = await sharp(crypto.randomBytes(w * w * 3), { raw: { width: w, height: w, channels: 3 } })
        .jpeg({ quality: 85 })
        .toBuffer();
      const img = await doc.embedJpg(Uint8Array.from(jpeg));
      const page = doc.addPage([612, 792]);
      page.drawImage(img, { x: 0, y: 90, width: 612, height: 612 });
    }
    return Buffer.from(await doc.save());
  }

  const specs = [
    ['text-10p', () => textPdf(10, false), 10],
    ['text-200p', () => textPdf(200, false), 200],
    ['tagged-200p-12k-objects', () => textPdf(200, true), 200],
    ['scanned-40p-20MB', () => scannedPdf(40), 40],
  ];
  const out = [];
  for (const [name, make, pages] of specs) {
    const bytes = await make();
    const file = path.join(dir, `${name}.pdf`);
    fs.writeFileSync(file, bytes);
    const trailer = bytes.toString('latin1', Math.max(0, bytes.length - 2048));
    const objects = Number(/\/Size (\d+)/.exec(trailer)?.[1] ?? 0);
    out.push({ name, file, pages, size: bytes.length, objects });
  }
  fs.writeFileSync(manifest, JSON.stringify(out, null, 2));
  return out;
}

async function certificatePdf() {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText('Completion certificate', { x: 50, y: 780, size: 22, font });
  for (let i = 0; i < 20; i++)
    page.drawText(`Event ${i + 1}: signed by someone@example.com`, {
      x: 50,
      y: 740 - i * 16,
      size: 10,
      font,
    });
  return Buffer.from(await doc.save());
}

/** An RSA-2048 PKCS#12 for @signpdf/signer-p12 (which signs with node-forge, so RSA only). */
async function baselineP12() {
  const file = path.join(work, 'baseline.p12');
  if (fs.existsSync(file)) return file;
  const { default: forge } = await import('node-forge');
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }));
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }));
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date();
  cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600 * 1000);
  const attrs = [{ name: 'commonName', value: 'Baseline signer' }];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], 'bench', { algorithm: '3des' });
  fs.writeFileSync(file, Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'));
  return file;
}

// ── Children ─────────────────────────────────────────────────────────────────────────────────────

/** A 300×100 RGBA PNG (a translucent signature-like band), made without sharp to keep memory honest. */
function stampPng() {
  const w = 300;
  const h = 100;
  const rows = Buffer.alloc((w * 4 + 1) * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * (w * 4 + 1) + 1 + x * 4;
      const ink = Math.abs(y - 50 - 30 * Math.sin(x / 20)) < 4;
      rows[i] = 20;
      rows[i + 1] = 40;
      rows[i + 2] = 160;
      rows[i + 3] = ink ? 255 : 0;
    }
  }
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32 ? zlib.crc32(td) : crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(buf) {
  let c;
  let crc = 0xffffffff;
  for (const b of buf) {
    c = (crc ^ b) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * The sealed output is checked, not only timed: the original's bytes are its prefix, both
 * signatures verify (digest, CMS, signing-certificate-v2) and cover the file, and, where installed,
 * qpdf --check finds no error and pdfsig reports both signatures valid (it exits 0 either way, so its
 * output is read).
 */
async function checkOutput(originalFile, sealedFile, incremental) {
  const { verifyPdfSignatures } = await import(engineFile);
  const original = fs.readFileSync(originalFile);
  const sealed = fs.readFileSync(sealedFile);
  const problems = [];
  if (!incremental) problems.push('not incremental');
  if (!sealed.subarray(0, original.length).equals(original)) problems.push('original bytes changed');
  const v = await verifyPdfSignatures(sealed);
  if (v.signatures.length !== 2) problems.push(`${v.signatures.length} signatures`);
  if (!v.signatures.every((x) => x.digestValid && x.signatureValid && x.hasSigningCertificateV2))
    problems.push('a signature does not verify');
  if (v.modifiedAfterLastSignature) problems.push('bytes after the seal');
  const run = (cmd, args) => spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * MB });
  const qpdf = run('qpdf', ['--check', sealedFile]);
  if (!qpdf.error && (qpdf.status !== 0 || !/No syntax or stream encoding errors/.test(qpdf.stdout)))
    problems.push('qpdf --check failed');
  const pdfsig = run('pdfsig', [sealedFile]);
  if (
    !pdfsig.error &&
    (pdfsig.stdout.match(/Signature Validation: Signature is Valid\./g) ?? []).length !== 2
  )
    problems.push('pdfsig does not report 2 valid signatures');
  return { ok: problems.length === 0, problems, tools: { qpdf: !qpdf.error, pdfsig: !pdfsig.error } };
}

async function child(kind, args) {
  const out = path.join(work, `out-${kind}-${process.pid}.pdf`);
  const png = stampPng();
  const stamp = { pageIndex: args.pageIndex, x: 72, y: 600, width: 180, height: 60, png };
  const timed = async (fn) => {
    const t = performance.now();
    await fn();
    return performance.now() - t;
  };
  try {
    if (kind === 'memory') {
      const { appendRevision, loadOrCreateSigningIdentity } = await import(engineFile);
      const identity = await loadOrCreateSigningIdentity(args.dataDir);
      const signature = { name: 'Bench Signer', reason: 'Benchmark', signingTime: new Date() };
      const signed = await appendRevision(fs.readFileSync(args.file), {
        stamps: [stamp],
        signature,
        identity,
      });
      fs.writeFileSync(out, signed.pdf);
      const sealed = await appendRevision(fs.readFileSync(out), {
        stamps: [],
        appendPdf: fs.readFileSync(args.certFile),
        signature,
        identity,
      });
      fs.writeFileSync(out, sealed.pdf);
      const peakRss = process.resourceUsage().maxRSS * 1024;
      return { peakRss, valid: await checkOutput(args.file, out, sealed.incremental && signed.incremental) };
    }
    if (kind === 'ours') {
      const { appendRevision, loadOrCreateSigningIdentity } = await import(engineFile);
      const identity = await loadOrCreateSigningIdentity(args.dataDir);
      const cert = fs.readFileSync(args.certFile);
      let incremental = true;
      const floor = () => {
        const b = fs.readFileSync(args.file);
        crypto.createHash('sha256').update(b).digest();
        fs.writeFileSync(out, b);
      };
      const revision = (extra) => async () => {
        const b = fs.readFileSync(args.file);
        const r = await appendRevision(b, {
          stamps: extra.appendPdf ? [] : [stamp],
          ...extra,
          signature: { name: 'Bench Signer', reason: 'Benchmark', signingTime: new Date() },
          identity,
        });
        incremental &&= r.incremental;
        fs.writeFileSync(out, r.pdf);
      };
      const sign = revision({});
      const seal = revision({ appendPdf: cert });
      for (let i = 0; i < 3; i++) {
        await timed(floor);
        await timed(sign);
        await timed(seal);
      }
      const t = { floor: [], sign: [], seal: [] };
      for (let i = 0; i < args.runs; i++) {
        t.floor.push(await timed(floor));
        t.sign.push(await timed(sign));
        t.seal.push(await timed(seal));
      }
      return {
        floor: median(t.floor),
        sign: median(t.sign),
        seal: median(t.seal),
        incremental,
        peakRss: process.resourceUsage().maxRSS * 1024,
      };
    }
    const { PDFDocument } = await import('pdf-lib');
    const { SignPdf } = await import('@signpdf/signpdf');
    const { pdflibAddPlaceholder } = await import('@signpdf/placeholder-pdf-lib');
    const { P12Signer } = await import('@signpdf/signer-p12');
    const p12 = fs.readFileSync(args.p12File);
    const op = async () => {
      const b = fs.readFileSync(args.file);
      const doc = await PDFDocument.load(b, { updateMetadata: false });
      const img = await doc.embedPng(png);
      const page = doc.getPage(args.pageIndex);
      page.drawImage(img, { x: 72, y: page.getHeight() - 660, width: 180, height: 60 });
      pdflibAddPlaceholder({
        pdfDoc: doc,
        reason: 'Benchmark',
        contactInfo: '',
        name: 'Bench Signer',
        location: '',
      });
      const saved = Buffer.from(await doc.save({ useObjectStreams: false }));
      // A P12Signer consumes its key buffer on first use: one per signature.
      const signer = new P12Signer(p12, { passphrase: 'bench' });
      fs.writeFileSync(out, await new SignPdf().sign(saved, signer));
    };
    await timed(op);
    const times = [];
    for (let i = 0; i < args.runs; i++) times.push(await timed(op));
    return { median: median(times), peakRss: process.resourceUsage().maxRSS * 1024 };
  } finally {
    fs.rmSync(out, { force: true });
  }
}

// Last, so every const above is initialised before it runs.
if (process.argv[2] === '--child') {
  const result = await child(process.argv[3], JSON.parse(process.argv[4]));
  process.stdout.write(JSON.stringify(result));
} else {
  await main();
}
