// The building blocks of the Settings tabs: a group's form state (only changed fields are sent; a
// secret left empty keeps the stored one), labelled switch rows, and a secret input.
import { Save } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { Settings, SettingsGroup } from '../../../../shared/settings';
import { Button } from '../../../components/ui/button';
import { CardFooter } from '../../../components/ui/card';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useSaveSettings } from '../api/settings';

export function useGroupForm<G extends SettingsGroup>(group: G, initial: Settings[G]) {
  const save = useSaveSettings();
  const [values, setValues] = useState<Settings[G]>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const changed = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(values as Record<string, unknown>).filter(
          ([k, v]) => JSON.stringify(v) !== JSON.stringify((initial as Record<string, unknown>)[k]),
        ),
      ),
    [values, initial],
  );
  const set = (patch: Partial<Settings[G]>) => setValues((v) => ({ ...v, ...patch }));
  const submit = async (event: FormEvent, extra: Record<string, unknown> = {}) => {
    event.preventDefault();
    setErrors({});
    try {
      const res = await save.mutateAsync({ group, patch: { ...changed, ...extra } });
      toast.success(res.message);
      return true;
    } catch (err) {
      setErrors(serverFieldErrors(err));
      toast.error(errorMessage(err));
      return false;
    }
  };
  return { values, set, errors, submit, saving: save.isPending, dirty: Object.keys(changed).length > 0 };
}

export function SaveBar({
  saving,
  dirty,
  children,
}: {
  saving: boolean;
  dirty: boolean;
  children?: ReactNode;
}) {
  return (
    <CardFooter className="justify-between">
      <span className="text-muted-foreground text-xs">
        {dirty ? 'Unsaved changes' : 'Saved settings apply at once.'}
      </span>
      <div className="flex gap-2">
        {children}
        <Button type="submit" disabled={saving}>
          {saving ? <Spinner label="Saving" className="[&_svg]:size-4" /> : <Save aria-hidden />}
          Save Settings
        </Button>
      </div>
    </CardFooter>
  );
}

export function SwitchRow({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {description && (
          <p id={`${id}-d`} className="text-muted-foreground mt-0.5 text-xs leading-relaxed">
            {description}
          </p>
        )}
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={description ? `${id}-d` : undefined}
      />
    </div>
  );
}

/** A secret field: never shows the stored value; empty keeps it, Remove clears it. */
export function SecretInput({
  control,
  value,
  onChange,
  isSet,
  onClear,
  cleared,
}: {
  control: { id: string; 'aria-invalid': boolean | undefined; 'aria-describedby': string | undefined };
  value: string;
  onChange: (value: string) => void;
  isSet: boolean;
  onClear: () => void;
  cleared: boolean;
}) {
  return (
    <div className="flex gap-2">
      <div className="min-w-0 flex-1">
        <PasswordInput
          {...control}
          autoComplete="new-password"
          value={value}
          placeholder={isSet && !cleared ? '•••••••• saved (leave empty to keep)' : 'Not set'}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
      {isSet && !cleared && (
        <Button variant="outline" onClick={onClear}>
          Remove
        </Button>
      )}
    </div>
  );
}
