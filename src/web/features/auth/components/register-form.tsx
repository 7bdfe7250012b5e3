// The Create Account tab: full name, email, a password checked live against the administrator's
// complexity rule, and the terms box.
import { CircleAlert } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { registerRequestSchema } from '../../../../shared/auth';
import { MESSAGES } from '../../../../shared/messages';
import { PASSWORD_RULES, type PasswordComplexity } from '../../../../shared/settings';
import { useCaptcha } from '../../../components/captcha/use-captcha';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field, FieldError, FormAlert } from '../../../components/ui/field';
import { EmailInput, Input } from '../../../components/ui/input';
import { PasswordInput, PasswordRuleHint } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import {
  focusFirstInvalid,
  serverFieldErrors,
  zodFieldErrors,
  type FieldErrors,
} from '../../../lib/form-errors';
import { useRegister } from '../api/register';

/** On success the new session is stored; the page then moves on to `next`. */
export function RegisterForm({
  passwordComplexity,
  captcha = false,
}: {
  passwordComplexity: PasswordComplexity;
  /** The administrator's proof-of-work captcha is on. */
  captcha?: boolean;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const robot = useCaptcha(captcha);
  const register = useRegister();
  const rule = PASSWORD_RULES[passwordComplexity];
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = registerRequestSchema.safeParse({ name, email, password, acceptTerms });
    const next: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (!next.password && password && !rule.test(password))
      next.password = `Password too weak. ${rule.description}`;
    if (!parsed.success || Object.keys(next).length > 0) {
      setErrors(next);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    try {
      await register.mutateAsync({ ...parsed.data, captcha: robot ? await robot.token() : undefined });
      toast.success(MESSAGES.accountCreated);
    } catch (err) {
      robot?.reset();
      const message = errorMessage(err, MESSAGES.genericAuthError);
      setFormError(message);
      setErrors(serverFieldErrors(err));
      toast.error(message);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-label="Create Account"
    >
      {formError && (
        <FormAlert>
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {formError}
            {errors.email && /already exists/i.test(formError) && (
              <>
                {' '}
                <Link to="/login" className="font-semibold underline underline-offset-4">
                  Sign in
                </Link>
              </>
            )}
          </span>
        </FormAlert>
      )}
      <Field label="Full name" error={errors.name}>
        {(control) => (
          <Input
            {...control}
            name="name"
            autoComplete="name"
            placeholder="Dana Levi"
            value={name}
            onChange={(e) => setName(e.target.value)}
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
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
        )}
      </Field>
      <Field
        label="Password"
        error={errors.password}
        hint={<PasswordRuleHint description={rule.description} satisfied={rule.test(password)} />}
      >
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        )}
      </Field>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-start gap-2.5">
          <Checkbox
            id="accept-terms"
            className="mt-0.5"
            checked={acceptTerms}
            onCheckedChange={(checked) => setAcceptTerms(checked === true)}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? 'accept-terms-error' : undefined}
          />
          <label htmlFor="accept-terms" className="text-foreground text-sm leading-snug select-none">
            I agree to the{' '}
            <Link
              to="/terms"
              target="_blank"
              className="text-brand font-medium underline-offset-4 hover:underline"
            >
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link
              to="/privacy"
              target="_blank"
              className="text-brand font-medium underline-offset-4 hover:underline"
            >
              Privacy Policy
            </Link>
          </label>
        </div>
        {errors.acceptTerms && <FieldError id="accept-terms-error">{errors.acceptTerms}</FieldError>}
      </div>
      {robot?.field}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={register.isPending}
        aria-busy={register.isPending}
      >
        {register.isPending ? (
          <>
            <Spinner label="Creating your account" className="[&_svg]:size-4" />
            Creating account…
          </>
        ) : (
          'Create Account'
        )}
      </Button>
    </form>
  );
}
