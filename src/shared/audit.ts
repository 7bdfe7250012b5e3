// The audit trail as the owner sees it.
import { z } from 'zod';

export const auditEventSchema = z.object({
  seq: z.number(),
  event: z.string(),
  actor: z.string(),
  actorEmail: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  hash: z.string(),
  prevHash: z.string(),
});
export type AuditEventDto = z.infer<typeof auditEventSchema>;

export const auditTrailSchema = z.object({
  documentId: z.string(),
  events: z.array(auditEventSchema),
  chain: z.object({ ok: z.boolean(), events: z.number(), problem: z.string().optional() }),
});
export type AuditTrail = z.infer<typeof auditTrailSchema>;

export const AUDIT_EVENT_LABELS: Record<string, string> = {
  uploaded: 'Uploaded',
  sent: 'Sent for signing',
  signers_updated: 'Signers updated',
  viewed: 'Viewed',
  pin_failed: 'Wrong PIN entered',
  link_locked: 'Links locked after wrong PINs',
  signed: 'Signed',
  declined: 'Declined',
  reminder_sent: 'Reminder sent',
  link_reset: 'Signing link reset',
  completed: 'Completed and sealed',
  full_rewrite: 'Rewritten before signing (damaged file)',
  downloaded: 'Downloaded',
  voided: 'Voided',
  expired: 'Expired',
};
