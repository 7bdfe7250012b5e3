// The signature creator in a modal dialog ("Create Your Signature"), as the document page, the
// signing page and My Signatures open it.
import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { LazySignatureCreator } from './lazy-signature-creator';
import type { SignatureCreatorProps } from './signature-creator';

export interface SignatureDialogProps extends Omit<SignatureCreatorProps, 'onCancel'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  description?: ReactNode;
  /** Shown above the creator (for example the saved signatures to choose from). */
  before?: ReactNode;
}

export function SignatureDialog({
  open,
  onOpenChange,
  title = 'Create Your Signature',
  description = 'Draw, type or upload your signature.',
  before,
  ...creator
}: SignatureDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !creator.busy && onOpenChange(next)}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {before}
        <LazySignatureCreator {...creator} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
