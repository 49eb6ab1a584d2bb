/**
 * The kinds of notification an account chooses among, each with its label in the settings. How a new
 * kind is added: docs/architecture.md, "Notifications".
 */
export const NOTIFICATION_KINDS = {
  free_vote: 'Mon vote gratuit est de nouveau disponible',
  payment: 'Mes paiements de votes, confirmés ou non aboutis',
  rank: 'Le classement de mon enfant : la tête, le top 3 et le top 10 gagnés ou perdus',
  closing: 'La dernière heure d’un concours où j’ai voté ou où mon enfant participe',
  win: 'La victoire de mon enfant et le délai pour réclamer son lot',
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const isNotificationKind = (value: string): value is NotificationKind =>
  Object.prototype.hasOwnProperty.call(NOTIFICATION_KINDS, value);

/** Quiet hours in the account's time zone: from 22:00 to 07:00 nothing unasked for is sent. */
export const QUIET_HOURS = { from: 22, to: 7 } as const;

export const DEFAULT_TIME_ZONE = 'Africa/Dakar';

/** Whether `at` falls in the quiet hours of `timeZone`. */
export function inQuietHours(at: Date, timeZone: string): boolean {
  const hour = Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }).format(at));
  return hour >= QUIET_HOURS.from || hour < QUIET_HOURS.to;
}

/** Whether the runtime knows this IANA time zone. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('fr', { timeZone: value });
    return value.length <= 64;
  } catch {
    return false;
  }
}

/** At most this many devices per account: the oldest subscription gives way to a new one. */
export const MAX_DEVICES_PER_ACCOUNT = 10;
