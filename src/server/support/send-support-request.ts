// The Help & Support contact form: the request is stored, and in the same transaction one email to
// the support address (the administrator's supportEmail setting) and a confirmation to the sender
// are queued for the job runner.
import type { FastifyRequest } from 'fastify';
import { SUPPORT_MESSAGES, SUPPORT_REPLY_TIME, type SupportRequestResponse } from '../../shared/support';
import type { AppContext } from '../context';
import { newId, nowIso } from '../lib/ids';
import { queueMail } from '../mail/mailer';

export async function sendSupportRequest(
  ctx: AppContext,
  request: FastifyRequest,
  input: { name: string; email: string; subject: string; question: string },
): Promise<SupportRequestResponse> {
  const { general } = await ctx.settings.get();
  const user = request.session?.user ?? null;
  const id = newId();
  const createdAt = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('support_requests')
      .values({
        id,
        user_id: user?.id ?? null,
        name: input.name,
        email: input.email,
        subject: input.subject,
        question: input.question,
        ip: request.ip,
        user_agent: request.headers['user-agent']?.slice(0, 500) ?? null,
        created_at: createdAt,
      })
      .execute();
    await queueMail(ctx, trx, {
      to: general.supportEmail,
      template: 'supportRequest',
      data: {
        reference: id,
        name: input.name,
        email: input.email,
        subject: input.subject,
        question: input.question,
        account: user ? `${user.name} <${user.email}>, ${user.plan} plan` : null,
      },
    });
    await queueMail(ctx, trx, {
      to: input.email,
      template: 'supportRequestReceived',
      data: {
        name: input.name,
        subject: input.subject,
        question: input.question,
        replyTime: SUPPORT_REPLY_TIME,
      },
      userId: user?.id ?? null,
    });
  });
  return { id, message: SUPPORT_MESSAGES.sent };
}
