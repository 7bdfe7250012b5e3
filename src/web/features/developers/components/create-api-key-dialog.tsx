// Create New Key: name (required), environment, expiry and monthly request limit, with the spec's
// options and defaults.
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  API_KEY_ENVIRONMENT_LABELS,
  API_KEY_ENVIRONMENTS,
  API_KEY_EXPIRY_MONTHS,
  API_KEY_USAGE_LIMITS,
  apiKeyInputSchema,
  INTEGRATION_MESSAGES,
  type ApiKeyEnvironment,
} from '../../../../shared/integrations';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import {
  focusFirstInvalid,
  serverFieldErrors,
  zodFieldErrors,
  type FieldErrors,
} from '../../../lib/form-errors';
import { useCreateApiKey, type CreatedApiKeyReply } from '../api/create-api-key';
import { formatCount } from './format';
import { Select } from './select-field';

export function CreateApiKeyDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (created: CreatedApiKeyReply) => void;
}) {
  const [name, setName] = useState('');
  const [environment, setEnvironment] = useState<ApiKeyEnvironment>('production');
  const [expiresInMonths, setExpiry] = useState(12);
  const [usageLimit, setUsageLimit] = useState(10000);
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const create = useCreateApiKey();

  const reset = () => {
    setName('');
    setEnvironment('production');
    setExpiry(12);
    setUsageLimit(10000);
    setErrors({});
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = apiKeyInputSchema.safeParse({ name, environment, expiresInMonths, usageLimit });
    if (!parsed.success) {
      const fields = zodFieldErrors(parsed.error);
      setErrors(fields);
      toast.error(Object.values(fields)[0] ?? INTEGRATION_MESSAGES.apiKeyNameRequired);
      focusFirstInvalid(form.current);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        toast.success(INTEGRATION_MESSAGES.apiKeyCreated);
        reset();
        onOpenChange(false);
        onCreated(created);
      },
      onError: (err) => {
        setErrors(serverFieldErrors(err));
        toast.error(errorMessage(err));
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Create New Key</DialogTitle>
          <DialogDescription>The key is shown once, right after it is created.</DialogDescription>
        </DialogHeader>
        <form
          ref={form}
          onSubmit={onSubmit}
          noValidate
          aria-label="Create New Key"
          className="flex flex-col gap-4"
        >
          <Field label="Name" error={errors.name} hint="What the key is for, such as “CRM sync”.">
            {(control) => (
              <Input
                {...control}
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={100}
                autoComplete="off"
                autoFocus
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label="Environment">
              {(control) => (
                <Select
                  {...control}
                  value={environment}
                  onChange={(e) => setEnvironment(e.target.value as ApiKeyEnvironment)}
                >
                  {API_KEY_ENVIRONMENTS.map((env) => (
                    <option key={env} value={env}>
                      {API_KEY_ENVIRONMENT_LABELS[env]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Expires after">
              {(control) => (
                <Select
                  {...control}
                  value={expiresInMonths}
                  onChange={(e) => setExpiry(Number(e.target.value))}
                >
                  {API_KEY_EXPIRY_MONTHS.map((m) => (
                    <option key={m} value={m}>
                      {m} months
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Monthly limit">
              {(control) => (
                <Select
                  {...control}
                  value={usageLimit}
                  onChange={(e) => setUsageLimit(Number(e.target.value))}
                >
                  {API_KEY_USAGE_LIMITS.map((n) => (
                    <option key={n} value={n}>
                      {formatCount(n)} requests
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
              {create.isPending && <Spinner label="Creating" className="[&_svg]:size-4" />}
              Create Key
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
