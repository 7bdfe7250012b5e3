// GET /api/notifications: the latest 30 notifications and the unread count (the header bell).
// Looked at again every 30 seconds and when the window regains focus.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '../../../../shared/signing';
import { api } from '../../../lib/api-client';

export interface NotificationsResponse {
  items: Notification[];
  unread: number;
}

export const notificationsQueryKey = ['notifications'] as const;
export const NOTIFICATIONS_REFRESH_MS = 30_000;

export function getNotifications(): Promise<NotificationsResponse> {
  return api.get<NotificationsResponse>('/api/notifications');
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: getNotifications,
    staleTime: 10_000,
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
