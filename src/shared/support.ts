// The Help & Support contact form's API contract (spec part 2: Help & Support).
import { z } from 'zod';

/** The spec's stated support reply time. */
export const SUPPORT_REPLY_TIME = '24 hours on business days';

export const SUPPORT_MESSAGES = {
  name: 'Please enter your name',
  email: 'Please enter your email address',
  invalidEmail: 'Please enter a valid email address',
  subject: 'Please enter a subject',
  question: 'Please enter your question',
  sent: `Thanks! Your question was sent. We reply within ${SUPPORT_REPLY_TIME}.`,
} as const;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max);

export const supportRequestSchema = z.object({
  name: required(SUPPORT_MESSAGES.name, 120),
  email: required(SUPPORT_MESSAGES.email, 254).pipe(z.email(SUPPORT_MESSAGES.invalidEmail)),
  subject: required(SUPPORT_MESSAGES.subject, 200),
  question: required(SUPPORT_MESSAGES.question, 5000),
});
export type SupportRequestInput = z.input<typeof supportRequestSchema>;

export interface SupportRequestResponse {
  id: string;
  message: string;
}
