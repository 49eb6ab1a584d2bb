import { ApiError, expectOk, messageOf, unwrap } from '@bebe-star/web-common/api-errors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import {
  askPushPermission,
  deviceSubscription,
  deviceTimeZone,
  PushPermissionError,
  pushSupport,
  PushTimeoutError,
  subscribeDevice,
  unsubscribeDevice,
  withinDeadline,
} from '@/lib/push-device';
import { notifications as NOTIFICATIONS_TEXT } from '@/messages/notifications';
import { notificationKeys } from './notification-keys';
import type { NotificationKind } from './notification-settings';

const t = NOTIFICATIONS_TEXT.errors;

/** This browser's push subscription, or null; not asked where push is unsupported (or when `enabled` is false). */
export const useDeviceSubscription = (enabled = true) =>
  useQuery({
    queryKey: notificationKeys.device(),
    queryFn: deviceSubscription,
    enabled: enabled && pushSupport() !== 'unsupported',
    staleTime: Infinity,
  });

/** GET /api/notifications/key: the VAPID key browsers subscribe with (it changes only with the server's key). */
async function publicKey(): Promise<string> {
  return unwrap(await api.GET('/api/notifications/key'), t.subscribe).public_key;
}

/**
 * Asks permission, subscribes this browser and POSTs the subscription to /api/notifications/subscriptions
 * with `kinds` and the browser's time zone; the answer replaces the cached settings. A refusal fails
 * with PushPermissionError; past PUSH_DEADLINE_MS after the visitor's yes, it fails with PushTimeoutError
 * (the visitor's own time to answer the prompt is not counted).
 */
export function useSubscribeDevice(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (kinds: NotificationKind[] | undefined) => {
      await askPushPermission();
      return withinDeadline(
        (async () => {
          const key = await queryClient.fetchQuery({
            queryKey: notificationKeys.key(),
            queryFn: publicKey,
            staleTime: Infinity,
          });
          const subscription = await subscribeDevice(key);
          queryClient.setQueryData(notificationKeys.device(), subscription);
          const body = { ...subscription, kinds, time_zone: deviceTimeZone() };
          return unwrap(await api.POST('/api/notifications/subscriptions', { body }), t.subscribe);
        })(),
      );
    },
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings(userId), settings),
  });
}

/** Why turning notifications on failed, in French: refused, too slow (to retry), or the API's word. */
export function subscribeErrorMessage(error: unknown): string {
  if (error instanceof PushPermissionError) return NOTIFICATIONS_TEXT.errors.denied;
  if (error instanceof PushTimeoutError) return t.timeout;
  return messageOf(error, t.subscribe);
}

/**
 * Forgets this device: POST /api/notifications/unsubscribe (no kind) with its endpoint and secret, then
 * drops the browser's subscription. A device the API no longer knows (404) is dropped all the same.
 */
export function useUnsubscribeDevice(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const subscription = await deviceSubscription();
      if (subscription) {
        const body = { endpoint: subscription.endpoint, auth: subscription.keys.auth };
        try {
          expectOk(await api.POST('/api/notifications/unsubscribe', { body }), t.unsubscribe);
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        }
      }
      await unsubscribeDevice();
    },
    onSuccess: () => {
      queryClient.setQueryData(notificationKeys.device(), null);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.settings(userId) });
    },
  });
}
