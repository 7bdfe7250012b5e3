// The owner's saved signatures (My Signatures and the profile's signature tab): each one's image,
// Set as default, Delete with a confirmation, and New signature through the signature creator.
import { Check, PenLine, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { SavedSignature, SignatureType } from '../../../../shared/signing';
import { SignatureDialog } from '../../../components/signature/signature-dialog';
import type { CreatedSignature } from '../../../components/signature/signature-image';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useCreateSignature } from '../api/create-signature';
import { useDeleteSignature } from '../api/delete-signature';
import { useSignatures } from '../api/get-signatures';
import { useSetDefaultSignature } from '../api/set-default-signature';
import { useDates } from '../../../lib/dates';

export const SIGNATURE_SAVED = 'Signature saved successfully';

const TYPE_LABELS: Record<SignatureType, string> = { drawn: 'Drawn', typed: 'Typed', uploaded: 'Uploaded' };

function describe(signature: SavedSignature, saved: string): string {
  return `${TYPE_LABELS[signature.type]} signature saved ${saved}`;
}

function SignatureTile({
  signature,
  onSetDefault,
  onDelete,
  settingDefault,
}: {
  signature: SavedSignature;
  onSetDefault: () => void;
  onDelete: () => void;
  settingDefault: boolean;
}) {
  const saved = useDates().date(signature.createdAt);
  const label = describe(signature, saved);
  return (
    <li
      className={
        signature.isDefault
          ? 'border-primary ring-primary/25 bg-surface flex flex-col overflow-hidden rounded-xl border ring-2'
          : 'border-border bg-surface flex flex-col overflow-hidden rounded-xl border'
      }
    >
      <div className="border-border flex aspect-[2/1] items-center justify-center border-b bg-white p-3">
        <img src={signature.imageUrl} alt={label} className="size-full object-contain" loading="lazy" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-3">
        <div className="flex flex-wrap items-center gap-2">
          {signature.isDefault && (
            <Badge tone="brand">
              <Star className="size-3 fill-current" aria-hidden />
              Default
            </Badge>
          )}
          <Badge>{TYPE_LABELS[signature.type]}</Badge>
          <span className="text-muted-foreground ml-auto text-xs">{saved}</span>
        </div>
        <div className="mt-auto flex items-center gap-2">
          {signature.isDefault ? (
            <p className="text-muted-foreground flex h-8 flex-1 items-center gap-1.5 text-xs">
              <Check className="text-success size-4" aria-hidden />
              Used when you sign
            </p>
          ) : (
            <Button
              variant="outline"
              size="sm"
              className="flex-1"
              onClick={onSetDefault}
              disabled={settingDefault}
              aria-label={`Set as default: ${label}`}
            >
              {settingDefault ? <Spinner label="Saving" className="[&_svg]:size-4" /> : <Star aria-hidden />}
              Set as default
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={onDelete}
            aria-label={`Delete ${label}`}
            title="Delete"
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
    </li>
  );
}

export function SavedSignaturesCard({
  title = 'My signatures',
  defaultName,
}: {
  title?: string;
  /** Pre-fills the Type tab (the owner's name). */
  defaultName?: string;
}) {
  const signatures = useSignatures();
  const create = useCreateSignature();
  const setDefault = useSetDefaultSignature();
  const remove = useDeleteSignature();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<SavedSignature | null>(null);
  const items = signatures.data?.items ?? [];

  const onSave = (signature: CreatedSignature) =>
    create.mutate(signature, {
      onSuccess: () => {
        toast.success(SIGNATURE_SAVED);
        setCreating(false);
      },
      onError: (err) => toast.error(errorMessage(err)),
    });

  const onSetDefault = (id: string) =>
    setDefault.mutate(id, {
      onSuccess: () => toast.success('Default signature updated'),
      onError: (err) => toast.error(errorMessage(err)),
    });

  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Signature deleted');
        setDeleting(null);
      },
      onError: (err) => toast.error(errorMessage(err)),
    });
  };

  return (
    <Card aria-labelledby="saved-signatures-title">
      <CardHeader
        titleId="saved-signatures-title"
        icon={<PenLine aria-hidden />}
        title={title}
        description="Saved signatures are ready when you sign a document; the default one is chosen for you."
        action={
          items.length > 0 ? (
            <Button size="sm" onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              New signature
            </Button>
          ) : undefined
        }
      />
      <CardBody>
        {signatures.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner className="text-muted-foreground" label="Loading your signatures" />
          </div>
        ) : signatures.isError ? (
          <div className="flex flex-col items-start gap-3">
            <FormAlert>{errorMessage(signatures.error)}</FormAlert>
            <Button variant="outline" size="sm" onClick={() => void signatures.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="border-border-strong bg-surface-2 flex flex-col items-center rounded-xl border border-dashed px-6 py-10 text-center">
            <span className="bg-brand-soft text-brand-soft-foreground flex size-12 items-center justify-center rounded-full">
              <PenLine className="size-6" aria-hidden />
            </span>
            <p className="text-foreground mt-4 font-medium">No saved signature yet</p>
            <p className="text-muted-foreground mt-1 max-w-md text-sm leading-relaxed">
              Draw, type or upload your signature once and use it on every document you sign.
            </p>
            <Button className="mt-5" onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              Create signature
            </Button>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Saved signatures">
            {items.map((s) => (
              <SignatureTile
                key={s.id}
                signature={s}
                onSetDefault={() => onSetDefault(s.id)}
                onDelete={() => setDeleting(s)}
                settingDefault={setDefault.isPending && setDefault.variables === s.id}
              />
            ))}
          </ul>
        )}
      </CardBody>

      <SignatureDialog
        open={creating}
        onOpenChange={setCreating}
        description="Draw, type or upload your signature. It is saved to your account for the next time you sign."
        continueLabel="Save signature"
        busy={create.isPending}
        defaultName={defaultName}
        onContinue={onSave}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this signature?"
        description={
          deleting?.isDefault && items.length > 1
            ? 'It will no longer be offered when you sign, and your oldest other signature becomes the default. Documents you have signed keep it.'
            : 'It will no longer be offered when you sign. Documents you have signed keep it.'
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={onConfirmDelete}
      />
    </Card>
  );
}
