// Route module for /help (signed in or not): the help page with the session's name and email for
// the contact form, and the instance's support address and upload limit.
import { useSession } from '../features/auth/api/get-session';
import { HelpPage } from '../features/help/help-page';
import { usePublicSettings } from '../features/settings/api/get-public-settings';

export function HelpRoute() {
  const { user } = useSession();
  const { data: settings } = usePublicSettings();
  return (
    <HelpPage
      user={user ? { id: user.id, name: user.name, email: user.email } : null}
      supportEmail={settings?.supportEmail ?? null}
      maxUploadSizeMb={settings?.maxUploadSizeMb ?? 20}
    />
  );
}
