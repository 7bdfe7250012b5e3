// Route modules for /add-signers/:id and /update-signers/:id: the signers feature with the owner's
// plan limit, read from the session (another feature) here in the app layer.
import { planOf } from '../../shared/plans';
import { useSession } from '../features/auth/api/get-session';
import { ContactSuggestions } from '../features/clients/components/contact-suggestions';
import { SaveAsContactButton } from '../features/clients/components/save-as-contact-button';
import type { DraftSigner } from '../features/signers/components/signer-list';
import { SignersPage, type SignersMode } from '../features/signers/signers-page';

// The owner's contacts are offered while typing an email, and a new address can be saved as one.
const renderEmailSuggestions = (args: {
  query: string;
  listId: string;
  onPick: (contact: { name: string; email: string }) => void;
}) => <ContactSuggestions {...args} />;
const renderSignerAction = (signer: DraftSigner) =>
  signer.email ? <SaveAsContactButton name={signer.name} email={signer.email} /> : null;

function SignersRoute({ mode }: { mode: SignersMode }) {
  const { user } = useSession();
  const plan = user ? planOf(user.plan) : null;
  return (
    <SignersPage
      mode={mode}
      signerLimit={plan?.signersPerDocument ?? null}
      planName={plan?.name}
      renderEmailSuggestions={renderEmailSuggestions}
      renderSignerAction={renderSignerAction}
    />
  );
}

export function AddSignersRoute() {
  return <SignersRoute mode="add" />;
}

export function UpdateSignersRoute() {
  return <SignersRoute mode="update" />;
}
