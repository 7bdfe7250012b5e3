// /api/docs: a readable API reference rendered on the server from the same declarations as the
// OpenAPI document. Plain HTML with its own styles and no script, so the CSP (script-src 'self')
// holds and nothing is loaded from elsewhere.
import { z } from 'zod';
import { WEBHOOK_EVENTS } from '../../shared/integrations';
import { openApiPath, type ApiOperation } from './openapi';

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `code` in declarations becomes <code>. */
function inline(text: string): string {
  return esc(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function fieldsTable(title: string, schema: z.ZodType | undefined): string {
  if (!schema) return '';
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<
      string,
      { type?: string; enum?: unknown[]; default?: unknown; description?: string; anyOf?: unknown[] }
    >;
    required?: string[];
  };
  const rows = Object.entries(json.properties ?? {}).map(([name, p]) => {
    const type = p.enum
      ? p.enum.map((v) => JSON.stringify(v)).join(' | ')
      : (p.type ?? (p.anyOf ? 'string' : 'any'));
    const notes = [
      (json.required ?? []).includes(name) ? 'required' : '',
      p.default !== undefined ? `default ${JSON.stringify(p.default)}` : '',
      p.description ?? '',
    ]
      .filter(Boolean)
      .join('. ');
    return `<tr><td><code>${esc(name)}</code></td><td>${esc(String(type))}</td><td>${inline(notes)}</td></tr>`;
  });
  if (rows.length === 0) return '';
  return `<h4>${esc(title)}</h4><table><thead><tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Notes</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

const STYLE = `
:root{color-scheme:light dark;--fg:#1c2333;--muted:#4b5567;--bg:#fff;--panel:#f5f7fa;--border:#d8dee8;--brand:#3b3fd8;--get:#0b7a43;--post:#1f5fbf;--put:#8a5a00;--patch:#7a3fb0;--delete:#b3261e}
@media (prefers-color-scheme:dark){:root{--fg:#e6e9ef;--muted:#a9b1bf;--bg:#12151c;--panel:#1b2029;--border:#2c3340;--brand:#9ea2ff;--get:#5fd39a;--post:#7fb0ff;--put:#f0c060;--patch:#d3a6ff;--delete:#ff8a80}}
*{box-sizing:border-box}body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
main{max-width:980px;margin:0 auto;padding:32px 20px 64px}h1{font-size:2rem;margin:0 0 8px}h2{margin-top:48px;border-bottom:1px solid var(--border);padding-bottom:6px}
h3{margin:0;font-size:1.05rem;display:flex;gap:10px;align-items:baseline;flex-wrap:wrap}h4{margin:16px 0 6px;font-size:.9rem;color:var(--muted);text-transform:uppercase;letter-spacing:.04em}
a{color:var(--brand)}p{margin:8px 0}code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.88em;background:var(--panel);padding:1px 4px;border-radius:4px}
pre{background:var(--panel);border:1px solid var(--border);border-radius:8px;padding:12px 14px;overflow:auto;font-size:.85rem;line-height:1.45}pre code{background:none;padding:0}
section.op{border:1px solid var(--border);border-radius:12px;padding:16px 18px;margin:16px 0}
.m{font:700 .78rem ui-monospace,monospace;padding:2px 8px;border-radius:6px;border:1px solid currentColor}
.GET{color:var(--get)}.POST{color:var(--post)}.PUT{color:var(--put)}.PATCH{color:var(--patch)}.DELETE{color:var(--delete)}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{text-align:left;border-bottom:1px solid var(--border);padding:6px 8px;vertical-align:top}
nav>ul{display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:8px 28px;list-style:none;padding:0}nav ul ul{padding-left:18px;margin:4px 0}.muted{color:var(--muted)}`;

const VERIFY_NODE = `import crypto from 'node:crypto';

// secret: the webhook's signing secret (whsec_…); rawBody: the request body exactly as received.
export function verifySignetSignature(secret, rawBody, header, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=')));
  const t = Number(parts.t);
  if (!t || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = crypto.createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}`;

const VERIFY_PYTHON = `import hashlib, hmac, time

def verify_signet_signature(secret: str, raw_body: bytes, header: str, tolerance: int = 300) -> bool:
    parts = dict(p.split("=", 1) for p in header.split(","))
    t = int(parts.get("t", "0"))
    if abs(time.time() - t) > tolerance:
        return False
    expected = hmac.new(secret.encode(), f"{t}.".encode() + raw_body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, parts.get("v1", ""))`;

export function renderApiDocs(
  operations: ApiOperation[],
  opts: { baseUrl: string; siteName: string; version: string },
): string {
  const tags = [...new Set(operations.map((o) => o.tag))];
  const anchor = (op: ApiOperation) => op.operationId;
  const nav = tags
    .map(
      (tag) =>
        `<li><strong>${esc(tag)}</strong><ul>${operations
          .filter((o) => o.tag === tag)
          .map((o) => `<li><a href="#${anchor(o)}">${esc(o.summary)}</a></li>`)
          .join('')}</ul></li>`,
    )
    .join('');
  const sections = tags
    .map((tag) => {
      const ops = operations
        .filter((o) => o.tag === tag)
        .map((op) => {
          const curl = op.curl.replaceAll('{BASE}', opts.baseUrl);
          return `<section class="op" id="${anchor(op)}" aria-labelledby="${anchor(op)}-title">
<h3 id="${anchor(op)}-title"><span class="m ${op.method}">${op.method}</span><code>${esc(openApiPath(op.path))}</code><span>${esc(op.summary)}</span></h3>
${op.description ? `<p>${inline(op.description)}</p>` : ''}
${fieldsTable('Path parameters', op.params)}${fieldsTable('Query parameters', op.query)}${fieldsTable('JSON body', op.body)}${op.multipart ? fieldsTable('Form fields (before the file part)', op.multipart.fields) + `<p><code>file</code>: ${esc(op.multipart.fileDescription)}</p>` : ''}
<h4>Answer</h4><p><code>${op.response.status}</code> ${esc(op.response.description)}${op.errors?.length ? `; errors: ${op.errors.map((e) => `<code>${e}</code>`).join(', ')}` : ''}.</p>
<h4>Example</h4><pre tabindex="0"><code>${esc(curl)}</code></pre>
</section>`;
        })
        .join('\n');
      return `<h2 id="tag-${esc(tag.toLowerCase())}">${esc(tag)}</h2>${ops}`;
    })
    .join('\n');

  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(opts.siteName)} API reference</title><style>${STYLE}</style></head>
<body><main>
<h1>${esc(opts.siteName)} API reference</h1>
<p class="muted">Version ${esc(opts.version)} · Machine-readable: <a href="/api/v1/openapi.json">OpenAPI 3.1 document</a> · <a href="/profile?tab=developers">Your API keys and webhooks</a></p>

<h2 id="authentication">Authentication</h2>
<p>Create an API key in <strong>Profile → Developers</strong> (plans with API access: Unlimited and VIP). The full key is shown once. Send it with every request:</p>
<pre tabindex="0"><code>Authorization: Bearer sgn_live_…</code></pre>
<pre tabindex="0"><code>export SIGNET_API_KEY=sgn_live_…
curl -s ${esc(opts.baseUrl)}/api/v1/me -H "Authorization: Bearer $SIGNET_API_KEY"</code></pre>
<p>A missing, unknown, revoked or expired key answers <code>401</code>. Each key has a monthly request limit; every answer carries <code>X-RateLimit-Limit</code>, <code>X-RateLimit-Remaining</code> and <code>X-RateLimit-Reset</code>, and past the limit the API answers <code>429</code> with <code>Retry-After</code>. The API uses the same rules as the web app: plan quotas, signer limits and ownership (another account's document is simply not found).</p>
<p>Errors are JSON: <code>{"error":{"code":"validation_failed","message":"Webhook URL is required","fields":{"url":"Webhook URL is required"}}}</code>.</p>

<h2 id="webhooks">Webhooks</h2>
<p>Signet POSTs a JSON body to your URL for each event you choose: ${WEBHOOK_EVENTS.map((e) => `<code>${e}</code>`).join(', ')}. The Test button sends <code>test_event</code> with <code>"test": true</code>.</p>
<pre tabindex="0"><code>{
  "event": "document.completed",
  "event_id": "…",
  "user_id": "…",
  "document_id": "…",
  "document_name": "Agreement",
  "status": "completed",
  "timestamp": "2026-01-31T12:00:00.000Z",
  "signer_email": "unknown"
}</code></pre>
<p>Headers: <code>Content-Type: application/json</code>, <code>Signet-Event</code> (the event), <code>Signet-Delivery</code> (the delivery id, the same on every retry: use it to ignore duplicates) and <code>Signet-Signature: t=&lt;unix time&gt;,v1=&lt;hex HMAC-SHA256 of "t.body"&gt;</code>, keyed with the webhook's signing secret. Answer with any 2xx within 10 seconds; otherwise Signet retries with exponential back-off for about a day. Each webhook has a delivery log with a Redeliver action. A document's own webhook URL (<code>webhookUrl</code> when adding signers) receives every event of that document, signed with your account's document webhook secret (Profile → Developers).</p>
<h4>Verifying the signature (Node.js)</h4>
<pre tabindex="0"><code>${esc(VERIFY_NODE)}</code></pre>
<h4>Python</h4>
<pre tabindex="0"><code>${esc(VERIFY_PYTHON)}</code></pre>

<h2 id="endpoints">Endpoints</h2>
<nav aria-label="Endpoints"><ul>${nav}</ul></nav>
${sections}
</main></body></html>`;
}
