// POST /api/support: the contact form (stored, emailed to support, confirmed to the sender).
import { useMutation } from '@tanstack/react-query';
import type { SupportRequestInput, SupportRequestResponse } from '../../../../shared/support';
import { api } from '../../../lib/api-client';

export function sendSupportRequest(input: SupportRequestInput): Promise<SupportRequestResponse> {
  return api.post<SupportRequestResponse>('/api/support', input);
}

export function useSendSupportRequest() {
  return useMutation({ mutationFn: sendSupportRequest });
}
