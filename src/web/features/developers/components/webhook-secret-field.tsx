// A signing secret: hidden until revealed, copyable, and rotatable after a confirmation.
import { Eye, EyeOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useRotateWebhookSecret, useWebhookSecret } from '../api/webhook-secret';
import { CopyButton } from './copy-button';

export function WebhookSecretField({ id, label }: { id: string; label: string }) {
  const [revealed, setRevealed] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const secret = useWebhookSecret(id, revealed);
  const rotate = useRotateWebhookSecret(id);
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-foreground text-sm font-medium">{label}</span>
      <div className="flex items-center gap-2">
        <code
          className="border-border-strong bg-surface-2 text-foreground block min-w-0 flex-1 truncate rounded-lg border px-3 py-2 font-mono text-xs"
          aria-label={label}
        >
          {revealed && secret.data ? secret.data.secret : 'whsec_••••••••••••••••••••••••'}
        </code>
        <Button
          variant="outline"
          size="icon-sm"
          onClick={() => setRevealed((r) => !r)}
          aria-label={revealed ? `Hide ${label}` : `Reveal ${label}`}
        >
          {revealed ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        </Button>
        {revealed && secret.data && (
          <CopyButton
            value={secret.data.secret}
            label={`Copy ${label}`}
            successMessage="Secret copied to clipboard"
          />
        )}
        <Button
          variant="outline"
          size="icon-sm"
          onClick={() => setConfirm(true)}
          aria-label={`Rotate ${label}`}
        >
          <RefreshCw aria-hidden />
        </Button>
      </div>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="Rotate the signing secret?"
        description="Deliveries from now on are signed with a new secret. Update your receiver, or it will reject them."
        confirmLabel="Rotate secret"
        tone="primary"
        busy={rotate.isPending}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: (r) => {
              toast.success(r.message);
              setConfirm(false);
              setRevealed(true);
            },
            onError: (err) => toast.error(errorMessage(err)),
          })
        }
      />
    </div>
  );
}
