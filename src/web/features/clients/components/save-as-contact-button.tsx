// "Save as contact" beside a signer whose email is not one of the owner's contacts yet.
import { BookUser, Check } from 'lucide-react';
import { toast } from 'sonner';
import { CLIENT_MESSAGES } from '../../../../shared/clients';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useCreateClient } from '../api/create-client';
import { useClients } from '../api/list-clients';

export function SaveAsContactButton({ name, email }: { name: string; email: string }) {
  const address = email.trim();
  const known = useClients({ email: address, pageSize: 1 }, { enabled: address.includes('@') });
  const create = useCreateClient();
  if (!address.includes('@') || known.isPending || known.isError) return null;
  if (known.data.total > 0) {
    return (
      <span
        className="text-muted-foreground inline-flex size-9 items-center justify-center"
        title="In your contacts"
      >
        <Check className="size-4" aria-hidden />
        <span className="sr-only">{`${name} is in your contacts`}</span>
      </span>
    );
  }
  const save = async () => {
    try {
      await create.mutateAsync({ name: name || address.split('@')[0]!, email: address });
      toast.success(CLIENT_MESSAGES.savedFromSigner(name || address));
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => void save()}
      disabled={create.isPending}
      aria-label={`Save ${name || address} as contact`}
      title="Save as contact"
    >
      <BookUser aria-hidden />
      <span className="hidden sm:inline">Save as contact</span>
    </Button>
  );
}
