/** The query keys of web push notifications, from here only: one per endpoint (and this device's subscription). */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** GET /api/notifications/key */
  key: () => ['notifications', 'key'] as const,
  /** GET /api/notifications/settings: by user, so that another sign-in on the phone sees none of them */
  settings: (userId: number) => ['notifications', 'settings', userId] as const,
  /** GET /api/notifications (every page loaded), by user */
  mine: (userId: number) => ['notifications', 'mine', userId] as const,
  /** This browser's push subscription (PushManager.getSubscription) */
  device: () => ['notifications', 'device'] as const,
};
