// Add Client (an organisation and its invited contact person) and Edit client (the organisation's
// name, email, phone and address).
import { Building2, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { createClientSchema, updateClientSchema, type AdminClient } from '../../../../shared/admin';
import { PLAN_IDS, PLANS, type PlanId } from '../../../../shared/plans';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { EmailInput, Input, inputClasses } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useCreateClient, useUpdateClient } from '../api/clients';

export function AddClientDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateClient();
  const [form, setForm] = useState({
    name: '',
    contactName: '',
    email: '',
    phone: '',
    plan: 'free' as PlanId,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const close = (next: boolean) => {
    if (create.isPending) return;
    if (!next) {
      setForm({ name: '', contactName: '', email: '', phone: '', plan: 'free' });
      setErrors({});
    }
    onOpenChange(next);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createClientSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    try {
      const res = await create.mutateAsync(parsed.data);
      toast.success(res.message);
      close(false);
    } catch (err) {
      setErrors(serverFieldErrors(err));
      toast.error(errorMessage(err));
    }
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Add Client</DialogTitle>
          <DialogDescription>
            Creates the organisation and emails its contact person an invitation to set a password.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Add Client">
          <Field label="Organisation name" error={errors.name}>
            {(c) => <Input {...c} value={form.name} onChange={(e) => set({ name: e.target.value })} />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Contact person" error={errors.contactName}>
              {(c) => (
                <Input
                  {...c}
                  value={form.contactName}
                  onChange={(e) => set({ contactName: e.target.value })}
                />
              )}
            </Field>
            <Field label="Contact email" error={errors.email}>
              {(c) => (
                <EmailInput {...c} value={form.email} onChange={(e) => set({ email: e.target.value })} />
              )}
            </Field>
            <Field label="Phone (optional)" error={errors.phone}>
              {(c) => (
                <Input
                  {...c}
                  type="tel"
                  value={form.phone}
                  onChange={(e) => set({ phone: e.target.value })}
                />
              )}
            </Field>
            <Field label="Plan">
              {(c) => (
                <select
                  {...c}
                  className={`${inputClasses} h-10`}
                  value={form.plan}
                  onChange={(e) => set({ plan: e.target.value as PlanId })}
                >
                  {PLAN_IDS.map((p) => (
                    <option key={p} value={p}>
                      {PLANS[p].name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? (
                <Spinner label="Creating" className="[&_svg]:size-4" />
              ) : (
                <Building2 aria-hidden />
              )}
              Add Client
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function EditClientDialog({ client, onClose }: { client: AdminClient; onClose: () => void }) {
  const update = useUpdateClient();
  const [form, setForm] = useState({
    name: client.name,
    email: client.email ?? '',
    phone: client.phone ?? '',
    address: client.address ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateClientSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    try {
      const res = await update.mutateAsync({ id: client.id, ...parsed.data });
      toast.success(res.message);
      onClose();
    } catch (err) {
      setErrors(serverFieldErrors(err));
      toast.error(errorMessage(err));
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Edit client</DialogTitle>
          <DialogDescription>
            The organisation’s details; its members edit the same details in their profile.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Edit client">
          <Field label="Name" error={errors.name}>
            {(c) => <Input {...c} value={form.name} onChange={(e) => set({ name: e.target.value })} />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Email" error={errors.email}>
              {(c) => (
                <EmailInput {...c} value={form.email} onChange={(e) => set({ email: e.target.value })} />
              )}
            </Field>
            <Field label="Phone" error={errors.phone}>
              {(c) => (
                <Input
                  {...c}
                  type="tel"
                  value={form.phone}
                  onChange={(e) => set({ phone: e.target.value })}
                />
              )}
            </Field>
          </div>
          <Field label="Address" error={errors.address}>
            {(c) => <Input {...c} value={form.address} onChange={(e) => set({ address: e.target.value })} />}
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? (
                <Spinner label="Saving" className="[&_svg]:size-4" />
              ) : (
                <Save aria-hidden />
              )}
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
