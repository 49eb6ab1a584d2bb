import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notifications as NOTIFICATIONS_TEXT } from '@/messages/notifications';
import { notificationKeys } from './notification-keys';

export type NotificationSettings = components['schemas']['NotificationSettingsResponse'];
export type NotificationKind = components['schemas']['NotificationKindResponse']['kind'];

/** GET /api/notifications/settings: the kinds chosen, the time zone, the devices, the kinds there are. */
export async function getNotificationSettings(): Promise<NotificationSettings> {
  return unwrap(await api.GET('/api/notifications/settings'), NOTIFICATIONS_TEXT.errors.load);
}

/** The signed-in account's notification choices (`userId` null: nobody signed in, nothing asked). */
export const useNotificationSettings = (userId: number | null) =>
  useQuery({
    queryKey: notificationKeys.settings(userId ?? 0),
    queryFn: getNotificationSettings,
    enabled: userId !== null,
  });

/** PUT /api/notifications/settings; the answer replaces the cached settings. */
export function useSaveNotificationSettings(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: components['schemas']['NotificationSettingsDto']) =>
      unwrap(await api.PUT('/api/notifications/settings', { body }), NOTIFICATIONS_TEXT.errors.save),
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings(userId), settings),
  });
}
