// The Upload tab: a JPG, PNG or GIF picture of a signature (chosen or dropped). Anything else is
// refused with the spec's 'Please select an image file'.
import { ImageUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { cn } from '../../lib/cn';
import { useFileDrop } from '../../lib/use-file-drop';
import { Button } from '../ui/button';
import { FieldError } from '../ui/field';
import { fileToCanvas, finishSignature, isAcceptedUpload } from './signature-image';

export const SELECT_IMAGE = 'Please select an image file';
const NO_INK = 'No signature was found in this image. Try a darker picture on a light background.';

export function UploadPad({ onChange }: { onChange: (image: string | null) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!isAcceptedUpload(file)) {
      setError(SELECT_IMAGE);
      toast.error(SELECT_IMAGE);
      return;
    }
    try {
      const image = finishSignature(await fileToCanvas(file));
      if (!image) {
        setError(NO_INK);
        onChange(null);
        return;
      }
      setError(null);
      setFileName(file.name);
      onChange(image);
    } catch {
      setError(SELECT_IMAGE);
      toast.error(SELECT_IMAGE);
    }
  };

  const { dragging: over, dropProps } = useFileDrop((file) => void onFile(file));

  return (
    <div className="flex flex-col gap-2">
      <div
        {...dropProps}
        className={cn(
          'bg-surface-2 flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors',
          over ? 'border-primary bg-brand-soft' : 'border-border-strong',
        )}
      >
        <span className="bg-brand-soft text-brand-soft-foreground flex size-11 items-center justify-center rounded-full">
          <ImageUp className="size-5" aria-hidden />
        </span>
        <div>
          <p className="text-foreground text-sm font-medium">
            {fileName ? fileName : 'Drop a picture of your signature here'}
          </p>
          <p id={hintId} className="text-muted-foreground mt-1 text-xs">
            JPG, PNG or GIF. A white background becomes transparent.
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => inputRef.current?.click()}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        >
          {fileName ? 'Choose another image' : 'Choose an image'}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept="image/png,image/jpeg,image/gif,.png,.jpg,.jpeg,.gif"
          className="hidden"
          tabIndex={-1}
          aria-hidden
          data-testid="signature-upload-input"
          onChange={(e) => {
            void onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
