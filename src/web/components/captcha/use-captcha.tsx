// The proof-of-work captcha for the sign-in and registration forms: when the administrator has it
// on, a challenge is fetched and solved in the background as soon as the form shows; the form asks
// for the token on submit (waiting if the work is not done yet), and a used token is replaced.
import { Bot, CircleCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { CAPTCHA_MESSAGES, encodeCaptcha, type CaptchaChallenge } from '../../../shared/captcha';
import { api } from '../../lib/api-client';
import { Spinner } from '../ui/spinner';
import { solveChallenge } from './solve-challenge';

type State = 'idle' | 'working' | 'done' | 'error';

async function fetchAndSolve(signal: AbortSignal): Promise<string> {
  const challenge = await api.get<CaptchaChallenge>('/api/auth/captcha', { signal });
  const nonce = await solveChallenge(challenge, signal);
  return encodeCaptcha({ ...challenge, nonce });
}

export interface Captcha {
  field: ReactNode;
  token: () => Promise<string | undefined>;
  reset: () => void;
}

export function useCaptcha(enabled: boolean): Captcha | undefined {
  const [state, setState] = useState<State>('idle');
  const [round, setRound] = useState(0);
  const pending = useRef<Promise<string> | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState('working');
    const work = fetchAndSolve(controller.signal);
    pending.current = work;
    work.then(
      () => !controller.signal.aborted && setState('done'),
      () => !controller.signal.aborted && setState('error'),
    );
    return () => controller.abort();
  }, [enabled, round]);

  const reset = useCallback(() => setRound((r) => r + 1), []);
  const token = useCallback(async () => {
    if (!pending.current) return undefined;
    try {
      return await pending.current;
    } catch {
      return undefined;
    }
  }, []);

  if (!enabled) return undefined;
  const field = (
    <div
      className="border-border bg-surface-2 flex items-center gap-3 rounded-lg border px-3.5 py-2.5 text-sm"
      role="status"
      aria-live="polite"
    >
      {state === 'done' ? (
        <CircleCheck className="text-success size-5 shrink-0" aria-hidden />
      ) : state === 'error' ? (
        <Bot className="text-danger size-5 shrink-0" aria-hidden />
      ) : (
        <Spinner className="text-muted-foreground [&_svg]:size-5" label="Checking" />
      )}
      <span className="flex-1">
        {state === 'done'
          ? 'You are verified as human.'
          : state === 'error'
            ? CAPTCHA_MESSAGES.invalid
            : 'Checking that you are not a robot…'}
      </span>
      {state === 'error' && (
        <button
          type="button"
          onClick={reset}
          className="text-brand text-sm font-medium underline-offset-4 hover:underline"
        >
          Try again
        </button>
      )}
    </div>
  );
  return { field, token, reset };
}
