// /add-signers/:id and /update-signers/:id (spec part 2): the signer form and list, the signing
// options, the signing links, and Document Ready / Update Signers, which sends the document.
import { ArrowLeft, CheckCircle2, Link2, Send, SlidersHorizontal, Users } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { SIGNING_TEXTS } from '../../../shared/messages';
import { pinSchema, STATUS_LABELS } from '../../../shared/documents';
import { SIGNER_MESSAGES, type Signer } from '../../../shared/signing';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDocumentSigners, type DocumentSigners } from './api/get-document-signers';
import { useResetSignerLink } from './api/reset-signer-link';
import { useSetSigners } from './api/set-signers';
import { SignerForm, type SignerFormProps } from './components/signer-form';
import { SignerList, type DraftSigner } from './components/signer-list';
import { SigningLinks } from './components/signing-links';
import { SigningOptions, type SigningOptionsValue } from './components/signing-options';
import { WhatHappensNext } from './components/what-happens-next';

export type SignersMode = 'add' | 'update';

export interface SignersPageProps {
  mode: SignersMode;
  /** The owner's plan limit of signers per document (null: unlimited), and the plan's name. */
  signerLimit?: number | null;
  planName?: string;
  /** Composed in by the route: contact suggestions for the email input, and an action per signer. */
  renderEmailSuggestions?: SignerFormProps['renderEmailSuggestions'];
  renderSignerAction?: (signer: DraftSigner) => ReactNode;
}

const WEBHOOK_INVALID = 'Please enter a valid webhook URL';

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

let keySeq = 0;
const newKey = () => `new-${++keySeq}`;

function draftsOf(signers: Signer[]): DraftSigner[] {
  return signers
    .filter((s) => !s.isOpenLink)
    .map((s) => ({ key: s.id, id: s.id, name: s.name, email: s.email ?? '', status: s.status }));
}

