// Layout route for signed-in pages (/profile, and later /dashboard, /documents, /document/*…):
// a visitor without a session goes to /login?next=<this page>, and comes back after signing in.
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../api/get-session';
import { loginPathFor } from '../safe-next-path';

export function RequireSession() {
  const location = useLocation();
  const { user, isPending } = useSession();
  if (isPending) {
    return (
      <div className="flex flex-1 items-center justify-center py-24">
        <Spinner className="text-muted-foreground" label="Checking your session" />
      </div>
    );
  }
  if (!user) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return <Outlet />;
}
