// Add or edit a contact: name and email required (the spec's 'Name and email are required'),
// company and phone optional.
import { CircleAlert } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CLIENT_MESSAGES, clientInputSchema, type Client } from '../../../../shared/clients';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field, FormAlert } from '../../../components/ui/field';
import { EmailInput, Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import {
  focusFirstInvalid,
  serverFieldErrors,
  zodFieldErrors,
  type FieldErrors,
} from '../../../lib/form-errors';
import { useCreateClient } from '../api/create-client';
import { useUpdateClient } from '../api/update-client';

interface Values {
  name: string;
  email: string;
  company: string;
  phone: string;
}

const valuesOf = (client: Client | null): Values => ({
  name: client?.name ?? '',
  email: client?.email ?? '',
  company: client?.company ?? '',
  phone: client?.phone ?? '',
});

export function ClientFormDialog({
  open,
  onOpenChange,
  client,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The contact to edit; null adds a new one. */
  client: Client | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        {/* Keyed so each opening starts from the contact's current values. */}
        {open && <ClientForm key={client?.id ?? 'new'} client={client} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ClientForm({ client, onDone }: { client: Client | null; onDone: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateClient();
  const update = useUpdateClient();
  const busy = create.isPending || update.isPending;
  const [values, setValues] = useState<Values>(() => valuesOf(client));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (key: keyof Values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = clientInputSchema.safeParse(values);
    if (!parsed.success) {
      const fields = zodFieldErrors(parsed.error);
      const required = fields.name === CLIENT_MESSAGES.required || fields.email === CLIENT_MESSAGES.required;
      // The toast says the spec's sentence; each empty field says what it needs.
      setErrors({
        ...fields,
        ...(fields.name === CLIENT_MESSAGES.required ? { name: 'Please enter a name' } : {}),
        ...(fields.email === CLIENT_MESSAGES.required ? { email: 'Please enter an email address' } : {}),
      });
      toast.error(required ? CLIENT_MESSAGES.required : Object.values(fields)[0]!);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    try {
      if (client) {
        await update.mutateAsync({ id: client.id, ...values });
        toast.success(CLIENT_MESSAGES.updated);
      } else {
        await create.mutateAsync(values);
        toast.success(CLIENT_MESSAGES.added);
      }
      onDone();
    } catch (err) {
      const message = errorMessage(err);
      setFormError(message);
      setErrors(serverFieldErrors(err));
      toast.error(message);
      focusFirstInvalid(formRef.current);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <DialogHeader>
        <DialogTitle>{client ? 'Edit contact' : 'Add contact'}</DialogTitle>
        <DialogDescription>
          {client
            ? 'Changes apply to this contact only; documents already sent keep their signer details.'
            : 'Contacts are suggested when you add signers and fill in the contract generator.'}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-4">
        {formError && (
          <FormAlert>
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{formError}</span>
          </FormAlert>
        )}
        <Field label="Name" error={errors.name}>
          {(control) => (
            <Input
              {...control}
              name="name"
              autoComplete="off"
              value={values.name}
              onChange={set('name')}
              maxLength={120}
              required
            />
          )}
        </Field>
        <Field label="Email" error={errors.email}>
          {(control) => (
            <EmailInput
              {...control}
              name="email"
              autoComplete="off"
              value={values.email}
              onChange={set('email')}
              required
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Company" hint="Optional" error={errors.company}>
            {(control) => (
              <Input
                {...control}
                name="company"
                autoComplete="off"
                value={values.company}
                onChange={set('company')}
                maxLength={160}
              />
            )}
          </Field>
          <Field label="Phone" hint="Optional" error={errors.phone}>
            {(control) => (
              <Input
                {...control}
                type="tel"
                name="phone"
                autoComplete="off"
                value={values.phone}
                onChange={set('phone')}
                maxLength={40}
              />
            )}
          </Field>
        </div>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy && <Spinner label="Saving" className="[&_svg]:size-4" />}
          {client ? 'Save changes' : 'Add contact'}
        </Button>
      </DialogFooter>
    </form>
  );
}
