// Route module for /profile: composes the profile feature with the upgrade dialog, the email
// confirmation banner and the session (features don't import each other; the app layer does).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SessionResponse, SessionUser } from '../../shared/auth';
import type { PlanId } from '../../shared/plans';
import { sessionQueryKey } from '../features/auth/api/get-session';
import { EmailVerificationBanner } from '../features/auth/components/email-verification-banner';
import { NotificationPrefsCard } from '../features/notifications/components/notification-prefs-card';
import { DevelopersPanel } from '../features/developers/developers-panel';
import { ProfilePage } from '../features/profile/profile-page';
import { usePublicSettings } from '../features/settings/api/get-public-settings';
import { SavedSignaturesCard } from '../features/signatures/components/saved-signatures-card';
import { UpgradeButton } from '../features/upgrade/components/upgrade-button';

const renderUpgrade = (plan: PlanId) => <UpgradeButton currentPlan={plan} className="w-full" />;
const renderNotice = (user: SessionUser) => <EmailVerificationBanner user={user} />;
const renderSignatureTab = (user: SessionUser) => (
  <>
    <SavedSignaturesCard title="Your signatures" defaultName={user.name} />
    <div className="max-w-3xl">
      <NotificationPrefsCard />
    </div>
  </>
);

const renderDevelopersTab = (user: SessionUser) => (
  <DevelopersPanel upgradeAction={<UpgradeButton currentPlan={user.plan} className="w-full" />} />
);

export function ProfileRoute() {
  const queryClient = useQueryClient();
  const { data: settings } = usePublicSettings();
  const onUserChange = useCallback(
    (user: SessionUser) => queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user }),
    [queryClient],
  );
  // The guard then sends the visitor to /login?next=/profile….
  const onSessionEnded = useCallback(
    () => queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: null }),
    [queryClient],
  );
  return (
    <ProfilePage
      passwordComplexity={settings?.passwordComplexity ?? 'medium'}
      renderUpgrade={renderUpgrade}
      renderNotice={renderNotice}
      onUserChange={onUserChange}
      onSessionEnded={onSessionEnded}
      renderSignatureTab={renderSignatureTab}
      renderDevelopersTab={renderDevelopersTab}
    />
  );
}
