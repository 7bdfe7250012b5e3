// The document's audit trail as a timeline: each event with who, when and from which address, the
// result of the hash-chain check ("Audit trail intact" or what was changed), and the JSON download.
import {
  Ban,
  Bell,
  CircleAlert,
  CircleCheck,
  Clock,
  Download,
  Eye,
  FilePenLine,
  FileUp,
  KeyRound,
  Link2,
  LockKeyhole,
  Send,
  ShieldAlert,
  ShieldCheck,
  UserPen,
  Users,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { AUDIT_EVENT_LABELS, type AuditEventDto } from '../../../../shared/audit';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { auditTrailDownloadUrl, useAuditTrail } from '../api/get-audit-trail';
import { useDates } from '../../../lib/dates';

type Tone = 'brand' | 'success' | 'warning' | 'danger' | 'neutral';

const EVENTS: Record<string, { icon: LucideIcon; tone: Tone }> = {
  uploaded: { icon: FileUp, tone: 'brand' },
  sent: { icon: Send, tone: 'brand' },
  signers_updated: { icon: Users, tone: 'neutral' },
  viewed: { icon: Eye, tone: 'neutral' },
  pin_failed: { icon: KeyRound, tone: 'warning' },
  link_locked: { icon: LockKeyhole, tone: 'danger' },
  signed: { icon: FilePenLine, tone: 'success' },
  declined: { icon: XCircle, tone: 'danger' },
  reminder_sent: { icon: Bell, tone: 'neutral' },
  link_reset: { icon: Link2, tone: 'neutral' },
  completed: { icon: CircleCheck, tone: 'success' },
  full_rewrite: { icon: UserPen, tone: 'warning' },
  downloaded: { icon: Download, tone: 'neutral' },
  voided: { icon: Ban, tone: 'danger' },
  expired: { icon: Clock, tone: 'neutral' },
};

const TONES: Record<Tone, string> = {
  brand: 'bg-brand-soft text-brand-soft-foreground',
  success: 'bg-success-soft text-success',
  warning: 'bg-warning-soft text-warning',
  danger: 'bg-danger-soft text-danger',
  neutral: 'bg-muted text-muted-foreground',
};

/** A short line from an event's details, when it says something the label does not. */
function detailLine(event: AuditEventDto): string | null {
  const d = event.details;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
  const list = (value: unknown) =>
    Array.isArray(value) && value.length ? value.filter((v) => typeof v === 'string').join(', ') : null;
  switch (event.event) {
    case 'voided':
    case 'declined': {
      const reason = text(d.reason);
      return reason ? `Reason: ${reason}` : null;
    }
    case 'reminder_sent': {
      const to = list(d.to);
      return to ? `To ${to}` : null;
    }
    case 'link_reset': {
      const signer = text(d.signer);
      return signer ? `Link of ${signer}` : null;
    }
    case 'signed': {
      const role = d.role === 'owner' ? 'As the owner' : null;
      const page = typeof d.page === 'number' ? `on page ${d.page}` : null;
      return [role, page].filter(Boolean).join(', ') || null;
    }
    case 'downloaded':
      return d.variant === 'sealed'
        ? 'The signed PDF'
        : d.variant === 'original'
          ? 'The original file'
          : null;
    default:
      return null;
  }
}

export function AuditTimeline({ documentId }: { documentId: string }) {
  const dates = useDates();
  const trail = useAuditTrail(documentId);
  return (
    <Card aria-labelledby="timeline-title">
      <CardHeader
        titleId="timeline-title"
        icon={<Clock aria-hidden />}
        title="Timeline"
        description="Every event on this document, in order."
      />
      <CardBody className="flex flex-col gap-4">
        {trail.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner className="text-muted-foreground" label="Loading the timeline" />
          </div>
        ) : trail.isError ? (
          <FormAlert>{errorMessage(trail.error)}</FormAlert>
        ) : (
          <>
            {trail.data.chain.ok ? (
              <p className="border-success/30 bg-success-soft text-success flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm">
                <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span>
                  <span className="font-medium">Audit trail intact</span>
                  <span className="block text-xs">
                    {trail.data.chain.events === 1
                      ? '1 event, sealed by its hash.'
                      : `${trail.data.chain.events} events, each sealed to the one before by its hash.`}
                  </span>
                </span>
              </p>
            ) : (
              <p
                role="alert"
                className="border-danger/30 bg-danger-soft text-danger flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm"
              >
                <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span className="font-medium">
                  Audit trail modified: {trail.data.chain.problem ?? 'the chain does not verify.'}
                </span>
              </p>
            )}
            <ol className="relative flex flex-col gap-4" aria-label="Audit trail">
              {trail.data.events.map((event, i) => {
                const meta = EVENTS[event.event] ?? { icon: CircleAlert, tone: 'neutral' as const };
                const Icon = meta.icon;
                const detail = detailLine(event);
                const last = i === trail.data.events.length - 1;
                return (
                  <li key={event.seq} className="relative flex gap-3">
                    {!last && (
                      <span className="bg-border absolute top-8 bottom-[-1rem] left-4 w-px" aria-hidden />
                    )}
                    <span
                      className={cn(
                        'relative flex size-8 shrink-0 items-center justify-center rounded-full',
                        TONES[meta.tone],
                      )}
                    >
                      <Icon className="size-4" aria-hidden />
                    </span>
                    <div className="min-w-0 flex-1 pt-0.5">
                      <p className="text-foreground text-sm font-medium">
                        {AUDIT_EVENT_LABELS[event.event] ?? event.event}
                      </p>
                      <p className="text-muted-foreground text-xs break-words">
                        {event.actor}
                        {event.actorEmail && event.actorEmail !== event.actor ? ` · ${event.actorEmail}` : ''}
                      </p>
                      {detail && <p className="text-foreground/80 mt-0.5 text-xs break-words">{detail}</p>}
                      <p className="text-muted-foreground mt-0.5 text-xs">
                        <time dateTime={event.createdAt}>{dates.dateTime(event.createdAt)}</time>
                        {event.ip && <span className="tabular-nums"> · IP {event.ip}</span>}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ol>
            <a
              href={auditTrailDownloadUrl(documentId)}
              download
              className={buttonClasses({ variant: 'outline', size: 'sm', className: 'self-start' })}
            >
              <Download aria-hidden />
              Download audit trail (JSON)
            </a>
          </>
        )}
      </CardBody>
    </Card>
  );
}
