// POST /api/profile/upgrade-request: asks the administrators for another plan (there is no payment
// provider yet). The server answers with the text to show, or 409 when the plan is already held.
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { PlanId } from '../../../../shared/plans';
import { api, errorMessage } from '../../../lib/api-client';

export function requestUpgrade(input: { plan: PlanId; message?: string }): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/profile/upgrade-request', input);
}

/** Sends the request and shows the server's answer as a toast (for example "You're already on the Pro plan!"). */
export function useRequestUpgrade(options: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: requestUpgrade,
    onSuccess: (data) => {
      toast.success(data.message);
      options.onSuccess?.();
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
}
