// A contact's documents: the owner's documents that have this contact as a signer, with the
// document's status and the contact's own progress, each linking to its document page.
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import type { Client, ClientDocument } from '../../../../shared/clients';
import { STATUS_LABELS, type DocumentStatus } from '../../../../shared/documents';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useClientDocuments } from '../api/get-client-documents';
import { useDates } from '../../../lib/dates';

const STATUS_TONE: Partial<Record<DocumentStatus, BadgeTone>> = {
  completed: 'success',
  pending: 'brand',
  declined: 'danger',
  voided: 'danger',
  expired: 'warning',
};

const SIGNER_STATUS: Record<ClientDocument['signerStatus'], string> = {
  pending: 'Not signed yet',
  signed: 'Signed',
  declined: 'Declined',
};

export function ClientDocumentsDialog({
  client,
  onOpenChange,
}: {
  client: Client | null;
  onOpenChange: (open: boolean) => void;
}) {
  const dates = useDates();
  const documents = useClientDocuments(client?.id ?? null);
  return (
    <Dialog open={!!client} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{client ? `${client.name}’s documents` : 'Documents'}</DialogTitle>
          <DialogDescription>
            Your documents that have {client?.email ?? 'this contact'} as a signer.
          </DialogDescription>
        </DialogHeader>
        {documents.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner className="text-muted-foreground" label="Loading documents" />
          </div>
        ) : documents.isError ? (
          <FormAlert>{errorMessage(documents.error)}</FormAlert>
        ) : documents.data.documents.length === 0 ? (
          <div className="border-border-strong bg-surface-2 rounded-xl border border-dashed px-4 py-8 text-center">
            <FileText className="text-muted-foreground mx-auto size-6" aria-hidden />
            <p className="text-foreground mt-2 text-sm font-medium">No documents yet</p>
            <p className="text-muted-foreground mx-auto mt-1 max-w-xs text-xs leading-relaxed">
              Documents you send to {client?.email} will be listed here.
            </p>
          </div>
        ) : (
          <ul className="border-border divide-border max-h-[55vh] divide-y overflow-y-auto rounded-xl border">
            {documents.data.documents.map((d) => {
              const status = d.status as DocumentStatus;
              return (
                <li key={d.id} className="flex items-center gap-3 px-4 py-3">
                  <span className="bg-brand-soft text-brand-soft-foreground flex size-9 shrink-0 items-center justify-center rounded-lg">
                    <FileText className="size-4" aria-hidden />
                  </span>
                  <div className="min-w-0 flex-1">
                    <Link
                      to={`/document/${d.id}`}
                      className="text-foreground block truncate text-sm font-medium hover:underline"
                    >
                      {d.name}
                    </Link>
                    <p className="text-muted-foreground mt-0.5 text-xs">
                      {dates.date(d.sentAt ?? d.createdAt)} · {SIGNER_STATUS[d.signerStatus]}
                    </p>
                  </div>
                  <Badge tone={STATUS_TONE[status] ?? 'neutral'}>{STATUS_LABELS[status] ?? d.status}</Badge>
                </li>
              );
            })}
          </ul>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
