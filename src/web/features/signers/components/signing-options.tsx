// Signing options: anonymous signing, ordered signing, a PIN (4-8 digits) and, under Advanced
// options, a webhook URL for this document's events.
import { ChevronRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';

export interface SigningOptionsValue {
  allowAnonymous: boolean;
  orderedSigning: boolean;
  pinEnabled: boolean;
  pin: string;
  webhookUrl: string;
}

function OptionRow({
  title,
  hint,
  checked,
  onChange,
  disabled,
  children,
}: {
  title: string;
  hint: ReactNode;
  checked: boolean;
  onChange: (value: boolean) => void;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <label htmlFor={id} className="text-foreground cursor-pointer text-sm font-medium">
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
          className="mt-0.5"
        />
      </div>
      {children}
    </li>
  );
}

export function SigningOptions({
  value,
  onChange,
  errors,
  hasNamedSigners,
  hasExistingPin,
  disabled,
}: {
  value: SigningOptionsValue;
  onChange: (value: SigningOptionsValue) => void;
  errors: { pin?: string; webhookUrl?: string };
  hasNamedSigners: boolean;
  /** Update Signers on a PIN-protected document: an empty PIN keeps the current one. */
  hasExistingPin: boolean;
  disabled?: boolean;
}) {
  const set = <K extends keyof SigningOptionsValue>(key: K, v: SigningOptionsValue[K]) =>
    onChange({ ...value, [key]: v });
  return (
    <div className="flex flex-col gap-4">
      <ul className="divide-border divide-y">
        <OptionRow
          title="Anonymous signing"
          hint={
            hasNamedSigners
              ? 'Has no effect while the document has named signers.'
              : 'With no named signers, one open link lets anyone sign, giving their name.'
          }
          checked={value.allowAnonymous}
          onChange={(v) => set('allowAnonymous', v)}
          disabled={disabled}
        />
        <OptionRow
          title="Ordered signing"
          hint="Signers sign one after another in the order of the list; each is invited when the previous one has signed."
          checked={value.orderedSigning}
          onChange={(v) => set('orderedSigning', v)}
          disabled={disabled}
        />
        <OptionRow
          title="PIN protection"
          hint="Signers enter this PIN before they can open the document."
          checked={value.pinEnabled}
          onChange={(v) => set('pinEnabled', v)}
          disabled={disabled}
        >
          {value.pinEnabled && (
            <Field
              label="PIN code (4-8 digits)"
              error={errors.pin}
              hint={
                hasExistingPin
                  ? 'Leave empty to keep the current PIN. Share the PIN with your signers yourself.'
                  : 'Share the PIN with your signers yourself; it is not in their email.'
              }
              className="mt-3 max-w-xs"
            >
              {(control) => (
                <Input
                  {...control}
                  value={value.pin}
                  onChange={(e) => set('pin', e.target.value.replace(/\D/g, '').slice(0, 8))}
                  inputMode="numeric"
                  pattern="[0-9]*"
                  maxLength={8}
                  autoComplete="off"
                  placeholder={hasExistingPin ? '••••' : 'e.g. 4821'}
                  disabled={disabled}
                  className="font-mono tracking-widest"
                />
              )}
            </Field>
          )}
        </OptionRow>
      </ul>
      <details className="group border-border rounded-xl border" open={!!errors.webhookUrl || undefined}>
        <summary className="text-foreground hover:bg-muted flex cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-3 text-sm font-medium select-none [&::-webkit-details-marker]:hidden">
          <ChevronRight
            className="text-muted-foreground size-4 transition-transform group-open:rotate-90"
            aria-hidden
          />
          Advanced options
        </summary>
        <div className="px-4 pt-1 pb-4">
          <Field
            label="Webhook URL (optional)"
            error={errors.webhookUrl}
            hint="Signet posts this document's events (viewed, signed, completed) to this address."
          >
            {(control) => (
              <Input
                {...control}
                type="url"
                value={value.webhookUrl}
                onChange={(e) => set('webhookUrl', e.target.value.trim())}
                placeholder="https://example.com/hooks/signet"
                autoComplete="off"
                disabled={disabled}
              />
            )}
          </Field>
        </div>
      </details>
    </div>
  );
}
