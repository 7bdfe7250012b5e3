// Adds one signer: an email, a name, or both (spec: 'Please enter either an email or a name'; the
// name defaults to the part of the email before the @).
import { UserPlus } from 'lucide-react';
import { useCallback, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { SIGNER_MESSAGES, signerInputSchema } from '../../../../shared/signing';
import { Button } from '../../../components/ui/button';
import { Field, FieldError } from '../../../components/ui/field';
import { EmailInput, Input } from '../../../components/ui/input';

export function nameFromEmail(email: string): string {
  return email.trim().split('@')[0] ?? '';
}

export interface SignerFormProps {
  /** Returns an error to show (a duplicate, the plan's limit), or null once the signer is added. */
  onAdd: (signer: { name: string; email: string }) => string | null;
  disabled?: boolean;
  /** Suggestions for the email input (a <datalist> with this id), composed in by the route. */
  renderEmailSuggestions?: (args: {
    query: string;
    listId: string;
    onPick: (contact: { name: string; email: string }) => void;
  }) => ReactNode;
}

export function SignerForm({ onAdd, disabled, renderEmailSuggestions }: SignerFormProps) {
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ email?: string; form?: string }>({});
  const suggestionsId = useId();
  // A picked suggestion brings its name along unless one is typed already.
  const onPick = useCallback((contact: { name: string; email: string }) => {
    setEmail(contact.email);
    setName((current) => current || contact.name);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = signerInputSchema.safeParse({ name, email });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      if (issue.path[0] === 'email') setErrors({ email: issue.message });
      else setErrors({ form: SIGNER_MESSAGES.emailOrName });
      emailRef.current?.focus();
      return;
    }
    const error = onAdd({
      email: parsed.data.email,
      name: parsed.data.name || nameFromEmail(parsed.data.email),
    });
    if (error) {
      setErrors({ form: error });
      return;
    }
    setErrors({});
    setEmail('');
    setName('');
    emailRef.current?.focus();
  };

  return (
    <form onSubmit={submit} aria-label="Add a signer" noValidate className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_auto] sm:items-start">
        <Field label="Email" error={errors.email}>
          {(control) => (
            <EmailInput
              {...control}
              ref={emailRef}
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                if (errors.email || errors.form) setErrors({});
              }}
              placeholder="signer@example.com"
              autoComplete="off"
              disabled={disabled}
              list={renderEmailSuggestions ? suggestionsId : undefined}
            />
          )}
        </Field>
        {renderEmailSuggestions?.({ query: email, listId: suggestionsId, onPick })}
        <Field
          label="Name"
          hint={!name && email.includes('@') ? `Will show as “${nameFromEmail(email)}”` : undefined}
        >
          {(control) => (
            <Input
              {...control}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                if (errors.form) setErrors({});
              }}
              placeholder={nameFromEmail(email) || 'Full name'}
              autoComplete="off"
              maxLength={120}
              disabled={disabled}
            />
          )}
        </Field>
        <Button type="submit" variant="outline" className="sm:mt-[26px]" disabled={disabled}>
          <UserPlus aria-hidden />
          Add signer
        </Button>
      </div>
      {errors.form && <FieldError>{errors.form}</FieldError>}
      <p className="text-muted-foreground text-xs leading-relaxed">
        A signer without an email gets no invitation: you share their link yourself.
      </p>
    </form>
  );
}
