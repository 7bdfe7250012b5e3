// Void a pending document: a required reason, sent to the signers who have an email.
import { useState } from 'react';
import { voidSchema } from '../../../../shared/signing';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { BusyIcon } from './busy-icon';

export function VoidDialog({
  open,
  onOpenChange,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = voidSchema.safeParse({ reason });
    if (!result.success) {
      setError(result.error.issues[0]?.message ?? 'Please give a reason');
      return;
    }
    onConfirm(result.data.reason);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        onOpenChange(next);
        if (!next) {
          setReason('');
          setError(null);
        }
      }}
    >
      <DialogContent role="alertdialog">
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>Void this document?</DialogTitle>
            <DialogDescription>
              Its signing links stop working at once and signers with an email address are told why. This
              cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <Field label="Reason" error={error} hint="Shown to the signers.">
            {(control) => (
              <Textarea
                {...control}
                value={reason}
                maxLength={500}
                onChange={(event) => {
                  setReason(event.target.value);
                  if (error) setError(null);
                }}
                placeholder="For example: the terms changed, a new version follows"
              />
            )}
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={busy}>
              {busy && <BusyIcon />}
              Void Document
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
