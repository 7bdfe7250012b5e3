// The hero's PDF box: drop a file on it or click to choose one. Only PDFs pass; anything else gets
// the spec's toast. The file input is visually hidden but stays in the tab order.
import { FileUp } from 'lucide-react';
import { useId, useRef } from 'react';
import { toast } from 'sonner';
import { MESSAGES } from '../../../../shared/messages';
import { cn } from '../../../lib/cn';
import { useFileDrop } from '../../../lib/use-file-drop';

export function isPdf(file: File): boolean {
  return file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
}

export function PdfDropBox({ onPdf }: { onPdf: (file: File) => void }) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const accept = (file: File | undefined) => {
    if (!file) return;
    if (!isPdf(file)) {
      toast.error(MESSAGES.uploadPdfOnly);
      return;
    }
    onPdf(file);
  };

  const { dragging, dropProps } = useFileDrop(accept);

  return (
    <label
      htmlFor={inputId}
      {...dropProps}
      className={cn(
        'group relative flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed px-6 py-12 text-center sm:py-16 transition-colors',
        'has-[input:focus-visible]:outline-ring has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2',
        dragging
          ? 'border-primary bg-brand-soft'
          : 'border-border-strong hover:border-primary/60 hover:bg-muted/60 bg-surface-2',
      )}
    >
      <span
        className={cn(
          'bg-brand-soft text-brand-soft-foreground flex size-14 items-center justify-center rounded-2xl ring-1 ring-inset ring-current/15 transition-transform',
          dragging ? 'scale-110' : 'group-hover:-translate-y-0.5',
        )}
      >
        <FileUp className="size-7" aria-hidden />
      </span>
      <span className="text-foreground mt-4 text-base font-semibold">
        {dragging ? 'Release to upload your PDF' : 'Drag & drop your PDF here'}
      </span>
      <span id={hintId} className="text-muted-foreground mt-1 text-sm">
        or{' '}
        <span className="text-brand font-medium underline-offset-4 group-hover:underline">
          click to choose a file
        </span>{' '}
        · PDF only
      </span>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="application/pdf,.pdf"
        aria-label="Choose a PDF to sign"
        aria-describedby={hintId}
        className="sr-only"
        onChange={(event) => {
          accept(event.target.files?.[0]);
          // Allow choosing the same file again after an error.
          event.target.value = '';
        }}
      />
    </label>
  );
}
