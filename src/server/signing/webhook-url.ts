// Outbound URLs chosen by users (webhooks) may not point at private, loopback or link-local
// networks unless the administrator allows it: Signet must not become a way into the intranet.
import dns from 'node:dns/promises';
import net from 'node:net';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';

export function isPrivateAddress(ip: string): boolean {
  if (net.isIPv4(ip)) {
    const [a, b] = ip.split('.').map(Number) as [number, number];
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127) ||
      a >= 224
    );
  }
  const v6 = ip.toLowerCase();
  if (v6.startsWith('::ffff:')) return isPrivateAddress(v6.slice(7));
  return v6 === '::1' || v6 === '::' || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('fe80');
}

export async function assertWebhookUrlAllowed(ctx: AppContext, url: string): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AppError('validation_failed', 'Please enter a valid webhook URL');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new AppError('validation_failed', 'Please enter a valid webhook URL');
  const { platform } = await ctx.settings.get();
  if (platform.allowPrivateWebhookTargets) return;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const addresses = net.isIP(host)
    ? [host]
    : await dns.lookup(host, { all: true }).then(
        (r) => r.map((a) => a.address),
        () => [],
      );
  if (addresses.length === 0)
    throw new AppError('validation_failed', `The webhook host ${host} could not be resolved.`);
  if (addresses.some(isPrivateAddress)) {
    throw new AppError(
      'validation_failed',
      'Webhook URLs may not point at private, loopback or link-local addresses.',
    );
  }
}
