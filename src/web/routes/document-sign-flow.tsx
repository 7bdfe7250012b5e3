// The document page's sign-flow slot: the signing feature's owner flow composed with the owner's
// saved signatures (signatures feature) and name (session). The document page's route module
// renders <DocumentSignFlow document={doc} fileUrl={…} hasSigners={…} /> where Sign Document goes:
// it shows the Sign Document button while the owner has not signed, and runs the whole flow
// (signature panel, full-screen position picker, toasts, Add Signers or Finish).
import { toast } from 'sonner';
import type { DocumentDto } from '../../shared/documents';
import { SIGNING_TEXTS } from '../../shared/messages';
import { useSession } from '../features/auth/api/get-session';
import { useCreateSignature } from '../features/signatures/api/create-signature';
import { useSignatures } from '../features/signatures/api/get-signatures';
import { OwnerSignFlow } from '../features/signing/components/owner-sign-flow';
import { errorMessage } from '../lib/api-client';

export interface DocumentSignFlowProps {
  document: DocumentDto;
  fileUrl: string;
  hasSigners: boolean;
  className?: string;
}

export function DocumentSignFlow(props: DocumentSignFlowProps) {
  const { user } = useSession();
  const signatures = useSignatures();
  const create = useCreateSignature();
  return (
    <OwnerSignFlow
      {...props}
      saved={signatures.data?.items}
      defaultName={user?.name}
      onSaveNew={(signature) =>
        create.mutate(signature, {
          onSuccess: () => toast.success(SIGNING_TEXTS.signatureSaved),
          onError: (err) => toast.error(errorMessage(err)),
        })
      }
    />
  );
}
