// Decline to sign, with a reason the sender is told.
import { useState } from 'react';
import { toast } from 'sonner';
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
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useDeclineSigning } from '../api/decline-signing';
import type { SigningLinkParams } from '../api/get-signing-view';

export function DeclineDialog({
  open,
  onOpenChange,
  link,
  senderName,
  onDeclined,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  link: SigningLinkParams;
  senderName: string;
  onDeclined: (message: string) => void;
}) {
  const decline = useDeclineSigning(link);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!reason.trim()) {
      setError('Please give a reason');
      return;
    }
    decline.mutate(reason.trim(), {
      onSuccess: ({ message }) => {
        toast.success(message);
        onDeclined(message);
      },
      onError: (err) => toast.error(errorMessage(err)),
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !decline.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Decline to sign?</DialogTitle>
          <DialogDescription>
            {senderName} is told that you declined, with your reason. The document can then no longer be
            signed by anyone.
          </DialogDescription>
        </DialogHeader>
        <Field label="Reason" error={error}>
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              value={reason}
              maxLength={500}
              onChange={(e) => {
                setReason(e.target.value);
                setError(null);
              }}
              placeholder="For example: the dates in section 2 are wrong."
            />
          )}
        </Field>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={decline.isPending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={submit} disabled={decline.isPending}>
            {decline.isPending && <Spinner label="Declining" className="[&_svg]:size-4" />}
            Decline to sign
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
