// Route module for /contract-generator: the wizard with the organisation's company details (the
// profile feature), the instance's date format (settings) and "Choose from contacts" (clients).
import { ContactPicker } from '../features/clients/components/contact-picker';
import { ContractGeneratorPage, type PickedContact } from '../features/contracts/contract-generator-page';
import { useProfile } from '../features/profile/api/get-profile';
import { usePublicSettings } from '../features/settings/api/get-public-settings';

const renderContactPicker = (onPick: (contact: PickedContact) => void) => <ContactPicker onPick={onPick} />;

export function ContractGeneratorRoute() {
  const profile = useProfile();
  const { data: settings } = usePublicSettings();
  return (
    <ContractGeneratorPage
      company={profile.data?.organisation ?? null}
      dateFormat={settings?.dateFormat ?? 'MM/DD/YYYY'}
      timezone={settings?.timezone ?? 'UTC'}
      renderContactPicker={renderContactPicker}
    />
  );
}
