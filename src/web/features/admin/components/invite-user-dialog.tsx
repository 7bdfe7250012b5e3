// Add User: name, email, plan and role; the server creates the account and emails an invitation
// to choose a password.
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { inviteUserSchema } from '../../../../shared/admin';
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
import { useInviteUser } from '../api/users';

export function InviteUserDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const invite = useInviteUser();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [plan, setPlan] = useState<PlanId>('free');
  const [role, setRole] = useState<'user' | 'admin'>('user');
  const [errors, setErrors] = useState<FieldErrors>({});

  const close = (next: boolean) => {
    if (invite.isPending) return;
    if (!next) {
      setName('');
      setEmail('');
      setPlan('free');
      setRole('user');
      setErrors({});
    }
    onOpenChange(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteUserSchema.safeParse({ name, email, plan, role });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    try {
      const res = await invite.mutateAsync(parsed.data);
      toast.success(res.message);
      close(false);
    } catch (err) {
      setErrors(serverFieldErrors(err));
      toast.error(errorMessage(err));
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add User</DialogTitle>
          <DialogDescription>
            They get an email with a link to choose their password (valid 7 days).
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Add User">
          <Field label="Full name" error={errors.name}>
            {(c) => (
              <Input {...c} value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
            )}
          </Field>
          <Field label="Email" error={errors.email}>
            {(c) => (
              <EmailInput
                {...c}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                autoComplete="off"
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Plan">
              {(c) => (
                <select
                  {...c}
                  className={`${inputClasses} h-10`}
                  value={plan}
                  onChange={(e) => setPlan(e.target.value as PlanId)}
                >
                  {PLAN_IDS.map((id) => (
                    <option key={id} value={id}>
                      {PLANS[id].name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Role">
              {(c) => (
                <select
                  {...c}
                  className={`${inputClasses} h-10`}
                  value={role}
                  onChange={(e) => setRole(e.target.value as 'user' | 'admin')}
                >
                  <option value="user">User</option>
                  <option value="admin">Administrator</option>
                </select>
              )}
            </Field>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)} disabled={invite.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending ? (
                <Spinner label="Sending" className="[&_svg]:size-4" />
              ) : (
                <UserPlus aria-hidden />
              )}
              Send invitation
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
