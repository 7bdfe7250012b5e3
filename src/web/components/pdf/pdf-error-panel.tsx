// Shown when a document cannot be displayed: what happened, the usual reasons, Try Again and
// Open in Browser (the file itself, in a new tab).
import { ExternalLink, FileWarning, RotateCw } from 'lucide-react';
import { Button, buttonClasses } from '../ui/button';
import type { PdfLoadError } from './use-pdf-document';

const REASONS = [
  'The file may have been deleted',
  'The storage link may have expired',
  'You may not have permission to view it',
];

export function PdfErrorPanel({
  error,
  url,
  onRetry,
}: {
  error: PdfLoadError | null;
  url: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="flex flex-1 flex-col items-center justify-center px-6 py-12 text-center">
      <span className="bg-danger-soft text-danger flex size-14 items-center justify-center rounded-2xl">
        <FileWarning className="size-7" aria-hidden />
      </span>
      <h2 className="text-foreground mt-4 text-lg font-semibold tracking-tight">Failed to Load Document</h2>
      {error?.message && <p className="text-muted-foreground mt-1 text-sm">{error.message}</p>}
      <div className="border-border bg-surface-2 mt-5 w-full max-w-sm rounded-xl border p-4 text-left">
        <p className="text-foreground text-sm font-medium">This can happen when:</p>
        <ul className="text-muted-foreground mt-2 list-disc space-y-1 pl-5 text-sm">
          {REASONS.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Button onClick={onRetry}>
          <RotateCw aria-hidden />
          Try Again
        </Button>
        {url && (
          <a href={url} target="_blank" rel="noopener" className={buttonClasses({ variant: 'outline' })}>
            <ExternalLink aria-hidden />
            Open in Browser
          </a>
        )}
      </div>
    </div>
  );
}
