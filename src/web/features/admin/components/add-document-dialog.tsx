// Add Document: upload a file on behalf of a chosen user (their quota and retention apply, the
// audit trail records the administrator).
import { Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  CATEGORY_LABELS,
  DOCUMENT_CATEGORIES,
  UPLOAD_ACCEPT,
  type DocumentCategory,
} from '../../../../shared/documents';
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
import { inputClasses } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useUploadAdminDocument } from '../api/documents';
import { UserPicker } from './user-picker';

export function AddDocumentDialog({
  open,
  onOpenChange,
  maxUploadSizeMb,
  defaultOwnerId = '',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  maxUploadSizeMb: number;
  defaultOwnerId?: string;
}) {
  const upload = useUploadAdminDocument();
  const [ownerId, setOwnerId] = useState(defaultOwnerId);
  const [file, setFile] = useState<File | null>(null);
  const [category, setCategory] = useState<DocumentCategory>('other');
  const [errors, setErrors] = useState<{ owner?: string; file?: string }>({});

  const close = (next: boolean) => {
    if (upload.isPending) return;
    if (!next) {
      setFile(null);
      setErrors({});
    }
    onOpenChange(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      owner: ownerId ? undefined : 'Choose the user this document belongs to',
      file: file ? undefined : 'Please upload a document first.',
    };
    setErrors(next);
    if (next.owner || next.file) return;
    try {
      const res = await upload.mutateAsync({ ownerId, file: file!, category });
      toast.success(res.message);
      close(false);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Add Document</DialogTitle>
          <DialogDescription>
            Upload for a user: it counts toward their monthly limit. PDF, images or Word, less than{' '}
            {maxUploadSizeMb}MB.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Add Document">
          <UserPicker value={ownerId} onChange={setOwnerId} error={errors.owner} />
          <Field label="File" error={errors.file}>
            {(c) => (
              <input
                {...c}
                type="file"
                accept={UPLOAD_ACCEPT}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                className="file:bg-muted file:text-foreground hover:file:bg-border text-sm file:mr-3 file:rounded-md file:border-0 file:px-3 file:py-2 file:text-sm file:font-medium"
              />
            )}
          </Field>
          <Field label="Category">
            {(c) => (
              <select
                {...c}
                className={`${inputClasses} h-10`}
                value={category}
                onChange={(e) => setCategory(e.target.value as DocumentCategory)}
              >
                {DOCUMENT_CATEGORIES.map((cat) => (
                  <option key={cat} value={cat}>
                    {CATEGORY_LABELS[cat]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)} disabled={upload.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={upload.isPending}>
              {upload.isPending ? (
                <Spinner label="Uploading" className="[&_svg]:size-4" />
              ) : (
                <Upload aria-hidden />
              )}
              Upload
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
