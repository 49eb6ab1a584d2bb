import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { MetricsService } from '@app/observability';
import { Counter } from 'prom-client';
import webpush from 'web-push';
import { inQuietHours, type NotificationKind } from './notification-kinds';
import { NotificationsRepository, type NotificationOutcome, type StoredSubscription } from './notifications.repository';
import { pushKeysOf } from './push-keys';
import { pushEndpointAllowed } from './push-endpoint';

/** What a kind's notifications ask of the push service, and whether quiet hours hold them back. */
export interface DeliveryRules {
  /** Seconds the push service keeps it for a device that is off. */
  ttl: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /**
   * At night: `skip` drops news that would be stale by morning, `defer` keeps it until quiet hours end,
   * `send` sends (an answer to what the person just did, an hour that cannot wait).
   */
  quietHours: 'skip' | 'defer' | 'send';
}

export const DELIVERY: Record<NotificationKind, DeliveryRules> = {
  free_vote: { ttl: 30 * 60, urgency: 'normal', quietHours: 'skip' },
  payment: { ttl: 24 * 3600, urgency: 'high', quietHours: 'send' },
  // News of a ranking that will have moved again by morning.
  rank: { ttl: 15 * 60, urgency: 'normal', quietHours: 'skip' },
  // A contest closing at midnight is announced at 23:00, to those who asked for it: the hour it is for.
  closing: { ttl: 3600, urgency: 'high', quietHours: 'send' },
  // A win at a midnight close is told at 07:00.
  win: { ttl: 7 * 24 * 3600, urgency: 'high', quietHours: 'defer' },
};

export interface Notification {
  kind: NotificationKind;
  title: string;
  body: string;
  url: string;
}

/** How long a VAPID signature is valid (RFC 8292 allows 24 h), and how long before its end it is signed again. */
const VAPID_LIFETIME_S = 12 * 3600;
const VAPID_RENEW_BEFORE_S = 3600;

/** A device the push service could not reach this time: the job is tried again later. */
export class PushRetryableError extends Error {}

/** A notification to keep until the account's quiet hours end: its job is delayed until `until`. */
export class QuietHoursDelay extends Error {
  constructor(readonly until: Date) {
    super(`Held until ${until.toISOString()}`);
  }
}

/** When the quiet hours that hold `at` end in `timeZone` (to the quarter hour). */
export function endOfQuietHours(at: Date, timeZone: string): Date {
  let next = new Date(at.getTime());
  while (inQuietHours(next, timeZone)) next = new Date(next.getTime() + 15 * 60_000);
  return next;
}

/**
 * Sends one notification to every device of an account, once (recorded under its dedupe key with
 * its outcome): not if the account turned the kind off, not at night for news it did not ask for; a
 * device the push service says is gone (404, 410) is forgotten.
 */
@Injectable()
export class PushSender {
  private readonly logger = new Logger(PushSender.name);
  private readonly vapid: { subject: string; publicKey: string; privateKey: string };
  private readonly outcomes: Counter<'kind' | 'outcome'>;
  /** The VAPID header per push service: signed once for hours, not for every notification of a close. */
  private readonly authorizations = new Map<string, { header: string; renewAt: number }>();

  constructor(
    private readonly config: AppConfig,
    private readonly repository: NotificationsRepository,
    metrics: MetricsService,
  ) {
    this.vapid = { subject: config.push.contact, ...pushKeysOf(config.push.signingKey) };
    this.outcomes = new Counter({
      name: 'notifications_total',
      help: 'Notifications decided, by kind and outcome (sent, no_device, quiet, opted_out, failed)',
      labelNames: ['kind', 'outcome'],
      registers: [metrics.registry],
    });
  }

  /** `lastAttempt`: no retry follows, so a notification no device took is recorded as failed. */
  async send(
    userId: number,
    dedupeKey: string,
    notification: Notification,
    { lastAttempt = false, now = new Date() }: { lastAttempt?: boolean; now?: Date } = {},
  ): Promise<NotificationOutcome | null> {
    const pending = await this.repository.begin(userId, dedupeKey, notification);
    if (pending === null) return null;
    const { id, settings, devices } = pending;
    const rules = DELIVERY[notification.kind];
    const decided: NotificationOutcome | null = !settings.kinds.includes(notification.kind)
      ? 'opted_out'
      : rules.quietHours === 'skip' && inQuietHours(now, settings.timeZone)
        ? 'quiet'
        : devices.length === 0
          ? 'no_device'
          : null;
    if (decided) {
      await this.repository.outcome(id, decided);
      this.outcomes.inc({ kind: notification.kind, outcome: decided });
      return decided;
    }
    if (rules.quietHours === 'defer' && inQuietHours(now, settings.timeZone)) {
      throw new QuietHoursDelay(endOfQuietHours(now, settings.timeZone));
    }
    const payload = JSON.stringify({ ...notification, tag: dedupeKey });
    const reached: number[] = [];
    let retry = false;
    for (const device of devices) {
      if (!pushEndpointAllowed(device.endpoint, this.config.push)) {
        await this.repository.remove(device.id);
        continue;
      }
      const status = await this.post(device, payload, rules);
      if (status >= 200 && status < 300) {
        reached.push(device.id);
      } else if (status === 404 || status === 410) {
        await this.repository.remove(device.id);
      } else {
        this.logger.warn({ status, kind: notification.kind }, 'Push service did not take a notification');
        retry ||= status === 0 || status === 429 || status >= 500;
      }
    }
    if (reached.length === 0 && retry && !lastAttempt) throw new PushRetryableError('No device reached; retried later');
    const outcome = reached.length > 0 ? 'sent' : retry ? 'failed' : 'no_device';
    await this.repository.outcome(id, outcome, reached);
    this.outcomes.inc({ kind: notification.kind, outcome });
    return outcome;
  }

  /** The VAPID header (RFC 8292) for a push service's origin, signed again an hour before it expires. */
  private authorization(audience: string): string {
    const now = Math.floor(Date.now() / 1000);
    const cached = this.authorizations.get(audience);
    if (cached && cached.renewAt > now) return cached.header;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      this.vapid.subject,
      this.vapid.publicKey,
      this.vapid.privateKey,
      'aes128gcm',
      now + VAPID_LIFETIME_S,
    );
    this.authorizations.set(audience, {
      header: Authorization,
      renewAt: now + VAPID_LIFETIME_S - VAPID_RENEW_BEFORE_S,
    });
    return Authorization;
  }

  /**
   * One encrypted, VAPID-signed request (web-push makes it: RFC 8291 payload, RFC 8292 header), posted
   * with fetch; its status, or 0 when the service did not answer.
   */
  private async post(device: StoredSubscription, payload: string, rules: DeliveryRules): Promise<number> {
    const request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      payload,
      {
        headers: { Authorization: this.authorization(new URL(device.endpoint).origin) },
        TTL: rules.ttl,
        urgency: rules.urgency,
      },
    );
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body,
        redirect: 'error',
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      return response.status;
    } catch (error) {
      this.logger.warn({ err: error }, 'Push service unreachable');
      return 0;
    }
  }
}
