// /document-upload: choose a document (drop zone or file chooser), set how it may be signed
// (anonymous signing, PIN, category) and Continue. The bar shows the real upload progress; the
// document page opens once the server has stored the file. A PDF handed over from the landing page
// (history state, or kept in IndexedDB across sign-in) is uploaded right away.
import { CircleAlert, Clock, FileText, Gauge, LockKeyhole, RotateCw, UserRound, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  CATEGORY_LABELS,
  DOCUMENT_CATEGORIES,
  formatSizeKb,
  pinSchema,
  type DocumentCategory,
  type DocumentDto,
} from '../../../shared/documents';
import { DOCUMENT_TEXTS, MESSAGES } from '../../../shared/messages';
import type { Usage } from '../../../shared/profile';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../components/ui/card';
import { Field, FieldError, FormAlert } from '../../components/ui/field';
import { Input, inputClasses } from '../../components/ui/input';
import { Switch } from '../../components/ui/switch';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { takePendingUpload } from '../../lib/pending-upload';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUploadDocument } from './api/upload-document';
import { FileDropZone } from './components/file-drop-zone';
import { checkUploadFile, describeFileType } from './upload-checks';
import { BusyIcon } from './components/busy-icon';

export interface UploadPageProps {
  maxUploadSizeMb: number;
  /** How long the owner's plan keeps documents. */
  retentionDays: number;
  /** This month's usage, when known: a full quota is said before the upload is tried. */
  usage?: Usage | null;
  /** Opens the plan comparison (composed by the route from the upgrade feature). */
  onUpgrade: () => void;
  /** Called after a successful upload, before the document page opens. */
  onUploaded?: (doc: DocumentDto) => void;
}

type Progress = { phase: 'idle' } | { phase: 'uploading'; fraction: number } | { phase: 'processing' };

/** A file from the landing page: in the history state, or kept in IndexedDB across sign-in. */
function useHandedOverFile(onFile: (file: File) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const taken = useRef(false);
  const stateFile = (location.state as { file?: unknown } | null)?.file;
  useEffect(() => {
    if (taken.current) return;
    taken.current = true;
    if (stateFile instanceof File) {
      // Forget it in the history entry, so a reload does not upload it twice.
      void navigate(location.pathname + location.search, { replace: true, state: null });
      onFile(stateFile);
      return;
    }
    void takePendingUpload().then((file) => file && onFile(file));
  }, [stateFile, onFile, navigate, location.pathname, location.search]);
}

