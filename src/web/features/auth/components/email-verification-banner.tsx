// Shown to a signed-in user whose address is not confirmed yet, with a button that sends a new link.
import { MailWarning } from 'lucide-react';
import { toast } from 'sonner';
import type { SessionUser } from '../../../../shared/auth';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useResendVerification } from '../api/resend-verification';

export function EmailVerificationBanner({ user }: { user: Pick<SessionUser, 'email' | 'emailVerified'> }) {
  const resend = useResendVerification();
  if (user.emailVerified) return null;
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (data) => toast.success(data.message),
      onError: (err) => toast.error(errorMessage(err)),
    });
  return (
    <div
      role="region"
      aria-label="Email confirmation"
      className="border-warning/30 bg-warning-soft flex flex-col gap-3 rounded-xl border px-4 py-3.5 sm:flex-row sm:items-center"
    >
      <MailWarning className="text-warning size-5 shrink-0" aria-hidden />
      <p className="text-foreground flex-1 text-sm">
        <span className="font-semibold">Please confirm your email address.</span>{' '}
        <span className="text-muted-foreground">
          We sent a confirmation link to <span className="text-foreground font-medium">{user.email}</span>.
        </span>
      </p>
      <Button
        variant="outline"
        size="sm"
        onClick={onResend}
        disabled={resend.isPending || resend.isSuccess}
        aria-busy={resend.isPending}
      >
        {resend.isPending && <Spinner label="Sending" className="[&_svg]:size-3.5" />}
        {resend.isSuccess ? 'Link sent' : 'Resend'}
      </Button>
    </div>
  );
}
