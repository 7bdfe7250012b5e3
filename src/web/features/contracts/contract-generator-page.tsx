// /contract-generator (spec part 2): client, service, review. Each step is checked with the spec's
// texts before the next; the preview follows what is typed (beside the form on wide screens, on the
// review step everywhere). Generate Contract makes the PDF a document and opens it; Generate & Send
// also invites the client to sign it.
import { ArrowLeft, ArrowRight, Building2, FileSignature, Pencil, Send } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { CONTRACT_MESSAGES, formatIls } from '../../../shared/contracts';
import type { Organisation } from '../../../shared/profile';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardBody, CardFooter } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useDates } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useGenerateContract } from './api/generate-contract';
import { ClientStep } from './components/client-step';
import { ContractPreview } from './components/contract-preview';
import { ServiceStep } from './components/service-step';
import { WizardSteps } from './components/wizard-steps';
import {
  EMPTY_VALUES,
  checkClientStep,
  checkServiceStep,
  priceOf,
  type ContractValues,
  type StepErrors,
} from './contract-values';

export interface PickedContact {
  name: string;
  email: string;
  phone: string | null;
}

export interface ContractGeneratorPageProps {
  /** The organisation's company details (the contract's company block); null while loading. */
  company: Organisation | null;
  /** "Choose from contacts" (the clients feature), composed in by the route. */
  renderContactPicker?: (onPick: (contact: PickedContact) => void) => ReactNode;
}

export function ContractGeneratorPage({ company, renderContactPicker }: ContractGeneratorPageProps) {
  useDocumentTitle('Contract Generator');
  const dates = useDates();
  const navigate = useNavigate();
  const generate = useGenerateContract();
  const [step, setStep] = useState(1);
  const [values, setValues] = useState<ContractValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<StepErrors>({});
  const [sending, setSending] = useState<boolean | null>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // Each new step takes the focus, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepRef.current?.focus();
  }, [step]);

  const onChange = (key: keyof ContractValues, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const goTo = (next: number) => {
    if (next > step) {
      const check =
        next >= 2 && step === 1 ? checkClientStep(values) : step === 2 ? checkServiceStep(values) : null;
      if (check?.message) {
        setErrors(check.errors);
        toast.error(check.message);
        requestAnimationFrame(() =>
          stepRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        );
        return;
      }
    }
    setErrors({});
    setStep(next);
  };

  const onGenerate = async (send: boolean) => {
    // The server checks again; this catches a step skipped by going back and editing.
    for (const [n, check] of [
      [1, checkClientStep(values)],
      [2, checkServiceStep(values)],
    ] as const) {
      if (check.message) {
        setStep(n);
        setErrors(check.errors);
        toast.error(check.message);
        return;
      }
    }
    setSending(send);
    try {
      const res = await generate.mutateAsync({ ...values, send });
      if (send && res.sent) toast.success(CONTRACT_MESSAGES.sent(values.clientName.trim()));
      else if (send && res.sendError) toast.error(res.sendError);
      else toast.success(CONTRACT_MESSAGES.generated);
      navigate(`/document/${res.documentId}`);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setSending(null);
    }
  };

  const today = dates.date(new Date());
  const formatDay = dates.day;
  const busy = generate.isPending;
  const companyIncomplete = !!company && (!company.address || !company.phone || !company.email);

  const preview = <ContractPreview values={values} company={company} today={today} formatDay={formatDay} />;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <Link to="/dashboard" className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
        <ArrowLeft aria-hidden />
        Back to Dashboard
      </Link>
      <header className="mt-4 flex items-start gap-4">
        <span className="bg-brand-soft text-brand-soft-foreground hidden size-12 shrink-0 items-center justify-center rounded-2xl sm:flex">
          <FileSignature className="size-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <h1 className="text-foreground text-2xl font-semibold tracking-tight sm:text-3xl">
            Contract Generator
          </h1>
          <p className="text-muted-foreground mt-1.5 max-w-2xl text-sm leading-relaxed">
            A service contract in three steps, ready to sign: Signet sets it as a PDF with your company
            details and adds it to your documents.
          </p>
        </div>
      </header>

      <div className="mt-8 max-w-xl">
        <WizardSteps current={step} />
      </div>

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,27rem)]">
        <Card aria-label={`Step ${step} of 3`}>
          <CardBody className="pt-6">
            <div ref={stepRef} tabIndex={-1} className="focus-visible:outline-none">
              {step === 1 && (
                <ClientStep
                  values={values}
                  errors={errors}
                  onChange={onChange}
                  contactPicker={renderContactPicker?.((c) => {
                    setValues((v) => ({
                      ...v,
                      clientName: c.name,
                      clientEmail: c.email,
                      clientPhone: c.phone ?? v.clientPhone,
                    }));
                    setErrors({});
                    toast.success(`${c.name} filled in`);
                  })}
                />
              )}
              {step === 2 && <ServiceStep values={values} errors={errors} onChange={onChange} />}
              {step === 3 && (
                <Review
                  values={values}
                  company={company}
                  companyIncomplete={companyIncomplete}
                  formatDay={formatDay}
                  onEdit={(n) => setStep(n)}
                />
              )}
            </div>
          </CardBody>
          <CardFooter>
            <div className="flex w-full flex-wrap items-center justify-between gap-3">
              {step > 1 ? (
                <Button variant="ghost" onClick={() => goTo(step - 1)} disabled={busy}>
                  <ArrowLeft aria-hidden />
                  Back
                </Button>
              ) : (
                <span />
              )}
              {step < 3 ? (
                <Button onClick={() => goTo(step + 1)}>
                  {step === 1 ? 'Next: Service' : 'Next: Review'}
                  <ArrowRight aria-hidden />
                </Button>
              ) : (
                <div className="flex w-full flex-col-reverse gap-2 sm:w-auto sm:flex-row">
                  <Button
                    variant="outline"
                    onClick={() => void onGenerate(false)}
                    disabled={busy}
                    aria-busy={sending === false}
                  >
                    {sending === false ? (
                      <Spinner label="Generating" className="[&_svg]:size-4" />
                    ) : (
                      <FileSignature aria-hidden />
                    )}
                    Generate Contract
                  </Button>
                  <Button onClick={() => void onGenerate(true)} disabled={busy} aria-busy={sending === true}>
                    {sending === true ? (
                      <Spinner label="Sending" className="[&_svg]:size-4" />
                    ) : (
                      <Send aria-hidden />
                    )}
                    Generate & Send
                  </Button>
                </div>
              )}
            </div>
          </CardFooter>
        </Card>

        <aside
          aria-label="Live preview"
          className={cn('flex flex-col gap-3 lg:sticky lg:top-24', step < 3 && 'hidden lg:flex')}
        >
          <p className="text-muted-foreground flex items-center gap-2 text-xs font-semibold tracking-wider uppercase">
            <span className="bg-success size-1.5 rounded-full" aria-hidden />
            Live preview
          </p>
          {preview}
        </aside>
      </div>
    </div>
  );
}

