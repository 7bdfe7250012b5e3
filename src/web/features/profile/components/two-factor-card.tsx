// Security tab: two-factor sign-in with an authenticator app. Set up shows a QR code (and the key
// to type in), a code from the app turns it on; a current code turns it off.
import { CircleCheck, Smartphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { TwoFactorSetup } from '../../../../shared/two-factor';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { CodeInput } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useDisableTwoFactor, useEnableTwoFactor, useStartTwoFactor, useTwoFactor } from '../api/two-factor';

function CodeForm({
  label,
  action,
  busy,
  onSubmit,
  tone = 'primary',
}: {
  label: string;
  action: string;
  busy: boolean;
  onSubmit: (code: string) => Promise<unknown>;
  tone?: 'primary' | 'outline';
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError('Enter the 6-digit code from your authenticator app');
      return;
    }
    setError(null);
    try {
      await onSubmit(code);
      setCode('');
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
      aria-label={action}
    >
      <Field label={label} error={error} className="sm:w-56">
        {(c) => <CodeInput {...c} maxLength={6} value={code} onValueChange={setCode} />}
      </Field>
      <Button type="submit" variant={tone} disabled={busy} className="sm:mt-[1.625rem]">
        {busy && <Spinner label="Checking" className="[&_svg]:size-4" />}
        {action}
      </Button>
    </form>
  );
}

export function TwoFactorCard() {
  const status = useTwoFactor();
  const start = useStartTwoFactor();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const enabled = status.data?.enabled ?? false;
  if (status.data && !status.data.required && !enabled) return null;

  return (
    <Card aria-labelledby="two-factor-title">
      <CardHeader
        titleId="two-factor-title"
        icon={<Smartphone aria-hidden />}
        title="Two-factor sign-in"
        description="Sign in with your password and a code from an authenticator app (Google Authenticator, 1Password, Authy…)."
        action={enabled ? <Badge tone="success">On</Badge> : <Badge>Off</Badge>}
      />
      <CardBody className="flex flex-col gap-5">
        {status.isPending ? (
          <Spinner className="text-muted-foreground" label="Loading" />
        ) : enabled ? (
          <>
            <p className="text-muted-foreground flex items-center gap-2 text-sm">
              <CircleCheck className="text-success size-4" aria-hidden />
              Your sign-in asks for a code from your authenticator app.
            </p>
            <CodeForm
              label="Current code"
              action="Turn off two-factor sign-in"
              tone="outline"
              busy={disable.isPending}
              onSubmit={async (code) => {
                const r = await disable.mutateAsync(code);
                toast.success(r.message);
              }}
            />
          </>
        ) : setup ? (
          <>
            <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
              <img
                src={setup.qrCode}
                alt="QR code to scan with your authenticator app"
                className="size-44 shrink-0 rounded-xl border bg-white p-2"
              />
              <div className="flex min-w-0 flex-col gap-2 text-sm">
                <p>1. Scan the QR code with your authenticator app.</p>
                <p className="text-muted-foreground">Or type this key into the app:</p>
                <code
                  className="bg-muted rounded-lg px-3 py-2 font-mono text-xs tracking-wider break-all"
                  data-testid="totp-secret"
                >
                  {setup.secret}
                </code>
                <p>2. Enter the 6-digit code the app shows.</p>
              </div>
            </div>
            <CodeForm
              label="Code from the app"
              action="Turn on"
              busy={enable.isPending}
              onSubmit={async (code) => {
                const r = await enable.mutateAsync(code);
                setSetup(null);
                toast.success(r.message);
              }}
            />
          </>
        ) : (
          <div>
            <Button
              onClick={() =>
                start.mutate(undefined, { onSuccess: setSetup, onError: (e) => toast.error(errorMessage(e)) })
              }
              disabled={start.isPending}
            >
              {start.isPending && <Spinner label="Starting" className="[&_svg]:size-4" />}
              Set up two-factor sign-in
            </Button>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
