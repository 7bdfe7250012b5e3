// Route module for /dashboard: the dashboard feature's frame with the documents feature's list and
// the plan panel (usage from the profile, Upgrade from the upgrade feature). A PDF a visitor dropped
// on the landing page before signing in continues to the upload flow from here.
import { useQueryClient } from '@tanstack/react-query';
import { FilePlus2 } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { DOCUMENT_TEXTS } from '../../shared/messages';
import { buttonClasses } from '../components/ui/button';
import { useSession } from '../features/auth/api/get-session';
import { PlanPanel } from '../features/dashboard/components/plan-panel';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { DocumentList } from '../features/documents/components/document-list';
import { profileQueryKey, useProfile } from '../features/profile/api/get-profile';
import { UpgradeButton } from '../features/upgrade/components/upgrade-button';
import { takePendingUpload } from '../lib/pending-upload';

const FILTERS = ['all', 'pending', 'completed', 'draft'] as const;

/** After sign-in or registration, a PDF kept from the landing page goes on to the upload page. */
function usePendingUploadHandOver() {
  const navigate = useNavigate();
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    void takePendingUpload().then((file) => {
      if (file) void navigate('/document-upload', { state: { file } });
    });
  }, [navigate]);
}

export function DashboardRoute() {
  usePendingUploadHandOver();
  const { user } = useSession();
  const profile = useProfile();
  const queryClient = useQueryClient();
  const refreshUsage = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: profileQueryKey }),
    [queryClient],
  );
  const plan = profile.data?.user.plan ?? user?.plan ?? 'free';

  return (
    <DashboardPage
      userName={user?.name ?? ''}
      documents={
        <DocumentList
          scope="mine"
          filters={FILTERS}
          title="My Documents"
          reminderSuccess={DOCUMENT_TEXTS.reminderSent}
          onDeleted={refreshUsage}
          emptyAction={
            <Link to="/document-upload" className={buttonClasses()}>
              <FilePlus2 aria-hidden />
              Upload Document
            </Link>
          }
        />
      }
      plan={
        <PlanPanel
          planId={plan}
          usage={profile.data?.usage}
          upgradeAction={<UpgradeButton currentPlan={plan} variant="outline" className="w-full" />}
        />
      }
    />
  );
}
