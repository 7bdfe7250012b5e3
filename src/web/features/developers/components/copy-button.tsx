// Copies a value to the clipboard and says so with a toast.
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { copyToClipboard } from '../../../lib/copy-to-clipboard';

export function CopyButton({
  value,
  label,
  successMessage,
  showLabel = false,
  ...props
}: { value: string; label: string; successMessage: string; showLabel?: boolean } & Omit<
  ButtonProps,
  'onClick'
>) {
  const [copied, setCopied] = useState(false);
  const onCopy = async () => {
    if (await copyToClipboard(value)) {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
      toast.success(successMessage);
    } else {
      toast.error('Copying failed. Select the text and copy it.');
    }
  };
  return (
    <Button
      variant="outline"
      size={showLabel ? 'sm' : 'icon-sm'}
      onClick={() => void onCopy()}
      aria-label={showLabel ? undefined : label}
      {...props}
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {showLabel && label}
    </Button>
  );
}
