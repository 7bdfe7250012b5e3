// The PIN gate of a protected signing link: the server checks the PIN (hashed at rest) and counts
// wrong ones; the document itself is not served before it is passed.
import { LockKeyhole } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { SIGNING_TEXTS } from '../../../../shared/messages';
import type { SigningView } from '../../../../shared/signing';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useVerifySigningPin } from '../api/verify-signing-pin';
import type { SigningLinkParams } from '../api/get-signing-view';

export function PinGate({ view, link }: { view: SigningView; link: SigningLinkParams }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const verify = useVerifySigningPin(link);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [locked, setLocked] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pin) {
      setError(SIGNING_TEXTS.enterPassword);
      toast.error(SIGNING_TEXTS.enterPassword);
      inputRef.current?.focus();
      return;
    }
    verify.mutate(pin, {
      onSuccess: () => toast.success(SIGNING_TEXTS.passwordVerified),
      onError: (err) => {
        const message =
          err instanceof ApiError && err.status > 0 && err.status < 500
            ? err.message
            : SIGNING_TEXTS.passwordCheckFailed;
        if (err instanceof ApiError && err.status === 423) setLocked(message);
        else setError(message);
        toast.error(message);
        setPin('');
        inputRef.current?.focus();
      },
    });
  };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="pin-title"
        className="border-border bg-surface flex flex-col gap-5 rounded-2xl border p-6 shadow-xs sm:p-8"
      >
        <span className="bg-brand-soft text-brand-soft-foreground flex size-12 items-center justify-center rounded-full">
          <LockKeyhole className="size-6" aria-hidden />
        </span>
        <div>
          <h1 id="pin-title" className="text-foreground text-xl font-semibold tracking-tight">
            This document is protected
          </h1>
          <p className="text-muted-foreground mt-1.5 text-sm leading-relaxed">
            Enter the PIN {view.uploaderName} gave you to open “{view.name}”.
          </p>
        </div>
        {locked && <FormAlert>{locked}</FormAlert>}
        <Field label="PIN" error={error}>
          {(control) => (
            <Input
              {...control}
              ref={inputRef}
              value={pin}
              onChange={(e) => {
                setPin(e.target.value.replace(/\D/g, '').slice(0, 8));
                setError(null);
              }}
              type="password"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              autoFocus
              className="font-mono tracking-[0.3em]"
            />
          )}
        </Field>
        <Button type="submit" size="lg" disabled={verify.isPending}>
          {verify.isPending && <Spinner label="Checking the PIN" className="[&_svg]:size-5" />}
          Unlock document
        </Button>
        <p className="text-muted-foreground text-xs leading-relaxed">
          After 5 wrong tries the document is locked for 15 minutes. Ask {view.uploaderName} (
          {view.uploaderEmail}) if you do not have the PIN.
        </p>
      </form>
    </div>
  );
}
