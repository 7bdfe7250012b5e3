// The browser tests' mail server: a real SMTP server on loopback (test/helpers/smtp-receiver.ts, as the
// integration tests use) that keeps every message it receives. Global setup starts it before the app
// server and gives the app its URL as SMTP_URL. The test files run in another process, so the
// messages are also served as JSON by a tiny loopback HTTP endpoint (GET <messagesUrl>), whose URL
// global setup provides to them; ./mail reads it (waitForMail).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSmtpReceiver } from '../../test/helpers/smtp-receiver';

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
  const smtp = await startSmtpReceiver(({ to, from, subject, text, html }) =>
    messages.push({ to, from, subject, text, html, receivedAt: new Date().toISOString() }),
  );

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
    smtpUrl: smtp.url,
    messagesUrl: `http://127.0.0.1:${readerPort}/messages`,
    async close() {
      reader.closeAllConnections();
      await Promise.all([new Promise<void>((resolve) => reader.close(() => resolve())), smtp.close()]);
    },
  };
}
