// After social sign-in the server sends the browser back with ?login=google|facebook on whatever
// page it started from. Say so once, then drop the flag from the address so a reload stays quiet.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES } from '../../../../shared/messages';

const SUCCESS = {
  google: MESSAGES.loginGoogleSucceeded,
  facebook: MESSAGES.loginFacebookSucceeded,
} as const;

export function SocialLoginNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const provider = params.get('login');
    if (provider !== 'google' && provider !== 'facebook') return;
    // A fixed id keeps StrictMode's second run from showing a second toast.
    toast.success(SUCCESS[provider], { id: 'social-login' });
    params.delete('login');
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate]);
  return null;
}
