// Step 2: what is delivered, for how much and when. Service name, description and price are
// required; the dates are optional.
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import type { ContractValues, StepErrors } from '../contract-values';

export function ServiceStep({
  values,
  errors,
  onChange,
}: {
  values: ContractValues;
  errors: StepErrors;
  onChange: (key: keyof ContractValues, value: string) => void;
}) {
  const bind = (key: keyof ContractValues) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => onChange(key, e.target.value),
  });
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h2 className="text-foreground text-lg font-semibold tracking-tight">Service details</h2>
        <p className="text-muted-foreground mt-0.5 text-sm">What you will deliver, for how much and when.</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Service name" error={errors.serviceName} className="sm:col-span-2">
          {(control) => (
            <Input
              {...control}
              dir="auto"
              autoComplete="off"
              maxLength={160}
              required
              {...bind('serviceName')}
            />
          )}
        </Field>
        <Field label="Description" error={errors.serviceDescription} className="sm:col-span-2">
          {(control) => (
            <Textarea
              {...control}
              dir="auto"
              rows={5}
              maxLength={5000}
              required
              placeholder="The work, what is delivered, and anything not included"
              {...bind('serviceDescription')}
            />
          )}
        </Field>
        <Field label="Price (ILS)" hint="The total, in shekels" error={errors.price}>
          {(control) => (
            <div className="relative">
              <span
                className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm"
                aria-hidden
              >
                ₪
              </span>
              <Input
                {...control}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                className="pl-7 tabular-nums"
                required
                {...bind('price')}
              />
            </div>
          )}
        </Field>
        <div className="hidden sm:block" aria-hidden />
        <Field label="Start date" hint="Optional" error={errors.startDate}>
          {(control) => <Input {...control} type="date" {...bind('startDate')} />}
        </Field>
        <Field label="End date" hint="Optional" error={errors.endDate}>
          {(control) => (
            <Input {...control} type="date" min={values.startDate || undefined} {...bind('endDate')} />
          )}
        </Field>
      </div>
    </div>
  );
}
