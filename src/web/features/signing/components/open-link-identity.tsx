// The open (anonymous) link asks who is signing first: a name (required) and an email (optional,
// for a copy of the signed document).
import { UserRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import type { SigningView } from '../../../../shared/signing';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { EmailInput, Input } from '../../../components/ui/input';

export interface SignerIdentity {
  name: string;
  email: string;
}

const identitySchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(120),
  email: z.union([z.literal(''), z.string().trim().email('Please enter a valid email address').max(254)]),
});

export function OpenLinkIdentity({
  view,
  onDone,
}: {
  view: SigningView;
  onDone: (identity: SignerIdentity) => void;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = identitySchema.safeParse({ name, email: email.trim() });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as 'name' | 'email';
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    onDone(parsed.data);
  };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="identity-title"
        className="border-border bg-surface flex flex-col gap-5 rounded-2xl border p-6 shadow-xs sm:p-8"
      >
        <span className="bg-brand-soft text-brand-soft-foreground flex size-12 items-center justify-center rounded-full">
          <UserRound className="size-6" aria-hidden />
        </span>
        <div>
          <h1 id="identity-title" className="text-foreground text-xl font-semibold tracking-tight">
            Who is signing?
          </h1>
          <p className="text-muted-foreground mt-1.5 text-sm leading-relaxed">
            {view.uploaderName} asked you to sign “{view.name}”. Your name goes into the signed document and
            its certificate.
          </p>
        </div>
        <Field label="Full name" error={errors.name}>
          {(control) => (
            <Input
              {...control}
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoComplete="name"
              maxLength={120}
              autoFocus
            />
          )}
        </Field>
        <Field label="Email (optional)" error={errors.email} hint="For a copy of the signed document.">
          {(control) => (
            <EmailInput
              {...control}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="email"
            />
          )}
        </Field>
        <Button type="submit" size="lg">
          Continue to the document
        </Button>
      </form>
    </div>
  );
}
