// A real SMTP server on loopback (the smtp-server package) that parses every message it receives
// and hands it on. Used by the integration tests (./smtp) and by the browser tests' global setup
// (e2e/support/mailbox.ts); no test framework imports here, so either process can load it.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpMessage {
  /** The envelope's recipients (RCPT TO), as the app sent them. */
  to: string[];
  /** The envelope's sender (MAIL FROM). */
  from: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
  parsed: ParsedMail;
}

export interface SmtpReceiverOptions {
  /** Refuses a recipient (RCPT TO) when this returns a reason: the answer is 550 with that text. */
  refuse?: (address: string) => string | undefined;
}

export async function startSmtpReceiver(
  onMessage: (message: SmtpMessage) => void,
  opts: SmtpReceiverOptions = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const reason = opts.refuse?.(address.address);
      callback(reason ? Object.assign(new Error(reason), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (parsed) => {
            onMessage({
              to: session.envelope.rcptTo.map((r) => r.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
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
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
