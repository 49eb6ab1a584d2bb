/**
 * This browser's side of web push: whether it can receive notifications, its subscription (made by
 * the site's service worker registration with the API's VAPID key), and how it is dropped.
 */

/** `blocked`: the visitor refused notifications for the site; only the browser's settings undo it. */
export type PushSupport = 'supported' | 'unsupported' | 'blocked';

export function pushSupport(): PushSupport {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'blocked' : 'supported';
}

/** A subscription as the API stores it. */
export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The visitor said no when asked (or had blocked the site): nothing to subscribe. */
export class PushPermissionError extends Error {
  constructor() {
    super('Notifications refused');
    this.name = 'PushPermissionError';
  }
}

/**
 * Turning notifications on took longer than `PUSH_DEADLINE_MS` once the visitor said yes (a push service
 * or the API out of reach on a slow connection): given up, to be tried again.
 */
export class PushTimeoutError extends Error {
  constructor() {
    super('Push subscription timed out');
    this.name = 'PushTimeoutError';
  }
}

/** How long subscribing may take once permission is given: past it, the visitor is told and may retry. */
export const PUSH_DEADLINE_MS = 10_000;

/** `work`'s result, or PushTimeoutError once `ms` have passed first (the work itself cannot be stopped). */
export function withinDeadline<T>(work: Promise<T>, ms = PUSH_DEADLINE_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushTimeoutError()), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

function toDeviceSubscription(subscription: PushSubscription): DeviceSubscription {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('Incomplete push subscription');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** The applicationServerKey's bytes, from the API's base64url. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

/** This device's subscription, or null (none, or no push in this browser). */
export async function deviceSubscription(): Promise<DeviceSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const subscription = await currentSubscription();
  return subscription ? toDeviceSubscription(subscription) : null;
}

/** Asks the visitor's permission to show notifications; a refusal fails with PushPermissionError. */
export async function askPushPermission(): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushPermissionError();
}

/** Subscribes this device, once permitted, to the API's pushes (`publicKey`: VAPID, base64url). */
export async function subscribeDevice(publicKey: string): Promise<DeviceSubscription> {
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  return toDeviceSubscription(subscription);
}

/** Drops this device's subscription in the browser (the push service forgets it). */
export async function unsubscribeDevice(): Promise<void> {
  await (await currentSubscription())?.unsubscribe();
}

/** This browser's IANA time zone, for the account's quiet hours. */
export const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Whether `at` falls in quiet hours such as "22:00–07:00", in `timeZone`. */
export function inQuietHours(at: Date, quietHours: string, timeZone: string): boolean {
  const [from, to] = quietHours.split(/[–-]/).map((time) => Number.parseInt(time, 10));
  if (!Number.isFinite(from) || !Number.isFinite(to)) return false;
  let hour: number;
  try {
    hour = Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }).format(at));
  } catch {
    return false;
  }
  return from > to ? hour >= from || hour < to : hour >= from && hour < to;
}
