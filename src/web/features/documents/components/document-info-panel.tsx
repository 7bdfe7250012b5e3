// The document page's side panel, Document Information: what the document is, its signers and
// their progress, and the owner's actions for its state.
import {
  Ban,
  Bell,
  CheckCircle2,
  Download,
  FileCheck2,
  Info,
  LockKeyholeOpen,
  Trash2,
  UserPlus,
  XCircle,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatSizeKb, type DocumentDto } from '../../../../shared/documents';
import type { Signer } from '../../../../shared/signing';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { describeType } from '../format';
import { DocumentStatusBadge, sealFailedHint } from './document-status-badge';
import { BusyIcon } from './busy-icon';
import { useDates } from '../../../lib/dates';

export interface DocumentActions {
  onDownload: () => void;
  onDownloadOriginal: () => void;
  onRemind: () => void;
  onVoid: () => void;
  onUnlock: () => void;
  onFinish: () => void;
  onDelete: () => void;
  busy: Partial<Record<'download' | 'original' | 'remind' | 'unlock' | 'finish', boolean>>;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-2 text-sm">
      <dt className="text-muted-foreground shrink-0">{label}</dt>
      <dd className="text-foreground min-w-0 text-right font-medium break-words">{children}</dd>
    </div>
  );
}

function SignerRow({ signer }: { signer: Signer }) {
  const dates = useDates();
  const status =
    signer.status === 'signed' ? (
      <CheckCircle2 className="text-success size-4" aria-hidden />
    ) : signer.status === 'declined' ? (
      <XCircle className="text-danger size-4" aria-hidden />
    ) : (
      <span className="bg-warning block size-2 rounded-full" aria-hidden />
    );
  const when =
    signer.status === 'signed' && signer.signedAt
      ? `Signed ${dates.dateTime(signer.signedAt)}`
      : signer.status === 'declined'
        ? `Declined${signer.declineReason ? `: ${signer.declineReason}` : ''}`
        : signer.viewedAt
          ? `Viewed ${dates.dateTime(signer.viewedAt)}`
          : 'Waiting to sign';
  return (
    <li className="flex items-start gap-3 py-2.5">
      <span className="flex size-5 shrink-0 items-center justify-center pt-0.5">{status}</span>
      <div className="min-w-0 flex-1">
        <p className="text-foreground truncate text-sm font-medium">
          {signer.isOpenLink && signer.status === 'pending' ? 'Anyone with the open link' : signer.name}
        </p>
        {signer.email && <p className="text-muted-foreground truncate text-xs">{signer.email}</p>}
        <p className={cn('text-xs', signer.status === 'declined' ? 'text-danger' : 'text-muted-foreground')}>
          <span className="sr-only">{signer.status}: </span>
          {when}
        </p>
      </div>
    </li>
  );
}

export function DocumentInfoPanel({
  document: doc,
  signers,
  signersLoading,
  actions,
}: {
  document: DocumentDto;
  signers: Signer[];
  signersLoading: boolean;
  actions: DocumentActions;
}) {
  const dates = useDates();
  const expired = doc.status === 'expired';
  const hasSigners = signers.length > 0;
  const anyPending = signers.some((s) => s.status === 'pending' && !s.isOpenLink && s.email);
  // The spec: offered while signers can still be added, disabled once signers exist.
  const showAddSigners = doc.status === 'draft' || doc.status === 'pending';
  const canFinish = doc.uploaderSigned && doc.status === 'draft' && !hasSigners && !doc.sealState;
  const hint = sealFailedHint(doc);

  return (
    <Card aria-labelledby="document-info-title">
      <CardHeader titleId="document-info-title" icon={<Info aria-hidden />} title="Document Information" />
      <CardBody className="flex flex-col gap-5">
        <dl className="divide-border -my-2 divide-y">
          <Row label="Name">{doc.name}</Row>
          <Row label="Type">{describeType(doc)}</Row>
          <Row label="Status">
            <DocumentStatusBadge document={doc} />
          </Row>
          <Row label="Pages">
            {doc.completedAt && doc.sealed ? `${doc.pageCount} + completion certificate` : doc.pageCount}
          </Row>
          <Row label="Size">{formatSizeKb(doc.size)}</Row>
          <Row label="Uploaded">{dates.date(doc.uploadedAt)}</Row>
          <Row label="Available Until">
            <time dateTime={doc.expiresAt}>{dates.date(doc.expiresAt)}</time>
          </Row>
          {doc.pinProtected && <Row label="PIN protection">On</Row>}
          {doc.voidReason && <Row label="Void reason">{doc.voidReason}</Row>}
        </dl>
        {hint && <p className="text-danger text-xs">{hint}</p>}
        {doc.linkLocked && (
          <p className="border-danger/30 bg-danger-soft text-danger rounded-lg border px-3 py-2.5 text-sm">
            The signing links are locked after too many wrong PINs.
          </p>
        )}

        <section aria-labelledby="signers-title">
          <h3 id="signers-title" className="text-foreground text-sm font-semibold">
            Signers
          </h3>
          {signersLoading ? (
            <div className="py-3">
              <Spinner className="text-muted-foreground" label="Loading signers" />
            </div>
          ) : hasSigners ? (
            <ul className="divide-border mt-1 divide-y">
              {signers.map((signer) => (
                <SignerRow key={signer.id} signer={signer} />
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground mt-1 text-sm">
              {doc.uploaderSigned ? 'Signed by you. No other signers yet.' : 'No signers yet.'}
            </p>
          )}
        </section>

        <div className="flex flex-col gap-2">
          {!expired && (
            <Button onClick={actions.onDownload} disabled={actions.busy.download}>
              {actions.busy.download ? <BusyIcon /> : <Download aria-hidden />}
              Download Document
            </Button>
          )}
          {canFinish && (
            <Button variant="outline" onClick={actions.onFinish} disabled={actions.busy.finish}>
              {actions.busy.finish ? <BusyIcon /> : <FileCheck2 aria-hidden />}
              Finish without other signers
            </Button>
          )}
          {showAddSigners &&
            (hasSigners || doc.status !== 'draft' ? (
              <Button variant="outline" disabled>
                <UserPlus aria-hidden />
                Add Signers
              </Button>
            ) : (
              <Link to={`/add-signers/${doc.id}`} className={buttonClasses({ variant: 'outline' })}>
                <UserPlus aria-hidden />
                Add Signers
              </Link>
            ))}
          {doc.status === 'pending' && anyPending && !doc.sealState && (
            <Button variant="outline" onClick={actions.onRemind} disabled={actions.busy.remind}>
              {actions.busy.remind ? <BusyIcon /> : <Bell aria-hidden />}
              Send Reminder
            </Button>
          )}
          {doc.linkLocked && (
            <Button variant="outline" onClick={actions.onUnlock} disabled={actions.busy.unlock}>
              {actions.busy.unlock ? <BusyIcon /> : <LockKeyholeOpen aria-hidden />}
              Unlock links
            </Button>
          )}
          {doc.sealed && (
            <Button variant="ghost" onClick={actions.onDownloadOriginal} disabled={actions.busy.original}>
              {actions.busy.original ? <BusyIcon /> : <Download aria-hidden />}
              Download original
            </Button>
          )}
          {doc.status === 'pending' && !doc.sealState && (
            <Button variant="ghost" onClick={actions.onVoid} className="text-danger! hover:bg-danger-soft!">
              <Ban aria-hidden />
              Void Document
            </Button>
          )}
          <Button variant="ghost" onClick={actions.onDelete} className="text-danger! hover:bg-danger-soft!">
            <Trash2 aria-hidden />
            Delete Document
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
