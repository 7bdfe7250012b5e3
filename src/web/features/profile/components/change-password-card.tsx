// Change password: the current one (accounts created through Google or Facebook have none and may
// set one), the new one checked live against the administrator's rule, and a confirmation.
import { CircleAlert, KeyRound } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { PASSWORD_RULES, type PasswordComplexity } from '../../../../shared/settings';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardFooter, CardHeader } from '../../../components/ui/card';
import { Field, FormAlert } from '../../../components/ui/field';
import { PasswordInput, PasswordRuleHint } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { focusFirstInvalid, serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { MESSAGES } from '../../../../shared/messages';

export function ChangePasswordCard({
  email,
  hasPassword,
  passwordComplexity,
}: {
  email: string;
  hasPassword: boolean;
  passwordComplexity: PasswordComplexity;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const change = useChangePassword();
  const rule = PASSWORD_RULES[passwordComplexity];
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const next: FieldErrors = {};
    if (hasPassword && !currentPassword) next.currentPassword = 'Please enter your current password';
    if (!newPassword) next.newPassword = 'Please enter a new password';
    else if (!rule.test(newPassword)) next.newPassword = `Password too weak. ${rule.description}`;
    if (!next.newPassword && confirm !== newPassword) next.confirm = MESSAGES.passwordsDoNotMatch;
    setErrors(next);
    if (Object.keys(next).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      const { message } = await change.mutateAsync({ currentPassword, newPassword });
      setCurrent('');
      setNew('');
      setConfirm('');
      toast.success(message);
    } catch (err) {
      const message = errorMessage(err);
      setFormError(message);
      setErrors(serverFieldErrors(err));
      toast.error(message);
      focusFirstInvalid(formRef.current);
    }
  };

  return (
    <Card aria-labelledby="password-title">
      <CardHeader
        titleId="password-title"
        icon={<KeyRound aria-hidden />}
        title={hasPassword ? 'Change password' : 'Set a password'}
        description={
          hasPassword
            ? 'Changing your password signs you out on every other device.'
            : 'You signed up with a social account. Set a password to also sign in with your email address.'
        }
      />
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <CardBody className="flex flex-col gap-5">
          {formError && (
            <FormAlert>
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>{formError}</span>
            </FormAlert>
          )}
          {/* Lets password managers file the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={email} hidden readOnly />
          {hasPassword && (
            <Field label="Current password" error={errors.currentPassword} className="sm:max-w-sm">
              {(control) => (
                <PasswordInput
                  {...control}
                  name="current-password"
                  autoComplete="current-password"
                  value={currentPassword}
                  onChange={(e) => setCurrent(e.target.value)}
                  required
                />
              )}
            </Field>
          )}
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label="New password"
              error={errors.newPassword}
              hint={<PasswordRuleHint description={rule.description} satisfied={rule.test(newPassword)} />}
            >
              {(control) => (
                <PasswordInput
                  {...control}
                  name="new-password"
                  autoComplete="new-password"
                  value={newPassword}
                  onChange={(e) => setNew(e.target.value)}
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
          </div>
        </CardBody>
        <CardFooter>
          <Button type="submit" disabled={change.isPending} aria-busy={change.isPending}>
            {change.isPending && <Spinner label="Saving" className="[&_svg]:size-4" />}
            {hasPassword ? 'Update password' : 'Set password'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
