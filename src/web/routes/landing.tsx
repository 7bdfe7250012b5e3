// Route module for /: gives the landing feature what it needs from the session and the settings.
// (Features don't import each other; the app layer composes them.)
import { LandingPage } from '../features/landing/landing-page';
import { useSession } from '../features/auth/api/get-session';
import { usePublicSettings } from '../features/settings/api/get-public-settings';

export function LandingRoute() {
  const { user } = useSession();
  const { data: settings } = usePublicSettings();
  return (
    <LandingPage
      signedIn={user !== null}
      currentPlan={user?.plan ?? null}
      userCount={settings?.userCount ?? null}
    />
  );
}
