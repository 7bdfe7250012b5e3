// Route module for /contact: the contact page with this instance's support address.
import { ContactPage } from '../features/site-pages/contact-page';
import { usePublicSettings } from '../features/settings/api/get-public-settings';

export function ContactRoute() {
  const { data: settings } = usePublicSettings();
  return <ContactPage supportEmail={settings?.supportEmail ?? null} />;
}
