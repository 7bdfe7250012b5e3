// The header. The session decides which one shows (PRODUCT.md §3): signed-in menus with a session,
// the public header without; a signer on /sign/* without a session sees only the logo and theme.
import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Logo } from '../components/ui/logo';
import { useSession } from '../features/auth/api/get-session';
import { useLogout } from '../features/auth/api/logout';
import { usePublicSettings } from '../features/settings/api/get-public-settings';
import { errorMessage } from '../lib/api-client';
import { cn } from '../lib/cn';
import { PublicNav } from './public-nav';
import { ThemeToggle } from './theme-toggle';
import { useScrolled } from './use-scrolled';

// Visitors never download the signed-in menus (Radix dropdowns and their positioning code).
const SignedInNav = lazy(() => import('./signed-in-nav').then((m) => ({ default: m.SignedInNav })));

function ThemeOnly() {
  return (
    <div className="ml-auto flex items-center">
      <ThemeToggle />
    </div>
  );
}

export function SiteHeader() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user, isPending } = useSession();
  const { data: settings } = usePublicSettings();
  const scrolled = useScrolled(10);
  const logout = useLogout({ onSuccess: () => navigate('/login') });
  const minimal = !user && pathname.startsWith('/sign/');

  const handleLogout = () => {
    logout.mutate(undefined, { onError: (err) => toast.error(errorMessage(err)) });
  };

  return (
    <header
      data-scrolled={scrolled || undefined}
      className={cn(
        'sticky top-0 z-40 w-full border-b transition-[background-color,border-color,box-shadow] duration-200',
        scrolled
          ? 'bg-header border-border shadow-sm shadow-black/[0.03] backdrop-blur-xl backdrop-saturate-150'
          : 'bg-background border-transparent',
      )}
    >
      <div
        className={cn(
          'mx-auto flex max-w-7xl items-center gap-4 px-4 transition-[height] duration-200 sm:px-6 lg:px-8',
          scrolled ? 'h-14' : 'h-16',
        )}
      >
        <Link to={user ? '/dashboard' : '/'} className="flex shrink-0 items-center rounded-md">
          <Logo compact={scrolled} name={settings?.siteName} />
        </Link>
        {minimal || isPending ? (
          <ThemeOnly />
        ) : user ? (
          <Suspense fallback={<ThemeOnly />}>
            <SignedInNav user={user} onLogout={handleLogout} />
          </Suspense>
        ) : (
          <PublicNav />
        )}
      </div>
    </header>
  );
}
