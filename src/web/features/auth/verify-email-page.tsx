// /verify-email/:token: confirms the address as soon as the page opens. A used or expired link
// says so and, for a signed-in user, offers to send a new one.
import { CircleCheck, CircleX, MailQuestion } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from './api/get-session';
import { useResendVerification } from './api/resend-verification';
import { useVerifyEmail } from './api/verify-email';
import { AuthCard } from './components/auth-card';

export function VerifyEmailPage() {
  useDocumentTitle('Confirm your email');
  const { token = '' } = useParams();
  const { user } = useSession();
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  // The token is single-use: post it once, even when React runs the effect twice in development.
  const sent = useRef<string | null>(null);

  const { mutate } = verify;
  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    mutate({ token });
  }, [token, mutate]);

  if (verify.isSuccess) {
    return (
      <AuthCard
        icon={<CircleCheck aria-hidden />}
        title="Email confirmed"
        description={
          <p role="status">
            {verify.data.message} <span className="text-foreground font-medium">{verify.data.email}</span>
          </p>
        }
      >
        <Link
          to={user ? '/profile' : '/login'}
          className={buttonClasses({ size: 'lg', className: 'w-full' })}
        >
          {user ? 'Go to your profile' : 'Sign In'}
        </Link>
      </AuthCard>
    );
  }

  if (verify.isError) {
    const onResend = () =>
      resend.mutate(undefined, {
        onSuccess: (data) => toast.success(data.message),
        onError: (err) => toast.error(errorMessage(err)),
      });
    return (
      <AuthCard
        icon={<CircleX aria-hidden />}
        title="Link invalid or expired"
        description={
          <p role="alert">
            {errorMessage(verify.error, 'This verification link is invalid or has expired.')}
          </p>
        }
      >
        {user ? (
          user.emailVerified ? (
            <Link to="/profile" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
              Your email is already confirmed — go to your profile
            </Link>
          ) : (
            <Button
              size="lg"
              className="w-full"
              onClick={onResend}
              disabled={resend.isPending || resend.isSuccess}
              aria-busy={resend.isPending}
            >
              {resend.isPending ? <Spinner label="Sending" className="[&_svg]:size-4" /> : null}
              {resend.isSuccess ? 'New link sent' : 'Send a new confirmation link'}
            </Button>
          )
        ) : (
          <Link
            to={`/login?next=${encodeURIComponent('/profile')}`}
            className={buttonClasses({ size: 'lg', className: 'w-full' })}
          >
            Sign in to get a new link
          </Link>
        )}
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={<MailQuestion aria-hidden />}
      title="Confirming your email…"
      description="This takes a moment."
    >
      <div className="flex justify-center py-2">
        <Spinner className="text-muted-foreground" label="Confirming your email address" />
      </div>
    </AuthCard>
  );
}