function Review({
  values,
  company,
  companyIncomplete,
  formatDay,
  onEdit,
}: {
  values: ContractValues;
  company: Organisation | null;
  companyIncomplete: boolean;
  formatDay: (day: string) => string;
  onEdit: (step: number) => void;
}) {
  const price = priceOf(values);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-foreground text-lg font-semibold tracking-tight">Review</h2>
        <p className="text-muted-foreground mt-0.5 text-sm">
          Check the details. The preview shows the contract as it will be generated.
        </p>
      </div>
      <Summary title="Client" onEdit={() => onEdit(1)}>
        <Item label="Name" value={values.clientName} />
        <Item label="Email" value={values.clientEmail} />
        <Item label="Phone" value={values.clientPhone} />
        <Item label="Address" value={values.clientAddress} />
      </Summary>
      <Summary title="Service" onEdit={() => onEdit(2)}>
        <Item label="Service" value={values.serviceName} />
        <Item label="Description" value={values.serviceDescription} />
        <Item label="Price" value={price !== null ? formatIls(price) : values.price} />
        <Item label="Start date" value={values.startDate ? formatDay(values.startDate) : ''} />
        <Item label="End date" value={values.endDate ? formatDay(values.endDate) : ''} />
      </Summary>
      <section aria-labelledby="review-company" className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-3">
          <h3 id="review-company" className="text-foreground flex items-center gap-2 text-sm font-semibold">
            <Building2 className="text-muted-foreground size-4" aria-hidden />
            Your company
          </h3>
          <Link to="/profile" className="text-brand text-sm font-medium hover:underline">
            Edit in profile
          </Link>
        </div>
        <p className="text-muted-foreground text-sm">
          {company
            ? [company.name, company.address, company.phone, company.email].filter(Boolean).join(' · ')
            : '…'}
        </p>
        {companyIncomplete && (
          <FormAlert tone="info">
            <span>
              Add your company’s address, phone and email in your{' '}
              <Link to="/profile" className="text-brand font-medium underline underline-offset-4">
                profile
              </Link>{' '}
              so they appear in the contract’s company block.
            </span>
          </FormAlert>
        )}
      </section>
      <p className="text-muted-foreground border-border border-t pt-4 text-sm leading-relaxed">
        <strong className="text-foreground font-medium">Generate Contract</strong> adds the PDF to your
        documents as a draft. <strong className="text-foreground font-medium">Generate &amp; Send</strong>{' '}
        also emails{' '}
        <span dir="auto" className="text-foreground">
          {values.clientEmail || 'the client'}
        </span>{' '}
        an invitation to sign it.
      </p>
    </div>
  );
}

function Summary({ title, onEdit, children }: { title: string; onEdit: () => void; children: ReactNode }) {
  return (
    <section aria-label={title} className="border-border rounded-xl border">
      <div className="border-border bg-surface-2 flex items-center justify-between rounded-t-xl border-b px-4 py-2">
        <h3 className="text-foreground text-sm font-semibold">{title}</h3>
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${title.toLowerCase()} details`}>
          <Pencil aria-hidden />
          Edit
        </Button>
      </div>
      <dl className="divide-border divide-y px-4">{children}</dl>
    </section>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1 py-2.5 text-sm sm:grid-cols-[8rem_1fr] sm:gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd
        dir="auto"
        className={cn(
          'min-w-0 break-words whitespace-pre-line',
          value.trim() ? 'text-foreground' : 'text-muted-foreground',
        )}
      >
        {value.trim() || '—'}
      </dd>
    </div>
  );
}
