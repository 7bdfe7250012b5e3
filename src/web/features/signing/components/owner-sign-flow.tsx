// The owner signs their own document (document page, spec part 1 and PRODUCT.md section 3):
// Sign Document → Create Your Signature → the position picker → Complete Signing, the spec's
// toasts, then the choice between Add Signers and Finish (seal now with no other signers).
import { FileCheck2, PenLine, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { DocumentDto } from '../../../../shared/documents';
import { SIGNING_TEXTS } from '../../../../shared/messages';
import type { Placement, SavedSignature } from '../../../../shared/signing';
import type { CreatedSignature } from '../../../components/signature/signature-image';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useFinishDocument } from '../api/finish-document';
import { useOwnerSign } from '../api/owner-sign';
import { PositionPicker } from './position-picker';
import { SignaturePanel } from './signature-panel';

export interface OwnerSignFlowProps {
  document: DocumentDto;
  /** The document's current file (GET /api/documents/:id/file). */
  fileUrl: string;
  /** Whether the document already has signers (then signing needs no follow-up choice). */
  hasSigners: boolean;
  /** The owner's saved signatures (the default one is pre-selected). */
  saved?: SavedSignature[];
  /** Saves a newly created signature to My Signatures. */
  onSaveNew?: (signature: CreatedSignature) => void;
  /** The owner's name, for the Type tab. */
  defaultName?: string;
  className?: string;
}

type Step = 'idle' | 'panel' | 'placing' | 'choice';

export function OwnerSignFlow({
  document: doc,
  fileUrl,
  hasSigners,
  saved,
  onSaveNew,
  defaultName,
  className,
}: OwnerSignFlowProps) {
  const navigate = useNavigate();
  const sign = useOwnerSign(doc.id);
  const finish = useFinishDocument(doc.id);
  const [step, setStep] = useState<Step>('idle');
  const [signature, setSignature] = useState<CreatedSignature | null>(null);
  const canSign = (doc.status === 'draft' || doc.status === 'pending') && !doc.uploaderSigned;

  const onComplete = (placement: Placement) => {
    if (!signature) {
      toast.error(SIGNING_TEXTS.createBeforeCompleting);
      setStep('panel');
      return;
    }
    sign.mutate(
      { image: signature.image, type: signature.type, placement },
      {
        onSuccess: () => {
          toast.success(SIGNING_TEXTS.documentSigned);
          window.setTimeout(() => toast.success(SIGNING_TEXTS.signedAndSaved, { duration: 5000 }), 1000);
          if (!hasSigners && doc.status === 'draft') {
            toast.info(SIGNING_TEXTS.canAddSigners, {
              duration: 5000,
              action: { label: 'Add Now', onClick: () => navigate(`/add-signers/${doc.id}`) },
            });
            setStep('choice');
          } else {
            setStep('idle');
          }
          setSignature(null);
        },
        onError: (err) => toast.error(errorMessage(err, SIGNING_TEXTS.signingFailed)),
      },
    );
  };

  const onFinish = () =>
    finish.mutate(undefined, {
      onSuccess: () => {
        toast.success('Document completed. It is being sealed now.');
        setStep('idle');
      },
      onError: (err) => toast.error(errorMessage(err)),
    });

  return (
    <>
      {canSign && (
        <Button onClick={() => setStep('panel')} className={className} aria-haspopup="dialog">
          <PenLine aria-hidden />
          {step === 'panel' ? 'Create Signature' : 'Sign Document'}
        </Button>
      )}

      <SignaturePanel
        open={step === 'panel'}
        onOpenChange={(open) => setStep(open ? 'panel' : 'idle')}
        saved={saved}
        onSaveNew={onSaveNew}
        defaultName={defaultName}
        onContinue={(created) => {
          setSignature(created);
          setStep('placing');
        }}
      />

      {signature && (
        <PositionPicker
          open={step === 'placing'}
          fileUrl={fileUrl}
          documentName={doc.name}
          image={signature.image}
          busy={sign.isPending}
          onCancel={() => setStep('idle')}
          onChangeSignature={() => setStep('panel')}
          onComplete={onComplete}
        />
      )}

      <Dialog open={step === 'choice'} onOpenChange={(open) => !open && !finish.isPending && setStep('idle')}>
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>Signed. What&apos;s next?</DialogTitle>
            <DialogDescription>
              Add signers to collect their signatures, or finish now: Signet seals the document with your
              signature alone and it is ready to download.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-3 sm:grid-cols-2">
            <Link
              to={`/add-signers/${doc.id}`}
              className="border-border hover:border-ring hover:bg-muted/50 focus-visible:outline-ring flex flex-col gap-2 rounded-xl border p-4 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              <span className="bg-brand-soft text-brand-soft-foreground flex size-9 items-center justify-center rounded-lg">
                <UserPlus className="size-[18px]" aria-hidden />
              </span>
              <span className="text-foreground text-sm font-semibold">Add Signers</span>
              <span className="text-muted-foreground text-xs leading-relaxed">
                Invite people by email or share their links.
              </span>
            </Link>
            <button
              type="button"
              onClick={onFinish}
              disabled={finish.isPending}
              className="border-border hover:border-ring hover:bg-muted/50 focus-visible:outline-ring flex flex-col gap-2 rounded-xl border p-4 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-70"
            >
              <span className="bg-success-soft text-success flex size-9 items-center justify-center rounded-lg">
                {finish.isPending ? (
                  <Spinner label="Finalizing" className="[&_svg]:size-[18px]" />
                ) : (
                  <FileCheck2 className="size-[18px]" aria-hidden />
                )}
              </span>
              <span className="text-foreground text-sm font-semibold">
                {finish.isPending ? 'Finalizing…' : 'Finish'}
              </span>
              <span className="text-muted-foreground text-xs leading-relaxed">
                No other signers: seal the document now.
              </span>
            </button>
          </div>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setStep('idle')} disabled={finish.isPending}>
              Decide later
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
