// Creating a signature (spec: Draw, Type, Upload, a preview, Cancel and Continue), used by the
// document page, the signing page, the profile's signature tab and My Signatures. This module is
// loaded lazily (see lazy-signature-creator): it alone imports the five self-hosted fonts.
import '@fontsource/caveat/400.css';
import '@fontsource/dancing-script/400.css';
import '@fontsource/homemade-apple/400.css';
import '@fontsource/pacifico/400.css';
import '@fontsource/satisfy/400.css';
import { ImageUp, PenLine, Type } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { SignatureType } from '../../../shared/signing';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { DrawPad } from './draw-pad';
import type { CreatedSignature } from './signature-image';
import { TypePad } from './type-pad';
import { UploadPad } from './upload-pad';

export const CREATE_SIGNATURE_FIRST = 'Please create a signature first.';

const TABS: { value: SignatureType; label: string; icon: typeof PenLine }[] = [
  { value: 'drawn', label: 'Draw', icon: PenLine },
  { value: 'typed', label: 'Type', icon: Type },
  { value: 'uploaded', label: 'Upload', icon: ImageUp },
];

export interface SignatureCreatorProps {
  onContinue: (signature: CreatedSignature) => void;
  onCancel?: () => void;
  /** The primary button's text (Continue, or Save signature). */
  continueLabel?: string;
  busy?: boolean;
  /** Pre-fills the Type tab. */
  defaultName?: string;
  /** Shown when Continue is pressed before anything was drawn, typed or uploaded. */
  emptyMessage?: string;
  /** Something between the preview and the buttons, such as "Save to My Signatures". */
  extra?: ReactNode;
}

export function SignatureCreator({
  onContinue,
  onCancel,
  continueLabel = 'Continue',
  busy = false,
  defaultName,
  emptyMessage = CREATE_SIGNATURE_FIRST,
  extra,
}: SignatureCreatorProps) {
  const [tab, setTab] = useState<SignatureType>('drawn');
  const [images, setImages] = useState<Record<SignatureType, string | null>>({
    drawn: null,
    typed: null,
    uploaded: null,
  });
  const setDrawn = useCallback((image: string | null) => setImages((s) => ({ ...s, drawn: image })), []);
  const setTyped = useCallback((image: string | null) => setImages((s) => ({ ...s, typed: image })), []);
  const setUploaded = useCallback(
    (image: string | null) => setImages((s) => ({ ...s, uploaded: image })),
    [],
  );
  const current = images[tab];

  const submit = () => {
    if (!current) {
      toast.error(emptyMessage);
      return;
    }
    onContinue({ image: current, type: tab });
  };

  return (
    <div className="flex flex-col gap-5">
      <Tabs value={tab} onValueChange={(v) => setTab(v as SignatureType)}>
        <TabsList aria-label="How to create your signature" className="w-full">
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* Kept mounted, so a drawing survives a look at another tab. */}
        <TabsContent value="drawn" forceMount className="mt-4 data-[state=inactive]:hidden">
          <DrawPad onChange={setDrawn} />
        </TabsContent>
        <TabsContent value="typed" forceMount className="mt-4 data-[state=inactive]:hidden">
          <TypePad defaultName={defaultName} onChange={setTyped} />
        </TabsContent>
        <TabsContent value="uploaded" forceMount className="mt-4 data-[state=inactive]:hidden">
          <UploadPad onChange={setUploaded} />
        </TabsContent>
      </Tabs>

      <div className="border-border bg-surface-2 flex items-center gap-4 rounded-xl border p-3">
        <div className="border-border flex aspect-[2/1] w-32 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-white sm:w-40">
          {current ? (
            <img src={current} alt="Preview of your signature" className="size-full object-contain" />
          ) : (
            <span className="px-2 text-center text-[11px] leading-tight text-zinc-500">No signature yet</span>
          )}
        </div>
        <div className="min-w-0">
          <p className="text-foreground text-sm font-medium">Preview</p>
          <p className="text-muted-foreground mt-0.5 text-xs leading-relaxed">
            {current
              ? 'This is how your signature will appear on the document.'
              : 'Draw, type or upload your signature to see it here.'}
          </p>
        </div>
      </div>

      {extra}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button onClick={submit} disabled={busy}>
          {busy && <Spinner label="Saving" className="[&_svg]:size-4" />}
          {continueLabel}
        </Button>
      </div>
    </div>
  );
}
