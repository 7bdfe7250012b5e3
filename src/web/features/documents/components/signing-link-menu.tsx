// The dashboard's Copy Link / Test Link / Share for a pending document: they act on the open link
// when there is one, otherwise the owner picks a pending signer's own link (PRODUCT.md §3). The
// signers load when the menu opens, so each item runs inside the click (pop-ups are allowed).
import { ChevronDown, Copy, ExternalLink, Link2, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { DOCUMENT_TEXTS } from '../../../../shared/messages';
import { chatShareUrl, type Signer } from '../../../../shared/signing';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { previewLink, shareableLinks, useDocumentSigners } from '../api/get-document-signers';
import { copyToClipboard } from '../../../lib/copy-to-clipboard';

export async function copySigningLink(link: string): Promise<void> {
  if (await copyToClipboard(link)) toast.success(DOCUMENT_TEXTS.linkCopied);
  else toast.error(DOCUMENT_TEXTS.copyFailed);
}

export function openTestLink(link: string): void {
  window.open(previewLink(link), '_blank', 'noopener');
}

export function shareLink(link: string): void {
  window.open(chatShareUrl(link), '_blank', 'noopener');
}

function LinkItems({ signer }: { signer: Signer }) {
  return (
    <>
      <DropdownMenuItem onSelect={() => void copySigningLink(signer.link)}>
        <Copy aria-hidden />
        Copy Link
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => openTestLink(signer.link)}>
        <ExternalLink aria-hidden />
        Test Link
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => shareLink(signer.link)}>
        <MessageCircle aria-hidden />
        Share
      </DropdownMenuItem>
    </>
  );
}

export function SigningLinkMenu({ documentId, documentName }: { documentId: string; documentName: string }) {
  const [open, setOpen] = useState(false);
  const signers = useDocumentSigners(documentId, { enabled: open });
  const targets = signers.data ? shareableLinks(signers.data.signers) : [];

  return (
    <DropdownMenu modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Signing link for ${documentName}`}>
          <Link2 aria-hidden />
          Link
          <ChevronDown className="-mr-1 size-3.5!" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60">
        {signers.isPending ? (
          <div className="text-muted-foreground flex items-center gap-2 px-2.5 py-2 text-sm">
            <Spinner className="[&_svg]:size-4" label="Loading links" />
            Loading links…
          </div>
        ) : signers.isError ? (
          <p className="text-danger px-2.5 py-2 text-sm">{errorMessage(signers.error)}</p>
        ) : targets.length === 0 ? (
          <p className="text-muted-foreground px-2.5 py-2 text-sm">No pending signing links.</p>
        ) : targets.length === 1 && targets[0]!.isOpenLink ? (
          <>
            <DropdownMenuLabel className="text-muted-foreground text-xs font-medium">
              Open signing link
            </DropdownMenuLabel>
            <LinkItems signer={targets[0]!} />
          </>
        ) : (
          targets.map((signer, i) => (
            <DropdownMenuGroup key={signer.id}>
              {i > 0 && <DropdownMenuSeparator />}
              <DropdownMenuLabel className="min-w-0">
                <span className="block truncate text-xs font-semibold">{signer.name}</span>
                {signer.email && (
                  <span className="text-muted-foreground block truncate text-xs">{signer.email}</span>
                )}
              </DropdownMenuLabel>
              <LinkItems signer={signer} />
            </DropdownMenuGroup>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
