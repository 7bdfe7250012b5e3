// Mail goes through the outbox: queueMail renders and records the message and enqueues a job in
// the caller's transaction; the job sends it over SMTP (administrator settings, else SMTP_URL).
// With no SMTP configured the message stays in the outbox as `logged` and its links go to the log.
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppContext } from '../context';
import type { Executor } from '../db/database';
import { enqueueJob, type JobRunner } from '../jobs/job-queue';
import { newId, nowIso } from '../lib/ids';
import { formatDateTime } from '../../shared/format-date';
import { readBlob } from '../storage/read-blob';
import { templates, type MailLayout, type TemplateName } from './templates';

type TemplateData<T extends TemplateName> = Parameters<(typeof templates)[T]>[1];

export interface QueueMailInput<T extends TemplateName> {
  to: string;
  template: T;
  data: TemplateData<T>;
  userId?: string | null;
  attachments?: { filename: string; blobKey: string }[];
}

export async function queueMail<T extends TemplateName>(
  ctx: AppContext,
  db: Executor,
  input: QueueMailInput<T>,
): Promise<string> {
  const settings = await ctx.settings.get();
  const render = templates[input.template] as (
    l: MailLayout,
    d: TemplateData<T>,
  ) => ReturnType<(typeof templates)[T]>;
  const mail = render(
    { siteName: settings.general.siteName, siteDescription: settings.general.siteDescription },
    input.data,
  );
  const id = newId();
  await db
    .insertInto('mail_outbox')
    .values({
      id,
      to_address: input.to,
      subject: mail.subject,
      template: input.template,
      html: mail.html,
      text: mail.text,
      status: 'queued',
      error: null,
      user_id: input.userId ?? null,
      created_at: nowIso(),
      sent_at: null,
      attachments: input.attachments?.length ? JSON.stringify(input.attachments) : null,
    })
    .execute();
  await enqueueJob(db, 'mail.send', { outboxId: id }, { maxAttempts: 6 });
  return id;
}

/** A date for an email body, in the administrator's time zone and date format. */
export async function formatMailDate(ctx: AppContext, iso: string | Date): Promise<string> {
  const { general } = await ctx.settings.get();
  return formatDateTime(iso, general.dateFormat, general.timezone);
}

interface TransportChoice {
  key: string;
  from: string;
  create(): Transporter;
}

export async function chooseTransport(ctx: AppContext): Promise<TransportChoice | null> {
  const { email } = await ctx.settings.get();
  const fromAddress = ctx.config.mailFrom ?? `"${email.emailFromName}" <${email.emailFrom}>`;
  if (email.smtpHost) {
    const opts = {
      host: email.smtpHost,
      port: email.smtpPort,
      secure: email.smtpPort === 465,
      auth: email.smtpUsername ? { user: email.smtpUsername, pass: email.smtpPassword } : undefined,
    };
    return {
      key: JSON.stringify(opts),
      from: `"${email.emailFromName}" <${email.emailFrom}>`,
      create: () => nodemailer.createTransport(opts),
    };
  }
  if (ctx.config.smtpUrl) {
    const url = ctx.config.smtpUrl;
    return { key: url, from: fromAddress, create: () => nodemailer.createTransport(url) };
  }
  return null;
}

export function registerMailJobs(ctx: AppContext, runner: JobRunner): void {
  let cached: { key: string; transporter: Transporter } | undefined;
  runner.register('mail.send', async ({ outboxId }: { outboxId: string }) => {
    const message = await ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', outboxId)
      .executeTakeFirst();
    if (!message || message.status === 'sent' || message.status === 'logged') return;
    const transport = await chooseTransport(ctx);
    if (!transport) {
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      ctx.log.info(
        { to: message.to_address, subject: message.subject, links },
        'mail not sent (no SMTP configured); kept in outbox',
      );
      await ctx.db
        .updateTable('mail_outbox')
        .set({ status: 'logged', attempts: message.attempts + 1 })
        .where('id', '=', outboxId)
        .execute();
      return;
    }
    if (cached?.key !== transport.key) {
      cached?.transporter.close();
      cached = { key: transport.key, transporter: transport.create() };
    }
    try {
      const files = message.attachments
        ? (JSON.parse(message.attachments) as { filename: string; blobKey: string }[])
        : [];
      await cached.transporter.sendMail({
        from: transport.from,
        to: message.to_address,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: await Promise.all(
          files.map(async (f) => ({
            filename: f.filename,
            content: await readBlob(ctx.blobs, f.blobKey),
            contentType: 'application/pdf',
          })),
        ),
      });
    } catch (err) {
      await ctx.db
        .updateTable('mail_outbox')
        .set({
          status: 'failed',
          error: (err as Error).message.slice(0, 1000),
          attempts: message.attempts + 1,
        })
        .where('id', '=', outboxId)
        .execute();
      throw err;
    }
    await ctx.db
      .updateTable('mail_outbox')
      .set({ status: 'sent', error: null, attempts: message.attempts + 1, sent_at: nowIso() })
      .where('id', '=', outboxId)
      .execute();
  });
}
