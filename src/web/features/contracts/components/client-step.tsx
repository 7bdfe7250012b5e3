// Step 1: who the contract is with. Name and email are required; phone and address are optional.
import type { ReactNode } from 'react';
import { Field } from '../../../components/ui/field';
import { EmailInput, Input, Textarea } from '../../../components/ui/input';
import type { ContractValues, StepErrors } from '../contract-values';

export function ClientStep({
  values,
  errors,
  onChange,
  contactPicker,
}: {
  values: ContractValues;
  errors: StepErrors;
  onChange: (key: keyof ContractValues, value: string) => void;
  /** "Choose from contacts", composed in by the route. */
  contactPicker?: ReactNode;
}) {
  const bind = (key: keyof ContractValues) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => onChange(key, e.target.value),
  });
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-foreground text-lg font-semibold tracking-tight">Client information</h2>
          <p className="text-muted-foreground mt-0.5 text-sm">Who the contract is with.</p>
        </div>
        {contactPicker}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Client name" error={errors.clientName}>
          {(control) => (
            <Input
              {...control}
              dir="auto"
              autoComplete="off"
              maxLength={120}
              required
              {...bind('clientName')}
            />
          )}
        </Field>
        <Field label="Client email" error={errors.clientEmail}>
          {(control) => <EmailInput {...control} autoComplete="off" required {...bind('clientEmail')} />}
        </Field>
        <Field label="Phone" hint="Optional" error={errors.clientPhone}>
          {(control) => (
            <Input {...control} type="tel" autoComplete="off" maxLength={40} {...bind('clientPhone')} />
          )}
        </Field>
        <Field label="Address" hint="Optional" error={errors.clientAddress} className="sm:col-span-2">
          {(control) => (
            <Textarea {...control} dir="auto" rows={2} maxLength={300} {...bind('clientAddress')} />
          )}
        </Field>
      </div>
    </div>
  );
}
