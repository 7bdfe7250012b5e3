// DELETE /api/profile/avatar: removes the profile image (initials are shown instead).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse } from '../../../../shared/profile';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

export function deleteAvatar(): Promise<ProfileResponse> {
  return api.delete<ProfileResponse>('/api/profile/avatar');
}

export function useDeleteAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAvatar,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
