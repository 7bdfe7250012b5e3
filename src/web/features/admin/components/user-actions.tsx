// The per-user actions of the Users table and the profile page: suspend/activate (confirmed), plan
// quick actions (Upgrade to VIP / Downgrade to Free), Reset Monthly Usage.
import { useState } from 'react';
import { toast } from 'sonner';
import { ADMIN_MESSAGES, type AdminUser } from '../../../../shared/admin';
import type { PlanId } from '../../../../shared/plans';
import { errorMessage } from '../../../lib/api-client';
import { useResetUsage, useSetUserPlan, useSetUserStatus } from '../api/users';
import { ConfirmAction } from './confirm-action';

export function useUserActions({ long }: { long?: boolean } = {}) {
  const status = useSetUserStatus();
  const plan = useSetUserPlan();
  const usage = useResetUsage();
  const [confirming, setConfirming] = useState<AdminUser | null>(null);

  const changePlan = (user: AdminUser, next: PlanId) =>
    plan.mutate(
      { id: user.id, plan: next },
      { onSuccess: (r) => toast.success(r.message), onError: (e) => toast.error(errorMessage(e)) },
    );
  const resetUsage = (user: AdminUser) =>
    usage.mutate(
      { id: user.id },
      {
        onSuccess: () => toast.success(ADMIN_MESSAGES.usageReset),
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  const suspending = confirming?.status !== 'suspended';

  const dialog = (
    <ConfirmAction
      open={!!confirming}
      onOpenChange={(open) => !open && setConfirming(null)}
      title={suspending ? 'Suspend User' : 'Activate User'}
      description={
        confirming &&
        (suspending ? (
          <>
            <strong>{confirming.name}</strong> ({confirming.email}) is signed out everywhere at once and
            cannot sign in until activated again. Their documents and links stay as they are.
          </>
        ) : (
          <>
            <strong>{confirming.name}</strong> ({confirming.email}) can sign in again.
          </>
        ))
      }
      confirmLabel={suspending ? 'Suspend User' : 'Activate User'}
      tone={suspending ? 'danger' : 'primary'}
      busy={status.isPending}
      onConfirm={() => {
        if (!confirming) return;
        status.mutate(
          { id: confirming.id, status: suspending ? 'suspended' : 'active' },
          {
            onSuccess: () => {
              toast.success(
                suspending
                  ? long
                    ? ADMIN_MESSAGES.userSuspendedLong
                    : ADMIN_MESSAGES.userSuspended
                  : long
                    ? ADMIN_MESSAGES.userActivatedLong
                    : ADMIN_MESSAGES.userActivated,
              );
              setConfirming(null);
            },
            onError: (e) => toast.error(errorMessage(e)),
          },
        );
      }}
    />
  );

  return {
    askStatus: setConfirming,
    changePlan,
    resetUsage,
    dialog,
    busy: status.isPending || plan.isPending || usage.isPending,
  };
}
