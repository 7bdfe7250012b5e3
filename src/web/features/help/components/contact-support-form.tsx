// Contact support: name, email, subject and question, all required. Signed-in users find their
// name and email filled in. Sent, it says when to expect the answer.
import { CheckCircle2, CircleAlert, Send } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { SUPPORT_REPLY_TIME, supportRequestSchema } from '../../../../shared/support';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert } from '../../../components/ui/field';
import { EmailInput, Input, Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import {
  focusFirstInvalid,
  serverFieldErrors,
  zodFieldErrors,
  type FieldErrors,
} from '../../../lib/form-errors';
import { useSendSupportRequest } from '../api/send-support-request';

interface Values {
  name: string;
  email: string;
  subject: string;
  question: string;
}

export function ContactSupportForm({ user }: { user: { name: string; email: string } | null }) {
  const formRef = useRef<HTMLFormElement>(null);
  const send = useSendSupportRequest();
  const initial = (): Values => ({
    name: user?.name ?? '',
    email: user?.email ?? '',
    subject: '',
    question: '',
  });
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const set = (key: keyof Values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = supportRequestSchema.safeParse(values);
    if (!parsed.success) {
      const fields = zodFieldErrors(parsed.error);
      setErrors(fields);
      toast.error(Object.values(fields)[0]!);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    try {
      const res = await send.mutateAsync(parsed.data);
      setSent(res.message);
      toast.success(res.message);
    } catch (err) {
      const message = errorMessage(err);
      setFormError(message);
      setErrors(serverFieldErrors(err));
      toast.error(message);
    }
  };

  if (sent) {
    return (
      <div role="status" className="flex flex-col items-center px-2 py-8 text-center">
        <span className="bg-success-soft text-success flex size-12 items-center justify-center rounded-full">
          <CheckCircle2 className="size-6" aria-hidden />
        </span>
        <h3 className="text-foreground mt-4 text-lg font-semibold">Question sent</h3>
        <p className="text-muted-foreground mt-1.5 max-w-sm text-sm leading-relaxed">
          {sent} A copy is on its way to {values.email}.
        </p>
        <Button
          variant="outline"
          className="mt-6"
          onClick={() => {
            setSent(null);
            setValues(initial());
          }}
        >
          Ask another question
        </Button>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label="Contact support"
      className="flex flex-col gap-4"
    >
      {formError && (
        <FormAlert>
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{formError}</span>
        </FormAlert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={errors.name}>
          {(control) => (
            <Input
              {...control}
              name="name"
              autoComplete="name"
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
              autoComplete="email"
              value={values.email}
              onChange={set('email')}
              required
            />
          )}
        </Field>
      </div>
      <Field label="Subject" error={errors.subject}>
        {(control) => (
          <Input
            {...control}
            name="subject"
            autoComplete="off"
            value={values.subject}
            onChange={set('subject')}
            maxLength={200}
            required
          />
        )}
      </Field>
      <Field label="Your question" error={errors.question}>
        {(control) => (
          <Textarea
            {...control}
            name="question"
            rows={5}
            value={values.question}
            onChange={set('question')}
            maxLength={5000}
            required
            placeholder="Tell us what you were doing and what happened. Include the document name if it is about a document."
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground text-xs">We reply within {SUPPORT_REPLY_TIME}.</p>
        <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
          {send.isPending ? <Spinner label="Sending" className="[&_svg]:size-4" /> : <Send aria-hidden />}
          Send question
        </Button>
      </div>
    </form>
  );
}
