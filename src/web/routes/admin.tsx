// Route modules for /admin/*: the administrator area composed with the session, the public settings
// and the captcha. A visitor gets the admin login, a signed-in non-administrator the not-found
// screen (the server answers them 404 as well), an administrator the area.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ADMIN_MESSAGES } from '../../shared/admin';
import type { SessionResponse, SessionUser } from '../../shared/auth';
import { NotFoundPage } from '../app-shell/not-found-page';
import { useCaptcha } from '../components/captcha/use-captcha';
import { Spinner } from '../components/ui/spinner';
import { AdminApiKeysPage } from '../features/admin/admin-api-keys-page';
import { AdminClientsPage } from '../features/admin/admin-clients-page';
import { AdminDashboardPage } from '../features/admin/admin-dashboard-page';
import { AdminDocumentsPage } from '../features/admin/admin-documents-page';
import { AdminLoginPage } from '../features/admin/admin-login-page';
import { AdminLogsPage } from '../features/admin/admin-logs-page';
import { AdminSettingsPage } from '../features/admin/admin-settings-page';
import { AdminUserPage } from '../features/admin/admin-user-page';
import { AdminUsersPage } from '../features/admin/admin-users-page';
import { AdminWebhooksPage } from '../features/admin/admin-webhooks-page';
import { useAdminLogout } from '../features/admin/api/admin-session';
import { AdminLayout } from '../features/admin/components/admin-layout';
import { sessionQueryKey, useSession } from '../features/auth/api/get-session';
import { usePublicSettings } from '../features/settings/api/get-public-settings';
import { errorMessage } from '../lib/api-client';

export function AdminRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user, isPending } = useSession();
  const { data: settings } = usePublicSettings();
  const captcha = useCaptcha(!user && !!settings?.captcha);
  const logout = useAdminLogout();

  const setUser = (next: SessionUser | null) => {
    // Whatever was cached belonged to the previous session.
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' && q.queryKey[0] !== 'settings' });
    queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: next });
  };

  if (isPending) {
    return (
      <div className="flex flex-1 items-center justify-center py-24">
        <Spinner className="text-muted-foreground" label="Checking your session" />
      </div>
    );
  }
  if (!user) return <AdminLoginPage onSignedIn={setUser} captcha={captcha} />;
  if (user.role !== 'admin') return <NotFoundPage />;
  return (
    <AdminLayout
      loggingOut={logout.isPending}
      onLogout={() =>
        logout.mutate(undefined, {
          onSuccess: () => {
            setUser(null);
            toast.success(ADMIN_MESSAGES.loggedOut);
            void navigate('/admin', { replace: true });
          },
          onError: (err) => toast.error(errorMessage(err)),
        })
      }
    />
  );
}

function useAdmin(): SessionUser {
  return useSession().user!;
}

export const AdminDashboardRoute = AdminDashboardPage;
export const AdminLogsRoute = AdminLogsPage;
export const AdminWebhooksRoute = AdminWebhooksPage;
export const AdminApiKeysRoute = AdminApiKeysPage;

export function AdminUsersRoute() {
  return <AdminUsersPage currentUserId={useAdmin().id} />;
}

export function AdminUserRoute() {
  return <AdminUserPage currentUserId={useAdmin().id} />;
}

export function AdminDocumentsRoute() {
  const { data: settings } = usePublicSettings();
  return <AdminDocumentsPage maxUploadSizeMb={settings?.maxUploadSizeMb ?? 20} />;
}

export function AdminClientsRoute() {
  return <AdminClientsPage currentOrganisationId={null} />;
}

export function AdminSettingsRoute() {
  return <AdminSettingsPage adminEmail={useAdmin().email} />;
}
