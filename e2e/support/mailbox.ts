// The browser tests' mail server: a real SMTP server on loopback (the smtp-server package, as in
// test/helpers/smtp.ts) that keeps every message it receives. Global setup starts it before the app
// server and gives the app its URL as SMTP_URL. The test files run in another process, so the
// messages are also served as JSON by a tiny loopback HTTP endpoint (GET <messagesUrl>), whose URL
// global setup provides to them; ./mail reads it (waitForMail).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), as the app sent them. */
  to: string[];
  /** The envelope's sender (MAIL FROM). */
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export interface Mailbox {
  /** For the app server's SMTP_URL. */
  smtpUrl: string;
  /** Answers GET with every message received so far, oldest first, as JSON (ReceivedMail[]). */
  messagesUrl: string;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            messages.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              receivedAt: new Date().toISOString(),
            });
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const reader = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/messages') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('GET /messages');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => reader.listen(0, '127.0.0.1', resolve));
  const readerPort = (reader.address() as AddressInfo).port;

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    messagesUrl: `http://127.0.0.1:${readerPort}/messages`,
    async close() {
      reader.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => reader.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}
