// Google and Facebook sign-in, shown only for the providers the administrator has set up. Each
// button is a plain link: the server runs the OAuth flow and sends the browser back to `next`.
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { FacebookIcon, GoogleIcon } from './provider-icons';

export function SocialSignIn({
  google,
  facebook,
  next,
  className,
}: {
  google: boolean;
  facebook: boolean;
  next: string;
  className?: string;
}) {
  if (!google && !facebook) return null;
  const href = (provider: string) => `/api/auth/oauth/${provider}/start?next=${encodeURIComponent(next)}`;
  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <div className="text-muted-foreground flex items-center gap-3 text-xs font-medium">
        <span className="bg-border h-px flex-1" aria-hidden />
        or continue with
        <span className="bg-border h-px flex-1" aria-hidden />
      </div>
      <div className={google && facebook ? 'grid grid-cols-2 gap-3' : 'grid'}>
        {google && (
          <a href={href('google')} className={buttonClasses({ variant: 'outline' })}>
            <GoogleIcon />
            Google
          </a>
        )}
        {facebook && (
          <a href={href('facebook')} className={buttonClasses({ variant: 'outline' })}>
            <FacebookIcon />
            Facebook
          </a>
        )}
      </div>
    </div>
  );
}
