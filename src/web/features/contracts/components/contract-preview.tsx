// A live preview of the contract as the PDF will set it: company and client blocks, the services,
// term, price and signature lines. It is paper, so it stays light in the dark theme too; text the
// user typed keeps its own direction (dir="auto"), as it does in the PDF.
import type { ReactNode } from 'react';
import { formatIls } from '../../../../shared/contracts';
import type { Organisation } from '../../../../shared/profile';
import { cn } from '../../../lib/cn';
import { priceOf, type ContractValues } from '../contract-values';

export interface ContractPreviewProps {
  values: ContractValues;
  company: Organisation | null;
  /** Today's date and a typed YYYY-MM-DD date, as the instance formats dates. */
  today: string;
  formatDay: (day: string) => string;
  className?: string;
}

function Typed({
  value,
  placeholder,
  className,
}: {
  value: string;
  placeholder: string;
  className?: string;
}) {
  return value.trim() ? (
    <span dir="auto" className={className}>
      {value}
    </span>
  ) : (
    <span className="text-zinc-500 italic">{placeholder}</span>
  );
}

function Party({ label, name, lines }: { label: string; name: ReactNode; lines: string[] }) {
  return (
    <div className="rounded-md border border-zinc-200 border-t-indigo-600 bg-zinc-50 px-3 py-2.5 [border-top-width:3px]">
      <p className="text-[9px] font-semibold tracking-wider text-zinc-500">{label}</p>
      <p className="mt-1 text-[13px] leading-snug font-semibold">{name}</p>
      {lines.map((l) => (
        <p key={l} dir="auto" className="text-[11px] leading-snug break-words text-zinc-700">
          {l}
        </p>
      ))}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-4">
      <h4 className="border-b border-zinc-200 pb-1 text-[12px] font-semibold">{title}</h4>
      <div className="mt-2 text-[11px] leading-relaxed">{children}</div>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[5.5rem_1fr] gap-2 py-0.5">
      <span className="text-[10px] font-semibold text-zinc-500">{label}</span>
      <div className="min-w-0 break-words whitespace-pre-line">{children}</div>
    </div>
  );
}

export function ContractPreview({ values, company, today, formatDay, className }: ContractPreviewProps) {
  const price = priceOf(values);
  const companyLines = [company?.address, company?.phone, company?.email].filter((v): v is string => !!v);
  const clientLines = [values.clientAddress, values.clientPhone, values.clientEmail]
    .map((v) => v.trim())
    .filter(Boolean);
  return (
    <figure
      aria-label="Contract preview"
      className={cn(
        'overflow-hidden rounded-xl bg-white text-zinc-900 shadow-lg ring-1 shadow-black/10 ring-black/5',
        className,
      )}
    >
      <div className="h-1.5 bg-indigo-600" aria-hidden />
      <div className="px-5 pt-5 pb-6 sm:px-7">
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <p dir="auto" className="truncate text-[15px] font-semibold">
              {company?.name ?? 'Your company'}
            </p>
            {companyLines.map((l) => (
              <p key={l} dir="auto" className="truncate text-[10px] text-zinc-500">
                {l}
              </p>
            ))}
          </div>
          <div className="shrink-0 text-right">
            <p className="text-[9px] font-semibold tracking-wider text-indigo-700">SERVICE CONTRACT</p>
            <p className="text-[13px] font-semibold">CTR-······</p>
            <p className="text-[10px] text-zinc-500">Date: {today}</p>
          </div>
        </div>
        <hr className="my-4 border-zinc-200" />
        <h3 className="text-lg font-bold tracking-tight">Service Agreement</h3>
        <p className="mt-0.5 text-[11px] text-zinc-500">
          This agreement is made on {today} between the service provider and the client named below.
        </p>
        <div className="mt-4 grid grid-cols-2 gap-3">
          <Party label="SERVICE PROVIDER" name={company?.name ?? 'Your company'} lines={companyLines} />
          <Party
            label="CLIENT"
            name={<Typed value={values.clientName} placeholder="Client name" />}
            lines={clientLines}
          />
        </div>
        <Section title="1. Services">
          <Row label="Service">
            <Typed value={values.serviceName} placeholder="Service name" className="font-semibold" />
          </Row>
          <Row label="Description">
            <Typed value={values.serviceDescription} placeholder="What you will deliver" />
          </Row>
        </Section>
        <Section title="2. Term">
          {values.startDate || values.endDate ? (
            <>
              <Row label="Start date">
                {values.startDate ? formatDay(values.startDate) : 'When both parties have signed'}
              </Row>
              <Row label="End date">
                {values.endDate ? formatDay(values.endDate) : 'Until the services are completed'}
              </Row>
            </>
          ) : (
            <p>
              The services start when both parties have signed this contract and continue until they are
              completed.
            </p>
          )}
        </Section>
        <Section title="3. Fees">
          <div className="flex items-center justify-between rounded-md border border-zinc-200 bg-zinc-50 px-3 py-2.5">
            <div>
              <p className="text-[11px] font-semibold">Total price</p>
              <p className="text-[9px] text-zinc-500">Israeli new shekels (ILS)</p>
            </div>
            <p className="text-base font-bold text-indigo-700 tabular-nums">
              {price !== null ? formatIls(price) : <span className="font-normal text-zinc-500">₪ —</span>}
            </p>
          </div>
        </Section>
        <Section title="4. Agreement">
          <p>
            By signing below, the client and the service provider agree to the services, term and price set
            out in this contract. A change to the scope, the price or the dates applies only once both parties
            have agreed to it in writing.
          </p>
        </Section>
        <div className="mt-8 grid grid-cols-2 gap-4">
          {[
            { role: 'Service provider', name: company?.name ?? 'Your company' },
            { role: 'Client', name: values.clientName.trim() || 'Client name' },
          ].map((s) => (
            <div key={s.role}>
              <div className="h-8 border-b border-zinc-800" aria-hidden />
              <p className="mt-1 text-[9px] font-semibold text-zinc-500">{s.role}</p>
              <p dir="auto" className="truncate text-[11px]">
                {s.name}
              </p>
            </div>
          ))}
        </div>
      </div>
    </figure>
  );
}
