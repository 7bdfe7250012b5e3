// /sign/:documentId/:signId, public (spec part 1, PRODUCT.md section 3): load the link, the PIN
// gate, the open link's name, the document with Sign Document → signature panel → position picker
// → Complete Signing → 'Document Signed Successfully' with Download Document. Decline with a
// reason. ?preview=1 is the owner's Test Link: nothing is recorded.
import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Clock, Eye, PenLine, UserRound, XCircle } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { SIGNING_TEXTS } from '../../../shared/messages';
import type { Placement, SigningView } from '../../../shared/signing';
import { PdfViewer } from '../../components/pdf/pdf-viewer';
import type { CreatedSignature } from '../../components/signature/signature-image';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCompleteSigning } from './api/complete-signing';
import { signingViewQueryKey, useSigningView, type SigningLinkParams } from './api/get-signing-view';
import { DeclineDialog } from './components/decline-dialog';
import { OpenLinkIdentity, type SignerIdentity } from './components/open-link-identity';
import { PinGate } from './components/pin-gate';
import { PositionPicker } from './components/position-picker';
import { SignaturePanel } from './components/signature-panel';
import { ClosedScreen, SignedScreen } from './components/sign-outcome';
import { useDates } from '../../lib/dates';

const ID = /^[A-Za-z0-9_-]+$/;

function validLink(documentId: string, signId: string): boolean {
  return (
    ID.test(documentId) &&
    ID.test(signId) &&
    documentId.length <= 64 &&
    signId.length >= 16 &&
    signId.length <= 64
  );
}

function downloadUrlOf(fileUrl: string): string {
  return `${fileUrl}${fileUrl.includes('?') ? '&' : '?'}download=1`;
}

export const PREVIEW_NOTICE = 'Preview — nothing is recorded';

function PreviewBanner() {
  return (
    <div
      role="note"
      className="bg-warning-soft text-warning border-warning/25 flex items-center justify-center gap-2 border-b px-4 py-2.5 text-center text-sm font-medium"
    >
      <Eye className="size-4 shrink-0" aria-hidden />
      <span>{PREVIEW_NOTICE}. This is what your signer sees.</span>
    </div>
  );
}

type Outcome = { kind: 'signed'; completed: boolean } | { kind: 'declined' };

