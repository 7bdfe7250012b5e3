// The signing link block: every signer's own link (and the open link) with Copy, Share (the chat
// message 'Please sign this document: {link}'), Preview, and, on Update Signers, Reset link.
import { Copy, ExternalLink, Link2, RefreshCw, Share2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { SIGNING_TEXTS } from '../../../../shared/messages';
import { chatShareUrl, type Signer } from '../../../../shared/signing';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { copyToClipboard } from '../../../lib/copy-to-clipboard';

function LinkRow({ signer, onReset }: { signer: Signer; onReset?: (signer: Signer) => void }) {
  const who = signer.isOpenLink ? 'Open link' : signer.name;
  const copy = async () => {
    if (await copyToClipboard(signer.link)) toast.success(SIGNING_TEXTS.linkCopied);
    else toast.error('Could not copy the link. Select it and copy it yourself.');
  };
  return (
    <li className="flex flex-col gap-2.5 py-4 first:pt-0 last:pb-0">
      <div className="flex items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="text-foreground truncate text-sm font-medium">{who}</p>
          <p className="text-muted-foreground truncate text-xs">
            {signer.isOpenLink
              ? 'Anyone with this link can sign'
              : signer.email || 'No email: share this link'}
          </p>
        </div>
        {signer.status === 'signed' ? (
          <Badge tone="success">Signed</Badge>
        ) : signer.status === 'declined' ? (
          <Badge tone="danger">Declined</Badge>
        ) : signer.viewedAt ? (
          <Badge tone="brand">Viewed</Badge>
        ) : signer.invitedAt ? (
          <Badge>Invited</Badge>
        ) : null}
      </div>
      <div className="flex gap-2">
        <input
          readOnly
          value={signer.link}
          aria-label={`Signing link for ${who}`}
          onFocus={(e) => e.currentTarget.select()}
          className="border-border bg-surface-2 text-muted-foreground h-9 min-w-0 flex-1 truncate rounded-lg border px-3 font-mono text-xs"
        />
        <Button
          variant="outline"
          size="sm"
          className="h-9"
          onClick={() => void copy()}
          aria-label={`Copy link for ${who}`}
        >
          <Copy aria-hidden />
          Copy
        </Button>
      </div>
      <div className="-ml-2 flex flex-wrap items-center gap-1">
        <a
          href={chatShareUrl(signer.link)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          aria-label={`Share link for ${who} in a chat (opens in a new tab)`}
        >
          <Share2 aria-hidden />
          Share
        </a>
        <a
          href={`${signer.link}?preview=1`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          aria-label={`Preview the signing page for ${who} (opens in a new tab)`}
        >
          <ExternalLink aria-hidden />
          Preview
        </a>
        {onReset && signer.status === 'pending' && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onReset(signer)}
            aria-label={`Reset link for ${who}`}
          >
            <RefreshCw aria-hidden />
            Reset link
          </Button>
        )}
      </div>
    </li>
  );
}

export function SigningLinks({
  signers,
  onReset,
  resetting,
}: {
  signers: Signer[];
  /** Update Signers: replaces a signer's link (after a confirmation). */
  onReset?: (signerId: string, onDone: () => void) => void;
  resetting?: boolean;
}) {
  const [confirming, setConfirming] = useState<Signer | null>(null);
  if (signers.length === 0) {
    return (
      <div className="border-border-strong bg-surface-2 flex flex-col items-center rounded-xl border border-dashed px-4 py-8 text-center">
        <Link2 className="text-muted-foreground size-6" aria-hidden />
        <p className="text-muted-foreground mt-2 max-w-xs text-sm leading-relaxed">
          Each signer&apos;s link appears here once the document is ready.
        </p>
      </div>
    );
  }
  return (
    <>
      <ul className="divide-border divide-y">
        {signers.map((s) => (
          <LinkRow key={s.id} signer={s} onReset={onReset ? setConfirming : undefined} />
        ))}
      </ul>
      {onReset && (
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(open) => !open && setConfirming(null)}
          title="Reset this link?"
          description={`${confirming?.isOpenLink ? 'The open link' : `${confirming?.name}'s link`} stops working and a new one replaces it. Nobody is emailed the new link: share it yourself.`}
          confirmLabel="Reset link"
          tone="primary"
          busy={resetting}
          onConfirm={() => confirming && onReset(confirming.id, () => setConfirming(null))}
        />
      )}
    </>
  );
}
