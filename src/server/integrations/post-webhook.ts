// One signed POST to a receiver, with a 10 s limit and no redirects. The address is checked when the
// connection is made (the resolver's answer is the one connected to), so a name that resolved to a
// public address when the webhook was saved cannot be pointed at the intranet later.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { WEBHOOK_TIMEOUT_MS } from '../../shared/integrations';
import type { AppContext } from '../context';
import { isPrivateAddress } from '../signing/webhook-url';

export interface PostResult {
  outcome: 'success' | 'timeout' | 'failure';
  statusCode: number | null;
  durationMs: number;
  responseExcerpt: string | null;
  error: string | null;
}

const EXCERPT_CHARS = 1000;
const READ_LIMIT = 64 * 1024;
export const PRIVATE_TARGET_REFUSED =
  'Webhook URLs may not point at private, loopback or link-local addresses.';

class RefusedAddressError extends Error {}

function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, options, (err, address, family) => {
      if (err) return callback(err, address, family);
      const list = Array.isArray(address) ? address.map((a) => a.address) : [address];
      if (!allowPrivate && list.some((a) => isPrivateAddress(a))) {
        return callback(new RefusedAddressError(PRIVATE_TARGET_REFUSED), address, family);
      }
      callback(null, address, family);
    });
  };
}

export async function postWebhook(
  ctx: AppContext,
  target: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<PostResult> {
  const started = performance.now();
  const done = (r: Omit<PostResult, 'durationMs'>): PostResult => ({
    ...r,
    durationMs: Math.round(performance.now() - started),
  });
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return done({ outcome: 'failure', statusCode: null, responseExcerpt: null, error: 'Invalid URL' });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return done({
      outcome: 'failure',
      statusCode: null,
      responseExcerpt: null,
      error: 'Unsupported protocol',
    });
  }
  const { platform } = await ctx.settings.get();
  const allowPrivate = platform.allowPrivateWebhookTargets;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !allowPrivate && isPrivateAddress(host)) {
    return done({
      outcome: 'failure',
      statusCode: null,
      responseExcerpt: null,
      error: PRIVATE_TARGET_REFUSED,
    });
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const finish = (r: Omit<PostResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(done(r));
    };
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': `Signet-Webhooks/${ctx.version}`,
        },
        lookup: guardedLookup(allowPrivate),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < READ_LIMIT) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('error', () => undefined);
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS);
          const ok = status >= 200 && status < 300;
          finish({
            outcome: ok ? 'success' : 'failure',
            statusCode: status,
            responseExcerpt: text || null,
            error: ok ? null : `The receiver answered HTTP ${status}`,
          });
        });
      },
    );
    const timer = setTimeout(() => {
      finish({
        outcome: 'timeout',
        statusCode: null,
        responseExcerpt: null,
        error: `No answer within ${Math.round(timeoutMs / 1000)} s`,
      });
      req.destroy();
    }, timeoutMs);
    req.on('error', (err) => {
      finish({
        outcome: 'failure',
        statusCode: null,
        responseExcerpt: null,
        error: err instanceof RefusedAddressError ? err.message : `${err.message}`.slice(0, 500),
      });
    });
    req.end(body);
  });
}
