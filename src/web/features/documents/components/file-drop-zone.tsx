// The upload page's drop zone: drop a file on it or click to choose one. The file input is visually
// hidden but stays in the tab order, and the whole box is its label.
import { FileUp } from 'lucide-react';
import { useId } from 'react';
import { UPLOAD_ACCEPT } from '../../../../shared/documents';
import { cn } from '../../../lib/cn';
import { useFileDrop } from '../../../lib/use-file-drop';

export function FileDropZone({
  onFile,
  maxUploadSizeMb,
  invalid,
  describedBy,
  disabled,
}: {
  onFile: (file: File) => void;
  maxUploadSizeMb: number;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}) {
  const inputId = useId();
  const hintId = useId();
  const { dragging, dropProps } = useFileDrop((file) => {
    if (file && !disabled) onFile(file);
  });

  return (
    <label
      htmlFor={inputId}
      {...dropProps}
      className={cn(
        'group relative flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed px-6 py-12 text-center transition-colors sm:py-16',
        'has-[input:focus-visible]:outline-ring has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2',
        dragging
          ? 'border-primary bg-brand-soft'
          : invalid
            ? 'border-danger/60 bg-danger-soft/40'
            : 'border-border-strong hover:border-primary/60 hover:bg-muted/60 bg-surface-2',
      )}
    >
      <span
        className={cn(
          'bg-brand-soft text-brand-soft-foreground flex size-14 items-center justify-center rounded-2xl ring-1 ring-current/15 transition-transform ring-inset',
          dragging ? 'scale-110' : 'group-hover:-translate-y-0.5',
        )}
      >
        <FileUp className="size-7" aria-hidden />
      </span>
      <span className="text-foreground mt-4 text-base font-semibold">
        {dragging ? 'Release to add your document' : 'Drag & drop your document here'}
      </span>
      <span id={hintId} className="text-muted-foreground mt-1 text-sm">
        or{' '}
        <span className="text-brand font-medium underline-offset-4 group-hover:underline">
          click to choose a file
        </span>
        <span className="mt-2 block text-xs">
          PDF, Word (DOC, DOCX) or image (JPG, PNG, WEBP, GIF) · up to {maxUploadSizeMb}MB
        </span>
      </span>
      <input
        id={inputId}
        type="file"
        accept={UPLOAD_ACCEPT}
        aria-label="Choose a document to upload"
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          // Allow choosing the same file again after an error.
          event.target.value = '';
        }}
      />
    </label>
  );
}
