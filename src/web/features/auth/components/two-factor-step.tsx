// After Google or Facebook vouched for the person (/login?twoFactor=google): the account's code from
// the authenticator app, then the session starts and the page moves on to `next`.
import { Smartphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MESSAGES } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert } from '../../../components/ui/field';
import { CodeInput } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useTwoFactorSignIn } from '../api/two-factor-sign-in';

const PROVIDERS: Record<string, string> = { google: 'Google', facebook: 'Facebook' };

export function TwoFactorStep({ provider }: { provider: string }) {
  const verify = useTwoFactorSignIn();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const name = PROVIDERS[provider] ?? provider;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError('Enter the 6-digit code from your authenticator app');
      return;
    }
    setError(null);
    try {
      await verify.mutateAsync(code);
      toast.success(
        provider === 'facebook' ? MESSAGES.loginFacebookSucceeded : MESSAGES.loginGoogleSucceeded,
      );
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="flex flex-col gap-5"
      aria-label="Two-factor sign-in"
    >
      <FormAlert tone="info">
        <Smartphone className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {name} confirmed who you are. Your account also asks for the code from your authenticator app.
        </span>
      </FormAlert>
      <Field label="Authentication code" error={error}>
        {(control) => (
          <CodeInput {...control} name="totp" maxLength={6} autoFocus value={code} onValueChange={setCode} />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={verify.isPending}>
        {verify.isPending && <Spinner label="Checking" className="[&_svg]:size-4" />}
        Verify and sign in
      </Button>
    </form>
  );
}
