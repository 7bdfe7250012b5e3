// Shown to a visitor who drops a valid PDF: continuing needs an account. Both buttons lead to the
// sign-in screen (Register Now to its Create Account tab, /register).
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';

export function AccountRequiredDialog({
  file,
  onOpenChange,
}: {
  file: File | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={file !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create an Account to Continue</DialogTitle>
          <DialogDescription>
            Create a free account or log in to add signers, place signatures and send your document.
          </DialogDescription>
        </DialogHeader>
        {file && (
          <div className="border-border bg-surface-2 flex items-center gap-3 rounded-lg border p-3">
            <span className="bg-danger-soft text-danger flex size-9 shrink-0 items-center justify-center rounded-md">
              <FileText className="size-5" aria-hidden />
            </span>
            <span className="min-w-0">
              <span className="block truncate text-sm font-medium">{file.name}</span>
              <span className="text-muted-foreground block text-xs">
                {(file.size / 1024).toFixed(2)} KB · PDF
              </span>
            </span>
          </div>
        )}
        <DialogFooter>
          <Link to="/login" className={buttonClasses({ variant: 'outline' })}>
            Log In
          </Link>
          <Link to="/register" className={buttonClasses()}>
            Register Now
          </Link>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
