// 'Create Your Signature': the owner's saved signatures to choose from (the default one selected),
// or a new one made with the signature creator, optionally saved for next time. A signer without
// an account sees the creator alone.
import { Check, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { SavedSignature } from '../../../../shared/signing';
import { LazySignatureCreator } from '../../../components/signature/lazy-signature-creator';
import { urlToDataUrl, type CreatedSignature } from '../../../components/signature/signature-image';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

export interface SignaturePanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onContinue: (signature: CreatedSignature) => void;
  /** The owner's saved signatures; leave out where there is no account (the signing page). */
  saved?: SavedSignature[];
  /** Offers "Save to My Signatures" for a new signature. */
  onSaveNew?: (signature: CreatedSignature) => void;
  defaultName?: string;
}

function SavedChoice({
  saved,
  onContinue,
  onCancel,
  onCreateNew,
}: {
  saved: SavedSignature[];
  onContinue: (signature: CreatedSignature) => void;
  onCancel: () => void;
  onCreateNew: () => void;
}) {
  const name = useId();
  const [selected, setSelected] = useState(() => (saved.find((s) => s.isDefault) ?? saved[0])!.id);
  const [loading, setLoading] = useState(false);

  const submit = async () => {
    const choice = saved.find((s) => s.id === selected);
    if (!choice) return;
    setLoading(true);
    try {
      onContinue({ image: await urlToDataUrl(choice.imageUrl), type: choice.type });
    } catch {
      toast.error('Could not load signature image');
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <fieldset>
        <legend className="text-foreground mb-2.5 text-sm font-medium">Your saved signatures</legend>
        <div className="grid grid-cols-2 gap-3">
          {saved.map((s, i) => (
            <label
              key={s.id}
              className={cn(
                'relative flex aspect-[2/1] cursor-pointer items-center justify-center rounded-xl border bg-white px-2 pt-5 pb-1.5 transition-[border-color,box-shadow]',
                'has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
                selected === s.id
                  ? 'border-primary ring-primary/30 ring-3'
                  : 'border-border-strong hover:border-ring',
              )}
            >
              <input
                type="radio"
                name={name}
                value={s.id}
                checked={selected === s.id}
                onChange={() => setSelected(s.id)}
                className="sr-only"
                aria-label={`Saved signature ${i + 1}${s.isDefault ? ' (default)' : ''}`}
              />
              <img src={s.imageUrl} alt="" className="size-full object-contain" />
              {s.isDefault && (
                <span className="bg-brand-soft text-brand-soft-foreground absolute top-1.5 left-1.5 rounded-full px-1.5 py-0.5 text-[10px] font-semibold">
                  Default
                </span>
              )}
              {selected === s.id && (
                <span className="bg-primary text-primary-foreground absolute top-1.5 right-1.5 flex size-5 items-center justify-center rounded-full">
                  <Check className="size-3" strokeWidth={3} aria-hidden />
                </span>
              )}
            </label>
          ))}
        </div>
      </fieldset>
      <Button variant="outline" onClick={onCreateNew} className="self-start">
        <Plus aria-hidden />
        Create a new signature
      </Button>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={loading}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} disabled={loading}>
          {loading && <Spinner label="Loading signature" className="[&_svg]:size-4" />}
          Continue
        </Button>
      </div>
    </div>
  );
}

export function SignaturePanel({
  open,
  onOpenChange,
  onContinue,
  saved,
  onSaveNew,
  defaultName,
}: SignaturePanelProps) {
  const hasSaved = (saved?.length ?? 0) > 0;
  // Follows the saved list until the owner picks a way (the list may arrive after the first render).
  const [mode, setMode] = useState<'auto' | 'saved' | 'new'>('auto');
  const [saveChoice, setSaveChoice] = useState<boolean | null>(null);
  const saveNew = saveChoice ?? !hasSaved;
  const saveId = useId();
  const showSaved = hasSaved && mode !== 'new';

  const onCreated = (signature: CreatedSignature) => {
    if (onSaveNew && saveNew) onSaveNew(signature);
    onContinue(signature);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Create Your Signature</DialogTitle>
          <DialogDescription>
            {showSaved
              ? 'Use a saved signature, or create a new one.'
              : 'Draw, type or upload your signature, then place it on the document.'}
          </DialogDescription>
        </DialogHeader>
        {showSaved ? (
          <SavedChoice
            saved={saved!}
            onContinue={onContinue}
            onCancel={() => onOpenChange(false)}
            onCreateNew={() => setMode('new')}
          />
        ) : (
          <>
            {hasSaved && (
              <Button variant="link" size="sm" className="-mt-2 mb-3" onClick={() => setMode('saved')}>
                Use a saved signature instead
              </Button>
            )}
            <LazySignatureCreator
              defaultName={defaultName}
              onCancel={() => onOpenChange(false)}
              onContinue={onCreated}
              extra={
                onSaveNew ? (
                  <div className="flex items-center gap-2.5">
                    <Checkbox
                      id={saveId}
                      checked={saveNew}
                      onCheckedChange={(v) => setSaveChoice(v === true)}
                    />
                    <label htmlFor={saveId} className="text-foreground cursor-pointer text-sm">
                      Save to My Signatures for next time
                    </label>
                  </div>
                ) : undefined
              }
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