function Editor({
  id,
  mode,
  data,
  signerLimit,
  planName,
  justSent,
  onSent,
  renderEmailSuggestions,
  renderSignerAction,
}: SignersPageProps & { id: string; data: DocumentSigners; justSent: boolean; onSent: () => void }) {
  const { document: doc, signers } = data;
  const save = useSetSigners(id);
  const reset = useResetSignerLink(id);
  const [drafts, setDrafts] = useState<DraftSigner[]>(() => draftsOf(signers));
  const [options, setOptions] = useState<SigningOptionsValue>({
    allowAnonymous: doc.allowAnonymous,
    orderedSigning: doc.orderedSigning,
    pinEnabled: doc.pinProtected,
    pin: '',
    webhookUrl: doc.webhookUrl ?? '',
  });
  const [errors, setErrors] = useState<{ pin?: string; webhookUrl?: string; signers?: string }>({});
  const editable = doc.status === 'draft' || doc.status === 'pending';
  const busy = save.isPending;

  const onAdd = ({ name, email }: { name: string; email: string }): string | null => {
    if (email && drafts.some((d) => d.email.toLowerCase() === email.toLowerCase()))
      return 'This email is already in the list.';
    if (signerLimit != null && drafts.length >= signerLimit)
      return `Your ${planName ? `${planName} ` : ''}plan allows up to ${signerLimit} signers per document. Upgrade your plan to add more.`;
    setDrafts((list) => [...list, { key: newKey(), name, email, status: 'pending' }]);
    setErrors((e) => ({ ...e, signers: undefined }));
    return null;
  };

  const validate = (): boolean => {
    const next: typeof errors = {};
    if (drafts.length === 0 && !options.allowAnonymous) next.signers = SIGNER_MESSAGES.atLeastOne;
    if (options.pinEnabled) {
      if (!options.pin && !doc.pinProtected) next.pin = SIGNER_MESSAGES.pinMin;
      else if (options.pin && options.pin.length < 4) next.pin = SIGNER_MESSAGES.pinMin;
      else if (options.pin) {
        const r = pinSchema.safeParse(options.pin);
        if (!r.success) next.pin = r.error.issues[0]!.message;
      }
    }
    if (options.webhookUrl && !isHttpUrl(options.webhookUrl)) next.webhookUrl = WEBHOOK_INVALID;
    setErrors(next);
    const first = next.signers ?? next.pin ?? next.webhookUrl;
    if (first) toast.error(first);
    return !first;
  };

  const submit = () => {
    if (!validate()) return;
    save.mutate(
      {
        signers: drafts.map(({ id: signerId, name, email }) => ({ id: signerId, name, email })),
        orderedSigning: options.orderedSigning,
        allowAnonymous: options.allowAnonymous,
        pinEnabled: options.pinEnabled,
        pin: options.pinEnabled ? options.pin : '',
        webhookUrl: options.webhookUrl,
      },
      {
        onSuccess: (result) => {
          toast.success(SIGNING_TEXTS.sentToSigners);
          setDrafts(draftsOf(result.signers));
          setOptions((o) => ({ ...o, pin: '' }));
          onSent();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.fields) {
            setErrors({
              pin: err.fields.pin,
              webhookUrl: err.fields.webhookUrl,
              signers: err.fields.signers,
            });
          }
          toast.error(
            err instanceof ApiError && err.status > 0 && err.status < 500
              ? err.message
              : SIGNING_TEXTS.addSignersFailed,
          );
        },
      },
    );
  };

  const onReset = (signerId: string, onDone: () => void) =>
    reset.mutate(signerId, {
      onSuccess: () => {
        toast.success('New link created. The old link no longer works.');
        onDone();
      },
      onError: (err) => toast.error(errorMessage(err)),
    });

  const named = drafts.length > 0;
  return (
    <>
      {justSent && (
        <FormAlert tone="success" className="mb-6">
          <CheckCircle2 className="mt-px size-4 shrink-0" aria-hidden />
          <span>
            Sent. Signers with an email have been invited; copy or share the other links below. You can still
            change the signers here.
          </span>
        </FormAlert>
      )}
      {!editable && (
        <FormAlert tone="info" className="mb-6">
          This document is {STATUS_LABELS[doc.status].toLowerCase()}: its signers can no longer change.
        </FormAlert>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card aria-labelledby="signers-title">
            <CardHeader
              titleId="signers-title"
              icon={<Users aria-hidden />}
              title="Signers"
              description={
                signerLimit != null
                  ? `Who needs to sign. Your ${planName} plan allows up to ${signerLimit} signers per document.`
                  : 'Who needs to sign.'
              }
            />
            <CardBody className="flex flex-col gap-5">
              {editable && (
                <SignerForm onAdd={onAdd} disabled={busy} renderEmailSuggestions={renderEmailSuggestions} />
              )}
              <SignerList
                signers={drafts}
                ordered={options.orderedSigning}
                onChange={setDrafts}
                disabled={busy || !editable}
                renderSignerAction={renderSignerAction}
              />
              {errors.signers && (
                <FormAlert>
                  <span>{errors.signers}</span>
                </FormAlert>
              )}
            </CardBody>
          </Card>

          <Card aria-labelledby="options-title">
            <CardHeader
              titleId="options-title"
              icon={<SlidersHorizontal aria-hidden />}
              title="Signing options"
            />
            <CardBody>
              <SigningOptions
                value={options}
                onChange={setOptions}
                errors={errors}
                hasNamedSigners={named}
                hasExistingPin={doc.pinProtected}
                disabled={busy || !editable}
              />
            </CardBody>
          </Card>

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
            <Link to={`/document/${id}`} className={buttonClasses({ variant: 'outline' })}>
              <ArrowLeft aria-hidden />
              Back
            </Link>
            {editable && (
              <Button size="lg" onClick={submit} disabled={busy}>
                {busy ? <Spinner label="Sending" className="[&_svg]:size-5" /> : <Send aria-hidden />}
                {mode === 'add' ? 'Document Ready' : 'Update Signers'}
              </Button>
            )}
          </div>
        </div>

        <div className="flex flex-col gap-6 lg:sticky lg:top-24">
          <Card aria-labelledby="links-title">
            <CardHeader
              titleId="links-title"
              icon={<Link2 aria-hidden />}
              title="Signing links"
              description="Each signer has their own link. It works without an account."
            />
            <CardBody>
              <SigningLinks
                signers={signers}
                onReset={mode === 'update' && editable ? onReset : undefined}
                resetting={reset.isPending}
              />
            </CardBody>
          </Card>
          <WhatHappensNext />
        </div>
      </div>
    </>
  );
}

export function SignersPage({
  mode,
  signerLimit,
  planName,
  renderEmailSuggestions,
  renderSignerAction,
}: SignersPageProps) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const query = useDocumentSigners(id);
  const sentHere = useRef(false);
  useDocumentTitle(mode === 'add' ? 'Add Signers' : 'Update Signers');
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const doc = query.data?.document;
  // Read once, then dropped from the history entry: a reload does not announce it again.
  const [justSent] = useState(() => (location.state as { sent?: boolean } | null)?.sent === true);
  useEffect(() => {
    if ((location.state as { sent?: boolean } | null)?.sent)
      navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);

  useEffect(() => {
    if (!notFound) return;
    toast.error(SIGNING_TEXTS.documentNotFound);
    navigate('/dashboard', { replace: true });
  }, [notFound, navigate]);

  // A sent document is updated, a draft one gets its first signers.
  useEffect(() => {
    if (!doc) return;
    if (mode === 'add' && doc.sentAt)
      navigate(`/update-signers/${id}`, { replace: true, state: { sent: sentHere.current } });
    if (mode === 'update' && !doc.sentAt && doc.status === 'draft')
      navigate(`/add-signers/${id}`, { replace: true });
  }, [doc, mode, id, navigate]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <Link
        to={`/document/${id}`}
        className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
      >
        <ArrowLeft aria-hidden />
        Back to document
      </Link>
      <header className="mt-4 mb-8 flex flex-col gap-2">
        <h1 className="text-foreground text-2xl font-semibold tracking-tight sm:text-3xl">
          {mode === 'add' ? 'Add Signers' : 'Update Signers'}
        </h1>
        {doc && (
          <p className="text-muted-foreground flex flex-wrap items-center gap-2 text-sm">
            <span className="text-foreground max-w-full truncate font-medium">{doc.name}</span>
            <Badge
              tone={doc.status === 'completed' ? 'success' : doc.status === 'pending' ? 'brand' : 'neutral'}
            >
              {STATUS_LABELS[doc.status]}
            </Badge>
          </p>
        )}
      </header>
      {query.isPending || notFound ? (
        <div className="flex justify-center py-24">
          <Spinner className="text-muted-foreground" label="Loading the document" />
        </div>
      ) : query.isError ? (
        <div className="mx-auto flex max-w-md flex-col gap-4">
          <FormAlert>{errorMessage(query.error)}</FormAlert>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Editor
          key={`${query.data.document.id}-${mode}`}
          id={id}
          mode={mode}
          data={query.data}
          signerLimit={signerLimit}
          planName={planName}
          renderEmailSuggestions={renderEmailSuggestions}
          renderSignerAction={renderSignerAction}
          justSent={justSent}
          onSent={() => (sentHere.current = true)}
        />
      )}
    </div>
  );
}
