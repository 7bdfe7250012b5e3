// A document's status as a badge: the spec's labels (pending = Awaiting Signatures), "Finalizing…"
// while the server seals a completed document, and a warning when sealing failed.
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { STATUS_LABELS, type DocumentDto, type DocumentStatus } from '../../../../shared/documents';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<DocumentStatus, BadgeTone> = {
  draft: 'neutral',
  pending: 'warning',
  completed: 'success',
  expired: 'neutral',
  declined: 'danger',
  voided: 'neutral',
};

export function DocumentStatusBadge({ document }: { document: Pick<DocumentDto, 'status' | 'sealState'> }) {
  if (document.sealState === 'sealing') {
    return (
      <Badge tone="brand">
        <LoaderCircle className="size-3 animate-spin motion-reduce:animate-none" aria-hidden />
        Finalizing…
      </Badge>
    );
  }
  if (document.sealState === 'failed') {
    return (
      <Badge tone="danger">
        <CircleAlert className="size-3" aria-hidden />
        Sealing failed
      </Badge>
    );
  }
  return <Badge tone={TONES[document.status]}>{STATUS_LABELS[document.status]}</Badge>;
}

/** A line for a document whose seal failed: what it means for the owner. */
export function sealFailedHint(document: Pick<DocumentDto, 'sealState' | 'sealError'>): string | null {
  if (document.sealState !== 'failed') return null;
  return `Every signature is in, but the signed PDF could not be produced${
    document.sealError ? ` (${document.sealError})` : ''
  }. The original file stays available.`;
}
