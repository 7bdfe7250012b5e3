// The test files' side of the mailbox (./mailbox): what the app server really sent over SMTP during
// this run, read from the endpoint global setup provides. Addresses are compared case-insensitively.
import { inject, vi } from 'vitest';
import type { ReceivedMail } from './mailbox';

export type { ReceivedMail } from './mailbox';

/** Every message the SMTP server has received so far in this run, oldest first. */
export async function receivedMail(): Promise<ReceivedMail[]> {
  const res = await fetch(inject('mailboxUrl'), { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`e2e mailbox answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as ReceivedMail[];
}

const sentTo = (m: ReceivedMail, address: string) =>
  m.to.some((to) => to.toLowerCase() === address.toLowerCase());

/** The messages received so far for this address. */
export async function mailTo(address: string): Promise<ReceivedMail[]> {
  return (await receivedMail()).filter((m) => sentTo(m, address));
}

export type MailMatch = string | ((m: ReceivedMail) => boolean);

/**
 * Waits until a message for this recipient address (or one the predicate accepts) has arrived and
 * returns the first such. On timeout the error lists the latest messages that did arrive.
 */
export async function waitForMail(match: MailMatch, timeoutMs = 20_000): Promise<ReceivedMail> {
  const accepts = typeof match === 'string' ? (m: ReceivedMail) => sentTo(m, match) : match;
  const wanted = typeof match === 'string' ? `an email to ${match}` : 'a matching email';
  return vi.waitFor(
    async () => {
      const messages = await receivedMail();
      const found = messages.find(accepts);
      if (found) return found;
      const latest = messages
        .slice(-10)
        .map((m) => `\n  to ${m.to.join(', ')}: ${m.subject}`)
        .join('');
      throw new Error(
        `${wanted} did not arrive within ${timeoutMs / 1000} s ` +
          `(${messages.length} received; the latest:${latest || ' none'})`,
      );
    },
    { timeout: timeoutMs, interval: 100 },
  );
}

/** The first link in a message's text that contains the given fragment (a path, say). */
export function linkIn(mail: ReceivedMail, fragment: string): string {
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((l) => l.includes(fragment));
  if (!link) throw new Error(`no link containing ${fragment} in the email "${mail.subject}":\n${mail.text}`);
  return link;
}
