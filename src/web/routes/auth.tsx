// Route modules for /login, /register and /reset-password/:token: give the auth feature the
// instance settings it needs (password rule, upload limit, which social providers are on).
import { AuthPage } from '../features/auth/auth-page';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { usePublicSettings } from '../features/settings/api/get-public-settings';

export function LoginRoute() {
  const { data: settings } = usePublicSettings();
  return <AuthPage mode="login" settings={settings} />;
}

export function RegisterRoute() {
  const { data: settings } = usePublicSettings();
  return <AuthPage mode="register" settings={settings} />;
}

export function ResetPasswordRoute() {
  const { data: settings } = usePublicSettings();
  return <ResetPasswordPage passwordComplexity={settings?.passwordComplexity ?? 'medium'} />;
}
