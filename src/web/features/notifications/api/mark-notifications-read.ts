// POST /api/notifications/read: marks every notification read (when the bell's list is opened).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationsQueryKey, type NotificationsResponse } from './get-notifications';

export function markNotificationsRead(): Promise<{ unread: number }> {
  return api.post<{ unread: number }>('/api/notifications/read');
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    // The badge clears at once; the list keeps showing which ones were new until it closes.
    onSuccess: () =>
      queryClient.setQueryData<NotificationsResponse>(notificationsQueryKey, (current) =>
        current ? { ...current, unread: 0 } : current,
      ),
  });
}
