// Route module for /my-signatures: the saved signatures, with the signed-in user's name for the
// Type tab (the session belongs to the auth feature, so the app layer passes it).
import { useSession } from '../features/auth/api/get-session';
import { MySignaturesPage } from '../features/signatures/my-signatures-page';

export function MySignaturesRoute() {
  const { user } = useSession();
  return <MySignaturesPage defaultName={user?.name} />;
}
