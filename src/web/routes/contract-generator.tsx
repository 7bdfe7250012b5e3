// Route module for /contract-generator: the wizard with the organisation's company details (the
// profile feature), "Choose from contacts" (clients).
import { ContactPicker } from '../features/clients/components/contact-picker';
import { ContractGeneratorPage, type PickedContact } from '../features/contracts/contract-generator-page';
import { useProfile } from '../features/profile/api/get-profile';

const renderContactPicker = (onPick: (contact: PickedContact) => void) => <ContactPicker onPick={onPick} />;

export function ContractGeneratorRoute() {
  const profile = useProfile();
  return (
    <ContractGeneratorPage
      company={profile.data?.organisation ?? null}
      renderContactPicker={renderContactPicker}
    />
  );
}
