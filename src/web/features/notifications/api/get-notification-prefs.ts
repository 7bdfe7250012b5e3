// GET /api/profile/notifications: which emails the owner wants (viewed, signed, declined, completed).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPrefs } from '../../../../shared/signing';
import { api } from '../../../lib/api-client';

export const notificationPrefsQueryKey = ['profile', 'notifications'] as const;

export function getNotificationPrefs(): Promise<NotificationPrefs> {
  return api.get<NotificationPrefs>('/api/profile/notifications');
}

export const notificationPrefsQueryOptions = () =>
  queryOptions({ queryKey: notificationPrefsQueryKey, queryFn: getNotificationPrefs });

export function useNotificationPrefs() {
  return useQuery(notificationPrefsQueryOptions());
}