function Workspace({
  view,
  link,
  identity,
  onOutcome,
}: {
  view: SigningView;
  link: SigningLinkParams;
  identity: SignerIdentity | null;
  onOutcome: (outcome: Outcome) => void;
}) {
  const dates = useDates();
  const complete = useCompleteSigning(link);
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'view' | 'panel' | 'placing'>('view');
  const [signature, setSignature] = useState<CreatedSignature | null>(null);
  const [declining, setDeclining] = useState(false);
  const signerName = identity?.name ?? view.signer.name;
  const canSign = view.yourTurn && view.status === 'pending';

  const onComplete = (placement: Placement) => {
    if (!signature) {
      toast.error(SIGNING_TEXTS.createBeforeCompleting);
      setStep('panel');
      return;
    }
    complete.mutate(
      {
        image: signature.image,
        type: signature.type,
        placement,
        ...(view.isOpenLink && identity ? { name: identity.name, email: identity.email } : {}),
      },
      {
        onSuccess: (result) => {
          if (result.alreadySigned) toast.info(SIGNING_TEXTS.alreadySigned);
          else toast.success(SIGNING_TEXTS.documentSigned);
          onOutcome({ kind: 'signed', completed: result.completed });
        },
        onError: (err) => {
          toast.error(errorMessage(err, SIGNING_TEXTS.signingFailed));
          // The PIN gate has lapsed, or the document changed meanwhile: show the link's state again.
          if (err instanceof ApiError && (err.status === 403 || err.status === 409 || err.status === 410))
            void queryClient.invalidateQueries({ queryKey: signingViewQueryKey(link) });
        },
      },
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-3 py-5 sm:px-6 sm:py-8 lg:px-8">
      <div className="mb-4 flex flex-col gap-4 px-1 sm:mb-5 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-muted-foreground text-sm">
            <span className="text-foreground font-medium">{view.uploaderName}</span> asked you to sign
          </p>
          <h1 className="text-foreground mt-1 truncate text-2xl font-semibold tracking-tight sm:text-3xl">
            {view.name}
          </h1>
          <p className="text-muted-foreground mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs">
            <span className="inline-flex items-center gap-1.5">
              <UserRound className="size-3.5" aria-hidden />
              Signing as {signerName}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <CalendarClock className="size-3.5" aria-hidden />
              Link valid until {dates.date(view.expirationDate)}
            </span>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button
            variant="outline"
            onClick={() => setDeclining(true)}
            disabled={view.preview || view.status !== 'pending'}
            className="flex-1 sm:flex-none"
          >
            <XCircle aria-hidden />
            Decline
          </Button>
          <Button
            onClick={() => setStep('panel')}
            disabled={!canSign}
            className="flex-[2] sm:flex-none"
            aria-haspopup="dialog"
          >
            <PenLine aria-hidden />
            {step === 'panel' ? 'Create Signature' : 'Sign Document'}
          </Button>
        </div>
      </div>

      {!view.yourTurn && (
        <FormAlert tone="info" className="mb-4">
          <Clock className="text-brand mt-px size-4 shrink-0" aria-hidden />
          <span>
            <strong className="font-semibold">It is not your turn yet.</strong>{' '}
            {view.waitingFor ? `${view.waitingFor} signs before you.` : 'Another signer signs before you.'}{' '}
            You will get an email when it is your turn; you can read the document meanwhile.
          </span>
        </FormAlert>
      )}

      <PdfViewer url={view.fileUrl} label={view.name} className="h-[calc(100dvh-16rem)] min-h-[26rem]" />

      <SignaturePanel
        open={step === 'panel'}
        onOpenChange={(open) => setStep(open ? 'panel' : 'view')}
        defaultName={signerName}
        onContinue={(created) => {
          setSignature(created);
          setStep('placing');
        }}
      />
      {signature && (
        <PositionPicker
          open={step === 'placing'}
          fileUrl={view.fileUrl}
          documentName={view.name}
          image={signature.image}
          busy={complete.isPending}
          onCancel={() => setStep('view')}
          onChangeSignature={() => setStep('panel')}
          onComplete={onComplete}
          notice={view.preview ? <PreviewBanner /> : undefined}
          completeDisabledReason={
            view.preview ? `${PREVIEW_NOTICE}: completing is turned off in the preview.` : undefined
          }
        />
      )}
      <DeclineDialog
        open={declining}
        onOpenChange={setDeclining}
        link={link}
        senderName={view.uploaderName}
        onDeclined={() => onOutcome({ kind: 'declined' })}
      />
    </div>
  );
}

export function SignPage() {
  const { documentId = '', signId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const preview = search.get('preview') === '1';
  const valid = validLink(documentId, signId);
  const link = useMemo(() => ({ documentId, signId, preview }), [documentId, signId, preview]);
  const query = useSigningView(link, valid);
  const view = query.data;
  const [identity, setIdentity] = useState<SignerIdentity | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useDocumentTitle(view ? `Sign ${view.name}` : 'Sign document');

  const error = query.error;
  const gone = error instanceof ApiError && error.status === 410;
  const fatal = error instanceof ApiError && error.status >= 400 && error.status < 500 && !gone;
  useEffect(() => {
    if (valid && !fatal) return;
    const notFound = error instanceof ApiError && error.status === 404;
    toast.error(
      !valid ? SIGNING_TEXTS.invalidLink : notFound ? SIGNING_TEXTS.linkNotFound : SIGNING_TEXTS.loadFailed,
    );
    navigate('/', { replace: true });
  }, [valid, fatal, error, navigate]);

  const toldAlreadySigned = useRef(false);
  useEffect(() => {
    if (view?.alreadySigned && !outcome && !toldAlreadySigned.current) {
      toldAlreadySigned.current = true;
      toast.info(SIGNING_TEXTS.alreadySigned);
    }
  }, [view?.alreadySigned, outcome]);

  let body;
  if (!valid || fatal || query.isPending) {
    body = (
      <div className="flex flex-1 items-center justify-center py-24">
        <Spinner className="text-muted-foreground" label="Loading the document" />
      </div>
    );
  } else if (gone) {
    body = <ClosedScreen title="This link no longer works" message={errorMessage(error)} />;
  } else if (query.isError || !view) {
    body = (
      <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-20">
        <FormAlert>{errorMessage(error, SIGNING_TEXTS.loadFailed)}</FormAlert>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (outcome?.kind === 'declined') {
    body = (
      <ClosedScreen
        title="You declined to sign"
        message={`${view.uploaderName} has been told, with your reason. Nothing more is needed from you.`}
      />
    );
  } else if (outcome?.kind === 'signed' || view.alreadySigned) {
    body = (
      <SignedScreen
        documentName={view.name}
        senderName={view.uploaderName}
        downloadUrl={downloadUrlOf(view.fileUrl)}
        completed={outcome?.kind === 'signed' ? outcome.completed : view.status === 'completed'}
      />
    );
  } else if (view.pinRequired && !view.unlocked) {
    body = <PinGate view={view} link={link} />;
  } else if (view.isOpenLink && !identity && !view.preview) {
    body = <OpenLinkIdentity view={view} onDone={setIdentity} />;
  } else {
    body = <Workspace view={view} link={link} identity={identity} onOutcome={setOutcome} />;
  }

  return (
    <div className="flex flex-1 flex-col">
      {view?.preview && <PreviewBanner />}
      {body}
    </div>
  );
}
