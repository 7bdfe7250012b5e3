// The Sign In tab: email, password, remember me (on by default: a 30-day session; off: the
// session ends with the browser), a link to reset the password.
import { CircleAlert } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { loginRequestSchema } from '../../../../shared/auth';
import { MESSAGES } from '../../../../shared/messages';
import { useCaptcha } from '../../../components/captcha/use-captcha';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field, FormAlert } from '../../../components/ui/field';
import { CodeInput, EmailInput } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import {
  focusFirstInvalid,
  serverFieldErrors,
  zodFieldErrors,
  type FieldErrors,
} from '../../../lib/form-errors';
import { useLogin } from '../api/login';

/** On success the new session is stored; the page then moves on to `next`. */
export function SignInForm({ captcha = false }: { captcha?: boolean }) {
  const formRef = useRef<HTMLFormElement>(null);
  const login = useLogin();
  const robot = useCaptcha(captcha);
  // Asked for once the server says the account uses two-factor sign-in.
  const [needsCode, setNeedsCode] = useState(false);
  const [totp, setTotp] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = loginRequestSchema.safeParse({
      email,
      password,
      remember,
      ...(needsCode ? { totp: totp.trim() } : {}),
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    try {
      await login.mutateAsync({ ...parsed.data, captcha: robot ? await robot.token() : undefined });
      toast.success(MESSAGES.loggedIn);
    } catch (err) {
      robot?.reset();
      if (err instanceof ApiError && err.code === 'two_factor_required') {
        setNeedsCode(true);
        setFormError(err.message);
        return;
      }
      const message = errorMessage(err, MESSAGES.genericAuthError);
      setFormError(message);
      setErrors(serverFieldErrors(err));
      toast.error(message);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Sign In">
      {formError && (
        <FormAlert tone={needsCode && !errors.totp ? 'info' : 'danger'}>
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{formError}</span>
        </FormAlert>
      )}
      <Field label="Email" error={errors.email}>
        {(control) => (
          <EmailInput
            {...control}
            name="email"
            autoComplete="username"
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
        labelAside={
          <Link
            to="/forgot-password"
            className="text-brand text-sm font-medium underline-offset-4 hover:underline"
          >
            Forgot password?
          </Link>
        }
      >
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        )}
      </Field>
      {needsCode && (
        <Field
          label="Authentication code"
          error={errors.totp}
          hint="The 6-digit code your authenticator app shows now."
        >
          {(control) => (
            <CodeInput
              {...control}
              name="totp"
              maxLength={6}
              autoFocus
              value={totp}
              onValueChange={setTotp}
            />
          )}
        </Field>
      )}
      {robot?.field}
      <div className="flex items-center gap-2.5">
        <Checkbox
          id="remember-me"
          checked={remember}
          onCheckedChange={(checked) => setRemember(checked === true)}
        />
        <label htmlFor="remember-me" className="text-foreground cursor-pointer text-sm select-none">
          Remember me for 30 days
        </label>
      </div>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={login.isPending}
        aria-busy={login.isPending}
      >
        {login.isPending ? (
          <>
            <Spinner label="Signing in" className="[&_svg]:size-4" />
            Signing in…
          </>
        ) : (
          'Sign In'
        )}
      </Button>
    </form>
  );
}
