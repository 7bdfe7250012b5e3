// /api/admin/users: the list with its filters, one user's profile, and the administrator's actions.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminUser,
  AdminUserDetail,
  InviteUser,
  ListUsersQuery,
  Paged,
  UpdateAdminUser,
} from '../../../../shared/admin';
import type { PlanId } from '../../../../shared/plans';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-query-keys';
import { downloadFile } from './download-file';

type UserReply = { user: AdminUser; message: string };

export function useAdminUsers(query: ListUsersQuery) {
  return useQuery({
    queryKey: adminKeys.users(query),
    queryFn: () => api.get<Paged<AdminUser>>('/api/admin/users', { query: query as Record<string, string> }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: adminKeys.user(id),
    queryFn: () => api.get<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`),
    retry: false,
  });
}

export function exportUsers(query: ListUsersQuery): Promise<string> {
  const { page: _p, pageSize: _s, ...filters } = query;
  return downloadFile('/api/admin/users/export', filters as Record<string, string>, 'users.csv');
}

/** Runs an action on a user and refreshes the admin lists and that user's profile. */
function useUserAction<V>(fn: (vars: V) => Promise<UserReply | { message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

const path = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export const useInviteUser = () =>
  useUserAction((input: InviteUser) => api.post<UserReply>('/api/admin/users', input));
export const useUpdateUser = () =>
  useUserAction(({ id, ...input }: UpdateAdminUser & { id: string }) =>
    api.patch<UserReply>(path(id), input),
  );
export const useSetUserStatus = () =>
  useUserAction(({ id, status }: { id: string; status: 'active' | 'suspended' }) =>
    api.post<UserReply>(`${path(id)}/${status === 'active' ? 'activate' : 'suspend'}`),
  );
export const useSetUserPlan = () =>
  useUserAction(({ id, plan }: { id: string; plan: PlanId }) =>
    api.put<UserReply>(`${path(id)}/plan`, { plan }),
  );
export const useSetUserRole = () =>
  useUserAction(({ id, role }: { id: string; role: 'user' | 'admin' }) =>
    api.put<UserReply>(`${path(id)}/role`, { role }),
  );
export const useResetUsage = () =>
  useUserAction(({ id }: { id: string }) => api.post<UserReply>(`${path(id)}/reset-usage`));
export const useResendInvitation = () =>
  useUserAction(({ id }: { id: string }) => api.post<{ message: string }>(`${path(id)}/resend-invitation`));
/** Marks the lists stale without refetching now: the deleted user's open profile would answer 404. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => api.delete<{ message: string }>(path(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all, refetchType: 'none' }),
  });
}
