// PUT /api/profile/notifications: saves the owner's email choices (the whole set each time).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPrefs } from '../../../../shared/signing';
import { api } from '../../../lib/api-client';
import { notificationPrefsQueryKey } from './get-notification-prefs';

export function updateNotificationPrefs(prefs: NotificationPrefs): Promise<NotificationPrefs> {
  return api.put<NotificationPrefs>('/api/profile/notifications', prefs);
}

export function useUpdateNotificationPrefs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPrefs,
    // Switches move at once; a failure puts them back.
    onMutate: async (prefs) => {
      await queryClient.cancelQueries({ queryKey: notificationPrefsQueryKey });
      const previous = queryClient.getQueryData<NotificationPrefs>(notificationPrefsQueryKey);
      queryClient.setQueryData(notificationPrefsQueryKey, prefs);
      return { previous };
    },
    onError: (_err, _prefs, context) => {
      if (context?.previous) queryClient.setQueryData(notificationPrefsQueryKey, context.previous);
    },
    onSuccess: (prefs) => queryClient.setQueryData(notificationPrefsQueryKey, prefs),
  });
}
