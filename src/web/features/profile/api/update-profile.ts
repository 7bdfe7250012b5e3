// PATCH /api/profile: name and email. A new email address must be confirmed again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProfileResponse, updateProfileSchema } from '../../../../shared/profile';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export function updateProfile(input: UpdateProfileInput): Promise<ProfileResponse> {
  return api.patch<ProfileResponse>('/api/profile', input);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
