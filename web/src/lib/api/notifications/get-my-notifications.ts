import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notifications as NOTIFICATIONS_TEXT } from '@/messages/notifications';
import { notificationKeys } from './notification-keys';

export type SentNotification = components['schemas']['NotificationResponse'];

/** Notifications loaded at a time. */
const PAGE_SIZE = 10;

/** GET /api/notifications: the account's notifications, newest first, older than `before` when given. */
async function getMyNotifications(before: number | undefined) {
  return unwrap(
    await api.GET('/api/notifications', { params: { query: { before, limit: PAGE_SIZE } } }),
    NOTIFICATIONS_TEXT.errors.load,
  );
}

/** "Mes notifications" of user `userId`: the pages loaded so far, the next from the last page's next_before. */
export const useMyNotifications = (userId: number) =>
  useInfiniteQuery({
    queryKey: notificationKeys.mine(userId),
    queryFn: ({ pageParam }) => getMyNotifications(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
