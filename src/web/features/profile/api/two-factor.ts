// /api/profile/two-factor: the account's two-factor sign-in (status, set-up with a QR code, turn on
// with a code, turn off with a code).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorSetup, TwoFactorStatus } from '../../../../shared/two-factor';
import { api } from '../../../lib/api-client';

const key = ['profile', 'two-factor'] as const;

export function useTwoFactor() {
  return useQuery({ queryKey: key, queryFn: () => api.get<TwoFactorStatus>('/api/profile/two-factor') });
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: () => api.post<TwoFactorSetup>('/api/profile/two-factor/setup') });
}

function useCodeAction(path: 'enable' | 'disable') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<TwoFactorStatus & { message: string }>(`/api/profile/two-factor/${path}`, { code }),
    onSuccess: ({ enabled, required }) =>
      queryClient.setQueryData<TwoFactorStatus>(key, { enabled, required }),
  });
}

export const useEnableTwoFactor = () => useCodeAction('enable');
export const useDisableTwoFactor = () => useCodeAction('disable');
