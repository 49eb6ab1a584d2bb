import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppendedEntry, FreeVoteCounts, LeafVersion, RecentFreeVote, VoteChannel } from './ledger-entry';

/**
 * What voters cast, as the free vote's rules and the notifications read it: a retried vote's row by its
 * key, a voter's recent free votes (the reminders, a phone number's move), the free votes per window
 * and per voter, device and address (the limits restored after a Redis loss), the accounts that voted
 * in a contest (its closing notice).
 */
@Injectable()
export class VoterVotesReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The free vote an idempotency key made, if it was committed (a retry whose first answer was lost). */
  async freeVoteByKey(idempotencyKey: string): Promise<Omit<AppendedEntry, 'inserted'> | null> {
    const rows: {
      id: number;
      tx: string;
      created_at: Date;
      participant_id: number;
      kind: 'free' | 'held';
      device_hash: string | null;
      phone_number_id: number | null;
      channel: VoteChannel;
      leaf_version: LeafVersion;
    }[] = await this.db.query(
      `SELECT id::int, tx::text AS tx, created_at, participant_id, kind, device_hash, phone_number_id, channel, leaf_version
         FROM vote_ledger WHERE idempotency_key = $1`,
      [idempotencyKey],
    );
    const row = rows[0];
    return row
      ? {
          id: row.id,
          tx: row.tx,
          createdAt: row.created_at,
          participantId: row.participant_id,
          kind: row.kind,
          deviceHash: row.device_hash,
          phoneNumberId: row.phone_number_id,
          channel: row.channel,
          leafVersion: row.leaf_version,
        }
      : null;
  }

  /** A voter's free votes younger than `seconds` (not held ones: those wait for a decision). */
  async freeVotesOf(
    voterId: number,
    seconds: number,
  ): Promise<{ id: number; participantId: number; contestId: number; createdAt: Date }[]> {
    const rows: { id: string; participant_id: number; contest_id: number; created_at: Date }[] = await this.db.query(
      `SELECT id, participant_id, contest_id, created_at FROM vote_ledger
        WHERE voter_id = $1 AND kind = 'free' AND created_at > now() - make_interval(secs => $2::int)
        ORDER BY id`,
      [voterId, seconds],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      participantId: row.participant_id,
      contestId: row.contest_id,
      createdAt: row.created_at,
    }));
  }

  /** Per (voter, participant), the free votes (held ones too) younger than `seconds`, with what is left of that window. */
  async recentFreeVotes(seconds: number): Promise<RecentFreeVote[]> {
    const rows: { voter_id: number; participant_id: number; remaining_ms: string }[] = await this.db.query(
      `SELECT voter_id, participant_id,
              ($1::int * 1000 - extract(epoch FROM (now() - max(created_at))) * 1000)::bigint AS remaining_ms
         FROM vote_ledger
        WHERE kind IN ('free', 'held') AND voter_id IS NOT NULL AND created_at > now() - make_interval(secs => $1::int)
        GROUP BY voter_id, participant_id`,
      [seconds],
    );
    return rows
      .map((row) => ({
        voterId: row.voter_id,
        participantId: row.participant_id,
        remainingMs: Number(row.remaining_ms),
      }))
      .filter((row) => row.remainingMs > 0);
  }

  /**
   * Free votes (held ones too: they took their share of the caps) since `since` per voter, per device hash, per client IP hash, and per IP hash of the
   * votes sent without a device id.
   */
  async freeVotesSince(since: Date): Promise<FreeVoteCounts> {
    const rows: { by: keyof FreeVoteCounts; key: string; votes: string }[] = await this.db.query(
      `WITH today AS (
         SELECT voter_id, ip_hash, device_hash FROM vote_ledger WHERE kind IN ('free', 'held') AND created_at >= $1
       )
       SELECT 'byVoter' AS by, voter_id::text AS key, count(*) AS votes FROM today WHERE voter_id IS NOT NULL
        GROUP BY voter_id
       UNION ALL
       SELECT 'byDeviceHash', device_hash, count(*) FROM today WHERE device_hash IS NOT NULL GROUP BY device_hash
       UNION ALL
       SELECT 'byIpHash', ip_hash, count(*) FROM today WHERE ip_hash IS NOT NULL GROUP BY ip_hash
       UNION ALL
       SELECT 'withoutDeviceByIpHash', ip_hash, count(*) FROM today
        WHERE ip_hash IS NOT NULL AND device_hash IS NULL GROUP BY ip_hash`,
      [since],
    );
    const pick = (by: keyof FreeVoteCounts) =>
      rows.filter((row) => row.by === by).map((row) => ({ key: row.key, votes: Number(row.votes) }));
    return {
      byVoter: pick('byVoter'),
      byDeviceHash: pick('byDeviceHash'),
      byIpHash: pick('byIpHash'),
      withoutDeviceByIpHash: pick('withoutDeviceByIpHash'),
    };
  }

  /** The accounts that voted in this contest (free votes, held ones, packs). */
  async votersIn(contestId: number): Promise<number[]> {
    const rows: { voter_id: number }[] = await this.db.query(
      `SELECT DISTINCT voter_id FROM vote_ledger
        WHERE contest_id = $1 AND voter_id IS NOT NULL AND kind IN ('free', 'held', 'paid')`,
      [contestId],
    );
    return rows.map((row) => row.voter_id);
  }
}