export function UploadPage({
  maxUploadSizeMb,
  retentionDays,
  usage,
  onUpgrade,
  onUploaded,
}: UploadPageProps) {
  useDocumentTitle('Upload Document');
  const navigate = useNavigate();
  const fileErrorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [quotaError, setQuotaError] = useState<string | null>(null);
  const [allowAnonymous, setAllowAnonymous] = useState(true);
  const [pinEnabled, setPinEnabled] = useState(false);
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const [category, setCategory] = useState<DocumentCategory>('other');
  const [progress, setProgress] = useState<Progress>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const pinInput = useRef<HTMLInputElement>(null);
  const upload = useUploadDocument();
  const busy = progress.phase !== 'idle';
  const atLimit = !!usage && usage.limit !== null && usage.used >= usage.limit;

  const settings = useRef({ allowAnonymous, pinEnabled, pin, category });
  settings.current = { allowAnonymous, pinEnabled, pin, category };

  const start = useCallback(
    (chosen: File) => {
      const options = settings.current;
      const controller = new AbortController();
      abort.current = controller;
      setQuotaError(null);
      setFileError(null);
      setProgress({ phase: 'uploading', fraction: 0 });
      upload.mutate(
        {
          file: chosen,
          ...options,
          signal: controller.signal,
          onProgress: (fraction) =>
            setProgress(fraction >= 1 ? { phase: 'processing' } : { phase: 'uploading', fraction }),
        },
        {
          onSuccess: (doc) => {
            toast.success(MESSAGES.fileUploaded);
            onUploaded?.(doc);
            void navigate(`/document/${doc.id}`);
          },
          onError: (err) => {
            setProgress({ phase: 'idle' });
            if (err instanceof DOMException && err.name === 'AbortError') return;
            const message = err instanceof ApiError ? err.message : DOCUMENT_TEXTS.tryAgain;
            if (err instanceof ApiError && err.code === 'quota_exceeded') {
              setQuotaError(message);
              toast.error(DOCUMENT_TEXTS.uploadFailed(message), {
                action: { label: 'Upgrade', onClick: onUpgrade },
              });
              return;
            }
            if (err instanceof ApiError && err.fields?.pin) setPinError(err.fields.pin);
            else setFileError(message);
            toast.error(DOCUMENT_TEXTS.uploadFailed(message));
          },
        },
      );
    },
    [upload, navigate, onUploaded, onUpgrade],
  );

  const choose = useCallback(
    async (chosen: File, opts: { uploadNow?: boolean } = {}) => {
      const problem = await checkUploadFile(chosen, maxUploadSizeMb);
      if (problem) {
        setFile(null);
        setFileError(problem);
        toast.error(problem);
        return;
      }
      setFile(chosen);
      setFileError(null);
      if (opts.uploadNow) start(chosen);
    },
    [maxUploadSizeMb, start],
  );

  const handOver = useCallback((handed: File) => void choose(handed, { uploadNow: true }), [choose]);
  useHandedOverFile(handOver);

  const validatePin = (): boolean => {
    if (!pinEnabled) return true;
    const result = pinSchema.safeParse(pin);
    const message = result.success ? null : (result.error.issues[0]?.message ?? null);
    setPinError(message);
    return !message;
  };

  const onContinue = () => {
    if (!file) {
      setFileError(MESSAGES.uploadFirst);
      toast.error(MESSAGES.uploadFirst);
      return;
    }
    if (!validatePin()) {
      pinInput.current?.focus();
      return;
    }
    start(file);
  };

  const cancel = () => abort.current?.abort();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header>
        <h1 className="text-foreground text-2xl font-semibold tracking-tight sm:text-3xl">Upload Document</h1>
        <p className="text-muted-foreground mt-2 text-sm sm:text-base">
          Add a document, choose how it may be signed, then continue to sign it or add signers.
        </p>
      </header>

      <div className="mt-8 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card aria-labelledby="upload-file-title">
          <CardHeader
            titleId="upload-file-title"
            icon={<FileText aria-hidden />}
            title="Document"
            description="Images and Word files are turned into a PDF when they are uploaded."
          />
          <CardBody className="flex flex-col gap-4">
            {file ? (
              <SelectedFile
                file={file}
                progress={progress}
                onRemove={busy ? undefined : () => setFile(null)}
                onCancel={progress.phase === 'uploading' ? cancel : undefined}
              />
            ) : (
              <FileDropZone
                onFile={(chosen) => void choose(chosen)}
                maxUploadSizeMb={maxUploadSizeMb}
                invalid={!!fileError}
                describedBy={fileError ? fileErrorId : undefined}
                disabled={busy}
              />
            )}
            {fileError && <FieldError id={fileErrorId}>{fileError}</FieldError>}
            {quotaError && (
              <FormAlert className="items-center justify-between gap-3">
                <span className="flex items-start gap-2">
                  <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
                  <span>{quotaError}</span>
                </span>
                <Button size="sm" onClick={onUpgrade}>
                  Upgrade
                </Button>
              </FormAlert>
            )}
          </CardBody>
        </Card>

        <div className="flex flex-col gap-6 lg:sticky lg:top-24">
          <Card aria-labelledby="upload-options-title">
            <CardHeader
              titleId="upload-options-title"
              icon={<LockKeyhole aria-hidden />}
              title="Sharing options"
              description="You can change these later when you add signers."
            />
            <CardBody className="flex flex-col gap-5">
              <ToggleRow
                icon={<UserRound aria-hidden />}
                title="Anonymous signing"
                hint="Anyone with the open link can sign, without an account."
                checked={allowAnonymous}
                onChange={setAllowAnonymous}
                disabled={busy}
              />
              <div className="flex flex-col gap-3">
                <ToggleRow
                  icon={<LockKeyhole aria-hidden />}
                  title="PIN protection"
                  hint="Signers enter a PIN before they can see the document."
                  checked={pinEnabled}
                  onChange={(on) => {
                    setPinEnabled(on);
                    setPinError(null);
                    if (on) requestAnimationFrame(() => pinInput.current?.focus());
                  }}
                  disabled={busy}
                />
                {pinEnabled && (
                  <Field
                    label="PIN code"
                    hint="4 to 8 digits. Share it with your signers separately."
                    error={pinError}
                  >
                    {(control) => (
                      <Input
                        {...control}
                        ref={pinInput}
                        value={pin}
                        onChange={(event) => {
                          setPin(event.target.value);
                          if (pinError) setPinError(null);
                        }}
                        onBlur={() => pin && validatePin()}
                        inputMode="numeric"
                        autoComplete="off"
                        maxLength={8}
                        placeholder="••••"
                        className="font-mono tracking-[0.3em]"
                        disabled={busy}
                      />
                    )}
                  </Field>
                )}
              </div>
              <Field label="Document category">
                {(control) => (
                  <select
                    {...control}
                    value={category}
                    onChange={(event) => setCategory(event.target.value as DocumentCategory)}
                    disabled={busy}
                    className={cn(inputClasses, 'h-10 pr-8')}
                  >
                    {DOCUMENT_CATEGORIES.map((value) => (
                      <option key={value} value={value}>
                        {CATEGORY_LABELS[value]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </CardBody>
          </Card>

          <div className="flex flex-col gap-3">
            <p className="text-muted-foreground flex items-center gap-2 text-sm">
              <Clock className="size-4 shrink-0" aria-hidden />
              {DOCUMENT_TEXTS.availableFor(retentionDays)}
            </p>
            {usage && usage.limit !== null && (
              <p
                className={cn(
                  'flex items-center gap-2 text-sm',
                  atLimit ? 'text-danger' : 'text-muted-foreground',
                )}
              >
                <Gauge className="size-4 shrink-0" aria-hidden />
                {usage.used} of {usage.limit} documents used this month
                {atLimit && (
                  <Button variant="link" className="text-sm" onClick={onUpgrade}>
                    Upgrade
                  </Button>
                )}
              </p>
            )}
            <Button size="lg" className="w-full" onClick={onContinue} disabled={busy} aria-busy={busy}>
              {busy && <BusyIcon />}
              {progress.phase === 'uploading'
                ? `Uploading… ${Math.round(progress.fraction * 100)}%`
                : progress.phase === 'processing'
                  ? 'Processing…'
                  : 'Continue'}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}

function ToggleRow({
  icon,
  title,
  hint,
  checked,
  onChange,
  disabled,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <span className="text-muted-foreground mt-0.5 [&_svg]:size-4">{icon}</span>
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="text-foreground text-sm font-medium">
          {title}
        </label>
        <p id={`${id}-hint`} className="text-muted-foreground mt-0.5 text-xs leading-relaxed">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
      />
    </div>
  );
}

function SelectedFile({
  file,
  progress,
  onRemove,
  onCancel,
}: {
  file: File;
  progress: Progress;
  onRemove?: () => void;
  onCancel?: () => void;
}) {
  const percent = progress.phase === 'uploading' ? Math.round(progress.fraction * 100) : 100;
  return (
    <div className="border-border bg-surface-2 rounded-xl border p-4">
      <div className="flex items-center gap-3">
        <span className="bg-brand-soft text-brand-soft-foreground flex size-11 shrink-0 items-center justify-center rounded-xl">
          <FileText className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-foreground truncate text-sm font-medium">{file.name}</p>
          <p className="text-muted-foreground text-xs">
            {formatSizeKb(file.size)} · {describeFileType(file)}
          </p>
        </div>
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : onRemove ? (
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={onRemove}
            aria-label={`Remove ${file.name}`}
            title="Remove"
          >
            <X aria-hidden />
          </Button>
        ) : null}
      </div>
      {progress.phase !== 'idle' && (
        <div className="mt-4">
          <div
            role="progressbar"
            aria-label={`Uploading ${file.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.phase === 'processing' ? undefined : percent}
            aria-valuetext={progress.phase === 'processing' ? 'Processing' : `${percent}%`}
            className="bg-muted h-2 overflow-hidden rounded-full"
          >
            <div
              className={cn(
                'bg-primary h-full rounded-full transition-[width] duration-200',
                progress.phase === 'processing' && 'animate-pulse',
              )}
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="text-muted-foreground mt-2 flex items-center gap-1.5 text-xs">
            {progress.phase === 'processing' ? (
              <>
                <RotateCw className="size-3 animate-spin motion-reduce:animate-none" aria-hidden />
                Checking and storing the file…
              </>
            ) : (
              <span className="tabular-nums">
                {percent}% · {formatSizeKb(file.size * (percent / 100))} of {formatSizeKb(file.size)}
              </span>
            )}
          </p>
        </div>
      )}
    </div>
  );
}
