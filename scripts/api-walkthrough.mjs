#!/usr/bin/env node
// Walks through Signet's public API with an API key alone: upload a PDF, add a signer, sign through
// the signer's link (the calls the signing page makes in a browser), wait for the seal, and download
// the sealed PDF.
//
//   SIGNET_URL=http://localhost:3000 SIGNET_API_KEY=sgn_live_… node scripts/api-walkthrough.mjs [file.pdf] [out.pdf]
//
// Without a file, a one-page PDF is made on the fly. Prints each step; exits 1 on the first failure.
//
// SIGNET_SIGN=browser: the script does not sign itself. It prints the signer's link on a line of its
// own, `Open this link to sign: <url>`; open it in a browser and sign there (create a signature,
// place it, Complete Signing). The script waits until the document is completed and sealed, then
// downloads the sealed PDF as before. It fails if the signer declines or the document is voided or
// expires.
//
// SIGNET_WAIT_MS: how long to wait for the document to be completed and sealed, in milliseconds
// (default 60000; 900000, that is 15 minutes, with SIGNET_SIGN=browser).
import fs from 'node:fs';

const base = (process.env.SIGNET_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const key = process.env.SIGNET_API_KEY;
const [input, output = 'signed.pdf'] = process.argv.slice(2);
const signMode = process.env.SIGNET_SIGN || 'api';
if (signMode !== 'api' && signMode !== 'browser') {
  console.error(`SIGNET_SIGN must be "api" (the default) or "browser", not "${signMode}".`);
  process.exit(1);
}
const inBrowser = signMode === 'browser';
const timeoutMs = Number(process.env.SIGNET_WAIT_MS || (inBrowser ? 15 * 60_000 : 60_000));
if (!key) {
  console.error('Set SIGNET_API_KEY to an API key (Profile → Developers).');
  process.exit(1);
}
const auth = { authorization: `Bearer ${key}` };

async function call(method, path, { json, form, headers = {} } = {}) {
  const res = await fetch(base + path, {
    method,
    headers: { ...headers, ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : form,
  });
  if (!res.ok) {
    const text = await res.text();
    let message = text;
    try {
      message = JSON.parse(text).error.message;
    } catch {
      /* not JSON */
    }
    throw new Error(`${method} ${path} answered ${res.status}: ${message}`);
  }
  return res;
}

/** A minimal valid one-page PDF with a line of text, byte offsets computed. */
function samplePdf() {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const text = 'BT /F1 18 Tf 72 700 Td (Signet API walkthrough) Tj ET';
  objects[3] = `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;
  let pdf = '%PDF-1.7\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) pdf += `${String(o).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

// A small signature: black strokes on a transparent 120 × 40 PNG.
const SIGNATURE_PNG = [
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAAAoCAQAAACf4/auAAAACXBIWXMAAAsTAAALEwEAmpwYAAAC20lEQVR42u2YbWiNYRjH',
  '/+fsGJthK86KJpZkIoVP2qGRvCRFjCKGYR/IFMkHUV62yAfzichLKB+8bGn4YvFhmWwxK3l/Cae8Zhpjc+Z/nnOfu+ecnodn',
  'Z6d1e879vz4+13N3/e6X676uG9DS6n1logirsY1WikJkuRnVi/m4jnZ0mewX6ojfz42409ASg2q2D6jAMDfB9sURhARcCPdx',
  'EpW007iH3xK6Dbu43V2hobgtoL5yJfNivvlRjqcS+jWW/P+4wyXQeaJbn+15uCuha2y8rFWCOWrh5uG5SE4b/pHQViEokL8w',
  'jTlTPg9CF2oxRBXcLJ7XMMIPzHXgPQBV8kzXOkhiabhh+DbBp8o1dNkIqB2zHf8TwGO5ziXw/NV3j+HXiUmqrG+FCH1Ft/7K',
  'wEG5znUosPVbI/L+TlVwl4ugKxP4txBPZGGy3/KElotJucp9pISKeG7DAVUnGFAmDhA2ekNXYZTp22hcEl8aMEgN3Cn4ZgTU',
  'zESUuMbhpqkaa8Fx7pbDqJcbvh7ZauDOZIERKSNG9HAkDxbgjmUxGiJ6uhq4pWIrBrn1kqPpzPbfYxqOGkxUA3YgzoigXmFs',
  'kpvKAMrYUm5iVZbT08FGYhbWc7Dd2I6NrHIWYnICg3qwDG8EblO3ysNeUzZvyAt4b9OyfWTJf5QFYcBBJszgSM3yz2Porx5s',
  'AWHabPvTeHuJKywjVmIqa2NvDOgErMU5tErPt1ikHmwuu9MOE85n1qQnmPJ3YC8OMflXc7XsJ+Mn/d/hGe2T7HEj1op9Kj7Z',
  'LOZmjYbYiK0YY9vFzsBmTkRj3KOMtT3k+c9RDzad5ysa4jWWB87kY8YtZko7y6s+GPci9QgXOS3j1WzFB+OWCPQF83Ki8nEl',
  'c9mJ5nO8NJVfHvx4IHBP8b50vfzizbATW4BUePxuMHA7sDQVcL0sLyK4xUgJ9eG9GwYuQwppHYsCLS0tLS0tLS2tZOkPuG15',
  'C2mNlQEAAAAASUVORK5CYII=',
].join('');

function step(text) {
  console.log(`• ${text}`);
}

try {
  const me = await (await call('GET', '/api/v1/me', { headers: auth })).json();
  step(`Signed in to ${base} as ${me.user.email} (${me.apiKey.usage.remaining} requests left this month)`);

  const file = input ? fs.readFileSync(input) : samplePdf();
  const form = new FormData();
  form.set('category', 'contract');
  form.set(
    'file',
    new Blob([file], { type: 'application/pdf' }),
    input ? input.split('/').pop() : 'walkthrough.pdf',
  );
  const { document } = await (await call('POST', '/api/v1/documents', { headers: auth, form })).json();
  step(`Uploaded "${document.name}" (${document.id}), status ${document.status}`);

  const sent = await (
    await call('PUT', `/api/v1/documents/${document.id}/signers`, {
      headers: auth,
      json: { signers: [{ name: 'Sam Signer' }], allowAnonymous: false },
    })
  ).json();
  const link = sent.signers[0].link;
  step(`Added signer ${sent.signers[0].name}; status ${sent.document.status}; link ${link}`);

  if (inBrowser) {
    // A person signs on the signing page; the script only watches the status.
    console.log(`Open this link to sign: ${link}`);
    step(`Waiting up to ${Math.round(timeoutMs / 1000)} s for the signature and the seal…`);
  } else {
    // What the signing page does in the signer's browser: open the link, then complete signing.
    const [, , documentId, signId] = new URL(link).pathname.split('/');
    const signApi = `/api/sign/${documentId}/${signId}`;
    const view = await (await call('GET', signApi)).json();
    step(`Signer opened the link: "${view.name}" from ${view.uploaderName}`);
    await call('POST', `${signApi}/complete`, {
      json: {
        image: `data:image/png;base64,${SIGNATURE_PNG}`,
        type: 'drawn',
        placement: { pageIndex: 0, x: 72, y: 600, width: 150, height: 50 },
      },
    });
    step('Signer signed');
  }

  const deadline = Date.now() + timeoutMs;
  let status;
  for (;;) {
    status = await (await call('GET', `/api/v1/documents/${document.id}/status`, { headers: auth })).json();
    if (status.status === 'completed' && status.sealed) break;
    if (status.sealState === 'failed') throw new Error('Sealing failed; see the document page.');
    if (['declined', 'voided', 'expired'].includes(status.status))
      throw new Error(`The document was ${status.status}; nothing to download.`);
    if (Date.now() > deadline)
      throw new Error(`Not sealed within ${timeoutMs / 1000} s (status ${status.status}).`);
    await new Promise((r) => setTimeout(r, inBrowser ? 2000 : 250));
  }
  step(`Completed at ${status.completedAt}`);

  const pdf = Buffer.from(
    await (
      await call('GET', `/api/v1/documents/${document.id}/file?variant=sealed`, { headers: auth })
    ).arrayBuffer(),
  );
  fs.writeFileSync(output, pdf);
  step(`Downloaded the sealed PDF to ${output} (${pdf.length} bytes)`);
  const audit = await (await call('GET', `/api/v1/documents/${document.id}/audit`, { headers: auth })).json();
  step(
    `Audit trail: ${audit.events.map((e) => e.event).join(' → ')} (chain ${audit.chain.ok ? 'intact' : 'BROKEN'})`,
  );
  console.log(JSON.stringify({ documentId: document.id, output, bytes: pdf.length }));
} catch (err) {
  console.error(`✗ ${err.message}`);
  process.exit(1);
}
