// A real SMTP server on loopback (the smtp-server package) that keeps every message it receives.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';

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
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (parsed) => {
            messages.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              raw,
              parsed,
            });
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(predicate, timeoutMs = 10_000) {
      let found: ReceivedMail | undefined;
      await expect
        .poll(() => (found = messages.find(predicate)), { timeout: timeoutMs, interval: 50 })
        .toBeTruthy();
      return found!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message's text that contains the given path fragment. */
export function linkIn(mail: ReceivedMail, fragment: string): string {
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((l) => l.includes(fragment));
  if (!link) throw new Error(`no link containing ${fragment} in mail "${mail.subject}"`);
  return link;
}
