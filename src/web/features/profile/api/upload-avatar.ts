// POST /api/profile/avatar (multipart, field "file"): the profile image, a JPG, PNG, WEBP or GIF under 2MB.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse } from '../../../../shared/profile';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export function uploadAvatar(file: File): Promise<ProfileResponse> {
  const body = new FormData();
  body.append('file', file);
  return api.post<ProfileResponse>('/api/profile/avatar', body);
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
