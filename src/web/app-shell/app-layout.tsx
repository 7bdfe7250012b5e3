// The frame of every page: skip link, header, main landmark, footer, scroll handling and a thin
// progress bar while the next route's code loads.
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useSession } from '../features/auth/api/get-session';
import { SocialLoginNotice } from '../features/auth/components/social-login-notice';
import { usePublicSettings } from '../features/settings/api/get-public-settings';
import { DatePrefsProvider } from '../lib/dates';
import { setSiteName } from '../lib/use-document-title';
import { MaintenancePage } from './maintenance-page';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

function SkipLink() {
  return (
    <a
      href="#main"
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById('main');
        main?.focus();
        main?.scrollIntoView();
      }}
      className="bg-primary text-primary-foreground sr-only z-[60] rounded-lg px-4 py-2 text-sm font-medium shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  );
}

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden"
      role="progressbar"
      aria-label="Loading page"
    >
      <div className="bg-primary h-full w-1/3 animate-progress" />
    </div>
  );
}

/** Paths open during maintenance: signing in, and the administrator area. */
const OPEN_DURING_MAINTENANCE = /^\/(login|admin|forgot-password|reset-password)(\/|$)/;

export function AppLayout() {
  const { pathname } = useLocation();
  const { data: settings } = usePublicSettings();
  const { user } = useSession();
  useEffect(() => {
    if (!settings) return;
    setSiteName(settings.siteName);
    document.querySelector('meta[name="description"]')?.setAttribute('content', settings.siteDescription);
  }, [settings]);
  const maintenance =
    !!settings?.maintenance && user?.role !== 'admin' && !OPEN_DURING_MAINTENANCE.test(pathname);
  const admin = pathname === '/admin' || pathname.startsWith('/admin/');
  return (
    <DatePrefsProvider value={settings}>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <NavigationProgress />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
          {maintenance ? (
            <MaintenancePage siteName={settings.siteName} supportEmail={settings.supportEmail} />
          ) : (
            <Outlet />
          )}
        </main>
        {!admin && <SiteFooter />}
        <ScrollRestoration />
        <SocialLoginNotice />
      </div>
    </DatePrefsProvider>
  );
}
