// /admin for a visitor: the administrator login (spec: email and password both required, Login /
// Logging in..., 'Invalid credentials', 'Login successful'). The server checks the admin role and
// applies the normal lock-out, two-factor and captcha rules; no credentials live in the client.
import { CircleAlert, ShieldCheck } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { ADMIN_MESSAGES } from '../../../shared/admin';
import type { SessionUser } from '../../../shared/auth';
import { Button } from '../../components/ui/button';
import { Field, FormAlert } from '../../components/ui/field';
import { CodeInput, EmailInput } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, errorMessage } from '../../lib/api-client';
import { focusFirstInvalid, type FieldErrors } from '../../lib/form-errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAdminLogin } from './api/admin-session';

export interface AdminLoginPageProps {
  onSignedIn: (user: SessionUser) => void;
  /** The captcha, when the administrator has turned it on: returns the solved token. */
  captcha?: { field: ReactNode; token: () => Promise<string | undefined>; reset: () => void };
}

export function AdminLoginPage({ onSignedIn, captcha }: AdminLoginPageProps) {
  useDocumentTitle('Admin Login');
  const formRef = useRef<HTMLFormElement>(null);
  const login = useAdminLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const next: FieldErrors = {};
    if (!email.trim()) next.email = ADMIN_MESSAGES.emailRequired;
    if (!password) next.password = ADMIN_MESSAGES.passwordRequired;
    if (needsCode && !/^\d{6}$/.test(totp.trim()))
      next.totp = 'Enter the 6-digit code from your authenticator app';
    setErrors(next);
    if (Object.keys(next).length) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      const { user } = await login.mutateAsync({
        email: email.trim(),
        password,
        remember: false,
        ...(needsCode ? { totp: totp.trim() } : {}),
        captcha: captcha ? await captcha.token() : undefined,
      });
      toast.success(ADMIN_MESSAGES.loginSuccessful);
      onSignedIn(user);
    } catch (err) {
      captcha?.reset();
      if (err instanceof ApiError && err.code === 'two_factor_required') {
        setNeedsCode(true);
        setFormError(err.message);
        return;
      }
      // Wrong address or password, or not an administrator: the spec's one answer.
      const message =
        err instanceof ApiError && err.code === 'unauthenticated' && !err.fields?.totp
          ? ADMIN_MESSAGES.invalidCredentials
          : errorMessage(err);
      setFormError(message);
      if (err instanceof ApiError && err.fields?.totp) setErrors({ totp: err.fields.totp });
      toast.error(message);
    }
  };

  return (
    <div className="flex flex-1 items-start justify-center px-4 py-12 sm:py-20">
      <div className="border-border bg-surface w-full max-w-md rounded-2xl border p-6 shadow-xl shadow-black/[0.04] sm:p-8">
        <div className="flex flex-col items-center text-center">
          <span className="bg-brand-soft text-brand-soft-foreground flex size-12 items-center justify-center rounded-xl">
            <ShieldCheck className="size-6" aria-hidden />
          </span>
          <h1 className="mt-4 text-2xl font-semibold tracking-tight">Admin Login</h1>
          <p className="text-muted-foreground mt-2 text-sm">
            Sign in with an administrator account to manage this instance.
          </p>
        </div>
        <form
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          className="mt-7 flex flex-col gap-5"
          aria-label="Admin Login"
        >
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
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                required
              />
            )}
          </Field>
          <Field label="Password" error={errors.password}>
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
          {captcha?.field}
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={login.isPending}
            aria-busy={login.isPending}
          >
            {login.isPending ? (
              <>
                <Spinner label="Logging in" className="[&_svg]:size-4" />
                Logging in...
              </>
            ) : (
              'Login'
            )}
          </Button>
        </form>
        <p className="text-muted-foreground mt-6 text-center text-xs leading-relaxed">
          The first administrator comes from SIGNET_ADMIN_EMAIL and SIGNET_ADMIN_PASSWORD, or from{' '}
          <code className="font-mono">npm run create-admin</code>.
        </p>
      </div>
    </div>
  );
}
