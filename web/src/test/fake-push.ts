import { vi } from 'vitest';

/** A subscription as a browser's push service would hand it out. */
export const PUSH_SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
};

/**
 * A browser with web push (jsdom has none): Notification with its permission, PushManager, and a
 * ready service worker whose pushManager holds `subscribed`'s subscription. `answer` is what the
 * permission prompt says. Undone by `vi.unstubAllGlobals()` and `vi.restoreAllMocks()`.
 */
export function fakePush({
  permission = 'default',
  answer = 'granted',
  subscribed = false,
}: { permission?: NotificationPermission; answer?: NotificationPermission; subscribed?: boolean } = {}) {
  let current = subscribed;
  const unsubscribe = vi.fn(() => {
    current = false;
    return Promise.resolve(true);
  });
  const subscription = { ...PUSH_SUBSCRIPTION, toJSON: () => PUSH_SUBSCRIPTION, unsubscribe };
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(current ? subscription : null)),
    subscribe: vi.fn((_options: PushSubscriptionOptionsInit) => {
      current = true;
      return Promise.resolve(subscription);
    }),
  };
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
  return { pushManager, requestPermission, unsubscribe };
}

/** Takes the fake push away again. */
export function removeFakePush(): void {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
