// A real SMTP server on loopback (./smtp-receiver) that keeps every message it receives, for tests to wait on.
import type { ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import { startSmtpReceiver } from './smtp-receiver';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
  parsed: ParsedMail;
}

export interface TestSmtp {
  url: string;
  messages: ReceivedMail[];
  /** Waits until a message matching the predicate has arrived and returns it. */
  waitFor(predicate: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const server = await startSmtpReceiver(({ to, subject, text, html, raw, parsed }) =>
    messages.push({ to, subject, text, html, raw, parsed }),
  );
  return {
    url: server.url,
    messages,
    async waitFor(predicate, timeoutMs = 10_000) {
      let found: ReceivedMail | undefined;
      await expect
        .poll(() => (found = messages.find(predicate)), { timeout: timeoutMs, interval: 50 })
        .toBeTruthy();
      return found!;
    },
    close: () => server.close(),
  };
}

/** The first link in a message's text that contains the given path fragment. */
export function linkIn(mail: ReceivedMail, fragment: string): string {
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((l) => l.includes(fragment));
  if (!link) throw new Error(`no link containing ${fragment} in mail "${mail.subject}"`);
  return link;
}
