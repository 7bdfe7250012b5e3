// /reset-password/:token: choose a new password with the emailed single-use link. On success the
// user's other sessions are ended by the server and the page offers to sign in.
import { CircleAlert, CircleCheck, LockKeyhole } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PASSWORD_RULES, type PasswordComplexity } from '../../../shared/settings';
import { Button, buttonClasses } from '../../components/ui/button';
import { Field, FormAlert } from '../../components/ui/field';
import { PasswordInput, PasswordRuleHint } from '../../components/ui/password-input';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, errorMessage } from '../../lib/api-client';
import { focusFirstInvalid, type FieldErrors } from '../../lib/form-errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useResetPassword } from './api/reset-password';
import { AuthCard } from './components/auth-card';
import { MESSAGES } from '../../../shared/messages';

export function ResetPasswordPage({ passwordComplexity }: { passwordComplexity: PasswordComplexity }) {
  const { token = '' } = useParams();
  // An administrator's invitation (?invite=1) uses this page to set the first password.
  const invited = useSearchParams()[0].get('invite') === '1';
  useDocumentTitle(invited ? 'Set your password' : 'Choose a new password');
  const formRef = useRef<HTMLFormElement>(null);
  const reset = useResetPassword();
  const rule = PASSWORD_RULES[passwordComplexity];
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<{ message: string; expired: boolean } | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const next: FieldErrors = {};
    if (!password) next.password = 'Please enter a new password';
    else if (!rule.test(password)) next.password = `Password too weak. ${rule.description}`;
    if (!next.password && confirm !== password) next.confirm = MESSAGES.passwordsDoNotMatch;
    setErrors(next);
    if (Object.keys(next).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      await reset.mutateAsync({ token, password });
      toast.success(invited ? 'Your password is set.' : 'Your password has been reset.');
    } catch (err) {
      const message = errorMessage(err);
      const expired = err instanceof ApiError && err.code === 'gone';
      setFormError({ message, expired });
      if (err instanceof ApiError && err.fields?.password) setErrors({ password: err.fields.password });
      toast.error(message);
    }
  };

  if (reset.isSuccess) {
    return (
      <AuthCard
        icon={<CircleCheck aria-hidden />}
        title={invited ? 'Password set' : 'Password reset'}
        description={
          <p role="status">{invited ? 'Your account is ready. You can sign in now.' : reset.data.message}</p>
        }
      >
        <Link to="/login" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
          Sign In
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={<LockKeyhole aria-hidden />}
      title={invited ? 'Set your password' : 'Choose a new password'}
      description={
        invited
          ? 'An administrator created your account. Choose a password to finish setting it up.'
          : 'Your new password replaces the old one and signs you out on your other devices.'
      }
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {formError && (
          <FormAlert>
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              {formError.message}
              {formError.expired && (
                <>
                  {' '}
                  <Link to="/forgot-password" className="font-semibold underline underline-offset-4">
                    Request a new link
                  </Link>
                </>
              )}
            </span>
          </FormAlert>
        )}
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly />
        <Field
          label="New password"
          error={errors.password}
          hint={<PasswordRuleHint description={rule.description} satisfied={rule.test(password)} />}
        >
          {(control) => (
            <PasswordInput
              {...control}
              name="new-password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          )}
        </Field>
        <Field label="Confirm new password" error={errors.confirm}>
          {(control) => (
            <PasswordInput
              {...control}
              name="confirm-password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              required
            />
          )}
        </Field>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={reset.isPending}
          aria-busy={reset.isPending}
        >
          {reset.isPending ? (
            <>
              <Spinner label="Saving" className="[&_svg]:size-4" />
              Saving…
            </>
          ) : invited ? (
            'Set password'
          ) : (
            'Reset password'
          )}
        </Button>
      </form>
    </AuthCard>
  );
}
