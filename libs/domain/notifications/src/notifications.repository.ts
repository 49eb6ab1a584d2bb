import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Watermark } from '@app/ledger';
import { DataSource } from 'typeorm';
import { DEFAULT_TIME_ZONE, MAX_DEVICES_PER_ACCOUNT, type NotificationKind } from './notification-kinds';

export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface NotificationSettings {
  kinds: NotificationKind[];
  timeZone: string;
}

/** What became of a notification: still to send, sent, failed, or not sent and why. */
export const NOTIFICATION_OUTCOMES = ['pending', 'sent', 'failed', 'no_device', 'quiet', 'opted_out'] as const;
export type NotificationOutcome = (typeof NOTIFICATION_OUTCOMES)[number];

/** A notification taken up to send: its record, the account's choices and devices. */
export interface PendingNotification {
  id: number;
  settings: NotificationSettings;
  devices: StoredSubscription[];
}

export interface NotificationRecord {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  url: string;
  outcome: NotificationOutcome;
  devices: number;
  createdAt: Date;
}

/** The only owner of push_subscriptions, notification_settings, notifications and notification_cursors. */
@Injectable()
export class NotificationsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Stores a device's subscription for the account (a browser subscribing again keeps one row);
   * beyond MAX_DEVICES_PER_ACCOUNT the account's oldest gives way. An endpoint another account holds
   * moves only with the subscription's secret (the device itself, signed in to another account):
   * false, and nothing changed, without it.
   */
  async subscribe(userId: number, subscription: Omit<StoredSubscription, 'id'>): Promise<boolean> {
    return this.db.transaction(async (manager) => {
      const stored: unknown[] = await manager.query(
        `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
         ON CONFLICT (endpoint) DO UPDATE SET user_id = $1, p256dh = $3, auth = $4, created_at = now()
           WHERE push_subscriptions.user_id = $1 OR push_subscriptions.auth = $4
         RETURNING id`,
        [userId, subscription.endpoint, subscription.p256dh, subscription.auth],
      );
      if (stored.length === 0) return false;
      await manager.query(
        `DELETE FROM push_subscriptions WHERE id IN (
           SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2)`,
        [userId, MAX_DEVICES_PER_ACCOUNT],
      );
      return true;
    });
  }

  /** The account of the subscription whose endpoint and secret these are, or null. */
  async ownerOf(endpoint: string, auth: string): Promise<number | null> {
    const rows: { user_id: number }[] = await this.db.query(
      'SELECT user_id FROM push_subscriptions WHERE endpoint = $1 AND auth = $2',
      [endpoint, auth],
    );
    return rows[0]?.user_id ?? null;
  }

  async unsubscribe(endpoint: string, auth: string): Promise<boolean> {
    const [, count]: [unknown, number] = await this.db.query(
      'DELETE FROM push_subscriptions WHERE endpoint = $1 AND auth = $2',
      [endpoint, auth],
    );
    return count > 0;
  }

  async remove(subscriptionId: number): Promise<void> {
    await this.db.query('DELETE FROM push_subscriptions WHERE id = $1', [subscriptionId]);
  }

  async devices(userId: number): Promise<number> {
    const [{ count }]: { count: string }[] = await this.db.query(
      'SELECT count(*) AS count FROM push_subscriptions WHERE user_id = $1',
      [userId],
    );
    return Number(count);
  }

  /** Of these accounts, those with a device and `kind` chosen: whom a ledger row may concern. */
  async listening(userIds: number[], kind: NotificationKind): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows: { user_id: number }[] = await this.db.query(
      `SELECT s.user_id FROM notification_settings s
        WHERE s.user_id = ANY($1::int[]) AND $2 = ANY(s.kinds)
          AND EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.user_id = s.user_id)`,
      [userIds, kind],
    );
    return new Set(rows.map((row) => row.user_id));
  }

  /** Every account with a device that chose `kind`. */
  async listeningAll(kind: NotificationKind): Promise<number[]> {
    const rows: { user_id: number }[] = await this.db.query(
      `SELECT s.user_id FROM notification_settings s
        WHERE $1 = ANY(s.kinds) AND EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.user_id = s.user_id)`,
      [kind],
    );
    return rows.map((row) => row.user_id);
  }

  /** The rank last told (or first seen) of each of these children, and when it was told. */
  async toldRanks(participantIds: number[]): Promise<Map<number, { rank: number | null; toldAt: Date }>> {
    const rows: { participant_id: number; rank: number | null; told_at: Date }[] = await this.db.query(
      'SELECT participant_id, rank, told_at FROM notification_ranks WHERE participant_id = ANY($1::int[])',
      [participantIds],
    );
    return new Map(rows.map((row) => [row.participant_id, { rank: row.rank, toldAt: row.told_at }]));
  }

  /** The child's reference rank, and when a change was last told (null: never, or unchanged). */
  async tellRank(participantId: number, rank: number | null, toldAt: Date | null): Promise<void> {
    await this.db.query(
      `INSERT INTO notification_ranks (participant_id, rank, told_at) VALUES ($1, $2, coalesce($3::timestamptz, 'epoch'))
       ON CONFLICT (participant_id) DO UPDATE SET rank = $2, told_at = coalesce($3::timestamptz, notification_ranks.told_at)`,
      [participantId, rank, toldAt],
    );
  }

  async settings(userId: number): Promise<NotificationSettings> {
    const rows: { kinds: NotificationKind[]; time_zone: string }[] = await this.db.query(
      'SELECT kinds, time_zone FROM notification_settings WHERE user_id = $1',
      [userId],
    );
    return rows[0] ? { kinds: rows[0].kinds, timeZone: rows[0].time_zone } : { kinds: [], timeZone: DEFAULT_TIME_ZONE };
  }

  async saveSettings(userId: number, settings: NotificationSettings): Promise<void> {
    await this.db.query(
      `INSERT INTO notification_settings (user_id, kinds, time_zone) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET kinds = $2, time_zone = $3, updated_at = now()`,
      [userId, [...new Set(settings.kinds)].sort(), settings.timeZone],
    );
  }

  /** Adds kinds to the account's choices (and its time zone, when given), in one statement. */
  async addKinds(userId: number, kinds: NotificationKind[], timeZone: string | undefined): Promise<void> {
    await this.db.query(
      `INSERT INTO notification_settings (user_id, kinds, time_zone) VALUES ($1, $2, coalesce($3, '${DEFAULT_TIME_ZONE}'))
       ON CONFLICT (user_id) DO UPDATE
         SET kinds = ARRAY(SELECT DISTINCT k FROM unnest(notification_settings.kinds || $2::text[]) k ORDER BY k),
             time_zone = coalesce($3, notification_settings.time_zone), updated_at = now()`,
      [userId, kinds, timeZone ?? null],
    );
  }

  async removeKind(userId: number, kind: NotificationKind): Promise<void> {
    await this.db.query(
      'UPDATE notification_settings SET kinds = array_remove(kinds, $2), updated_at = now() WHERE user_id = $1',
      [userId, kind],
    );
  }

  /**
   * Takes up a notification to send, in one round trip: records it once under its dedupe key (or
   * finds it still pending: a retry, a morning), with the account's choices and devices. Null when
   * it was already sent or decided (a retried job, a second worker): it is not sent again.
   */
  async begin(
    userId: number,
    dedupeKey: string,
    notification: { kind: NotificationKind; title: string; body: string; url: string },
  ): Promise<PendingNotification | null> {
    const rows: {
      id: string | null;
      kinds: NotificationKind[] | null;
      time_zone: string | null;
      devices: StoredSubscription[];
    }[] = await this.db.query(
      `WITH recorded AS (
         INSERT INTO notifications (user_id, kind, title, body, url, outcome, dedupe_key)
         VALUES ($1, $2, $3, $4, $5, 'pending', $6) ON CONFLICT (dedupe_key) DO NOTHING RETURNING id
       )
       SELECT coalesce((SELECT id FROM recorded),
                       (SELECT id FROM notifications WHERE dedupe_key = $6 AND outcome = 'pending')) AS id,
              s.kinds, s.time_zone,
              (SELECT coalesce(json_agg(json_build_object('id', p.id, 'endpoint', p.endpoint, 'p256dh', p.p256dh,
                                                          'auth', p.auth) ORDER BY p.id), '[]')
                 FROM push_subscriptions p WHERE p.user_id = $1) AS devices
         FROM (SELECT 1) one LEFT JOIN notification_settings s ON s.user_id = $1`,
      [userId, notification.kind, notification.title, notification.body, notification.url, dedupeKey],
    );
    const [row] = rows;
    if (row.id === null) return null;
    return {
      id: Number(row.id),
      settings: { kinds: row.kinds ?? [], timeZone: row.time_zone ?? DEFAULT_TIME_ZONE },
      devices: row.devices,
    };
  }

  /** A notification's outcome, and the devices that took it marked as reached, in one statement. */
  async outcome(
    notificationId: number,
    outcome: NotificationOutcome,
    deliveredTo: readonly number[] = [],
  ): Promise<void> {
    await this.db.query(
      `WITH reached AS (UPDATE push_subscriptions SET last_success_at = now() WHERE id = ANY($3::bigint[]))
       UPDATE notifications SET outcome = $2, devices = cardinality($3::bigint[]) WHERE id = $1`,
      [notificationId, outcome, deliveredTo],
    );
  }

  /** "Mes notifications": newest first, `limit` at a time before `before`. */
  async page(
    userId: number,
    limit: number,
    before?: number,
  ): Promise<{ items: NotificationRecord[]; next: number | null }> {
    const rows: {
      id: string;
      kind: NotificationKind;
      title: string;
      body: string;
      url: string;
      outcome: NotificationOutcome;
      devices: number;
      created_at: Date;
    }[] = await this.db.query(
      `SELECT id, kind, title, body, url, outcome, devices, created_at FROM notifications
        WHERE user_id = $1 AND ($3::bigint IS NULL OR id < $3) ORDER BY id DESC LIMIT $2`,
      [userId, limit + 1, before ?? null],
    );
    const items = rows.slice(0, limit).map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      title: row.title,
      body: row.body,
      url: row.url,
      outcome: row.outcome,
      devices: row.devices,
      createdAt: row.created_at,
    }));
    return { items, next: rows.length > limit ? items[items.length - 1].id : null };
  }

  /** Takes a round (a contest's "closing in one hour") to send it: false when another run took it first. */
  async claimRound(name: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      'INSERT INTO notification_rounds (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING name',
      [name],
    );
    return rows.length > 0;
  }

  /** Gives a round back when its jobs could not be queued: a later run sends it. */
  async releaseRound(name: string): Promise<void> {
    await this.db.query('DELETE FROM notification_rounds WHERE name = $1', [name]);
  }

  /** Where the follower of the ledger stands; a first start begins at `start` (no notification of the past). */
  async cursor(name: string, start: () => Promise<Watermark>): Promise<Watermark> {
    const rows: { tx: string; ledger_id: string }[] = await this.db.query(
      'SELECT tx::text AS tx, ledger_id FROM notification_cursors WHERE name = $1',
      [name],
    );
    if (rows[0]) return { tx: rows[0].tx, id: Number(rows[0].ledger_id) };
    const from = await start();
    await this.db.query(
      'INSERT INTO notification_cursors (name, tx, ledger_id) VALUES ($1, $2::xid8, $3) ON CONFLICT (name) DO NOTHING',
      [name, from.tx, from.id],
    );
    return this.cursor(name, start);
  }

  async advance(name: string, to: Watermark): Promise<void> {
    await this.db.query(
      'UPDATE notification_cursors SET tx = $2::xid8, ledger_id = $3 WHERE name = $1 AND (tx, ledger_id) < ($2::xid8, $3)',
      [name, to.tx, to.id],
    );
  }
}
