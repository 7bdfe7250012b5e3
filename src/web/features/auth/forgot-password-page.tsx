// /forgot-password: asks for the email address and sends a reset link. The confirmation is the
// same whether or not the address has an account.
import { ArrowLeft, CircleAlert, KeyRound, MailCheck } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { forgotPasswordRequestSchema } from '../../../shared/auth';
import { Button, buttonClasses } from '../../components/ui/button';
import { Field, FormAlert } from '../../components/ui/field';
import { EmailInput } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import {
  focusFirstInvalid,
  serverFieldErrors,
  zodFieldErrors,
  type FieldErrors,
} from '../../lib/form-errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useForgotPassword } from './api/forgot-password';
import { AuthCard } from './components/auth-card';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const formRef = useRef<HTMLFormElement>(null);
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = forgotPasswordRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    try {
      await forgot.mutateAsync(parsed.data);
    } catch (err) {
      const message = errorMessage(err);
      setFormError(message);
      setErrors(serverFieldErrors(err));
      toast.error(message);
    }
  };

  const backToSignIn = (
    <Link to="/login" className={buttonClasses({ variant: 'ghost', className: 'w-full' })}>
      <ArrowLeft aria-hidden />
      Back to Sign In
    </Link>
  );

  if (forgot.isSuccess) {
    return (
      <AuthCard
        icon={<MailCheck aria-hidden />}
        title="Check your email"
        description={
          <p role="status">
            {forgot.data.message} The link is valid for 1 hour. If nothing arrives, check your spam folder.
          </p>
        }
      >
        <div className="flex flex-col gap-2">
          <Button variant="outline" className="w-full" onClick={() => forgot.reset()}>
            Use another address
          </Button>
          {backToSignIn}
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={<KeyRound aria-hidden />}
      title="Forgot your password?"
      description="Enter the email address of your account and we’ll send you a link to choose a new password."
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {formError && (
          <FormAlert>
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{formError}</span>
          </FormAlert>
        )}
        <Field label="Email" error={errors.email}>
          {(control) => (
            <EmailInput
              {...control}
              name="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
            />
          )}
        </Field>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={forgot.isPending}
          aria-busy={forgot.isPending}
        >
          {forgot.isPending ? (
            <>
              <Spinner label="Sending" className="[&_svg]:size-4" />
              Sending link…
            </>
          ) : (
            'Send reset link'
          )}
        </Button>
        {backToSignIn}
      </form>
    </AuthCard>
  );
}
