// The one time a key is shown in full: after creation and after Regenerate.
import { KeyRound, TriangleAlert } from 'lucide-react';
import { INTEGRATION_MESSAGES } from '../../../../shared/integrations';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/field';
import { CopyButton } from './copy-button';

export function NewApiKeyDialog({
  shown,
  onClose,
}: {
  shown: { name: string; key: string; regenerated: boolean } | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={!!shown} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <KeyRound className="text-brand size-5" aria-hidden />
            {shown?.regenerated ? 'Your regenerated API key' : 'Your new API key'}
          </DialogTitle>
          <DialogDescription>
            {shown?.name}: copy the key now. For your security it is shown only once; Signet keeps only a
            fingerprint of it.
          </DialogDescription>
        </DialogHeader>
        {shown && (
          <div className="flex flex-col gap-4">
            <div className="flex items-center gap-2">
              <code
                className="border-border-strong bg-surface-2 text-foreground block min-w-0 flex-1 rounded-lg border px-3 py-2.5 font-mono text-sm break-all select-all"
                aria-label="API key"
                data-testid="new-api-key"
              >
                {shown.key}
              </code>
              <CopyButton
                value={shown.key}
                label="Copy API key"
                successMessage={INTEGRATION_MESSAGES.apiKeyCopied}
              />
            </div>
            <FormAlert tone="info">
              <TriangleAlert className="text-warning mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                Keep it secret: anyone with this key can use the API as you. Send it as{' '}
                <code className="font-mono">Authorization: Bearer …</code>
              </span>
            </FormAlert>
          </div>
        )}
        <DialogFooter>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
