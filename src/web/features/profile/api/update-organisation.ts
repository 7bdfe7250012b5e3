// PATCH /api/profile/organisation: the company details (name, address, phone, email) that fill
// the contract generator's company block.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProfileResponse, updateOrganisationSchema } from '../../../../shared/profile';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

export type UpdateOrganisationInput = z.input<typeof updateOrganisationSchema>;

export function updateOrganisation(input: UpdateOrganisationInput): Promise<ProfileResponse> {
  return api.patch<ProfileResponse>('/api/profile/organisation', input);
}

export function useUpdateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganisation,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
