// Route modules for /add-signers/:id and /update-signers/:id: the signers feature with the owner's
// plan limit, read from the session (another feature) here in the app layer.
import { planOf } from '../../shared/plans';
import { useSession } from '../features/auth/api/get-session';
import { SignersPage, type SignersMode } from '../features/signers/signers-page';

function SignersRoute({ mode }: { mode: SignersMode }) {
  const { user } = useSession();
  const plan = user ? planOf(user.plan) : null;
  return <SignersPage mode={mode} signerLimit={plan?.signersPerDocument ?? null} planName={plan?.name} />;
}

export function AddSignersRoute() {
  return <SignersRoute mode="add" />;
}

export function UpdateSignersRoute() {
  return <SignersRoute mode="update" />;
}
