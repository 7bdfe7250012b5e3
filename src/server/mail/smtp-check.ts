// Can Signet reach its SMTP server? nodemailer's verify() (connect, greet, log in) with a short
// timeout, remembered for a minute per server so a dashboard refresh does not open a connection.
import type { AppContext } from '../context';
import { chooseTransport } from './mailer';

export type SmtpCheck = { configured: false } | { configured: true; ok: boolean; error?: string };

const TIMEOUT_MS = 5000;
const CACHE_MS = 60_000;
const cache = new Map<string, { at: number; result: Promise<SmtpCheck> }>();

export async function checkSmtp(ctx: AppContext, opts: { fresh?: boolean } = {}): Promise<SmtpCheck> {
  const transport = await chooseTransport(ctx);
  if (!transport) return { configured: false };
  const cached = cache.get(transport.key);
  if (cached && !opts.fresh && Date.now() - cached.at < CACHE_MS) return cached.result;
  const result = verify(transport.create());
  cache.set(transport.key, { at: Date.now(), result });
  return result;
}

async function verify(
  transporter: ReturnType<NonNullable<Awaited<ReturnType<typeof chooseTransport>>>['create']>,
): Promise<SmtpCheck> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      transporter.verify(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
      }),
    ]);
    return { configured: true, ok: true };
  } catch (err) {
    return { configured: true, ok: false, error: (err as Error).message.slice(0, 300) };
  } finally {
    clearTimeout(timer);
    transporter.close();
  }
}
