import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { HourlyVotes, LedgerTransaction, ParticipantTally, VoteSummary } from './ledger-entry';
import { type TallyRow, toTally } from './tally-row';

/**
 * The ledger's figures, summed over its rows: the dashboard's totals and votes per hour, a participant's
 * summary (the ranking's page, the statement), the free votes' ranking, a contest's tallies at its close
 * (the winners) and before a reversal (its preview).
 */
@Injectable()
export class LedgerFiguresReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Free, paid, reversed and held votes of the whole ledger (of one contest with `contestId`). */
  async totals(contestId?: number): Promise<VoteSummary> {
    const rows: SummaryRow[] = await this.db.query(
      `SELECT ${SUMMARY_COLUMNS} FROM vote_ledger l WHERE $1::int IS NULL OR l.contest_id = $1`,
      [contestId ?? null],
    );
    return toSummary(rows[0]);
  }

  /** The contest of the newest free or paid vote, across contests (null before the first vote). */
  async latestVotedContest(): Promise<number | null> {
    const rows: { contest_id: number }[] = await this.db.query(
      `SELECT contest_id FROM vote_ledger WHERE kind IN ('free', 'paid') ORDER BY id DESC LIMIT 1`,
    );
    return rows[0]?.contest_id ?? null;
  }

  /** Free and paid votes of a contest per hour (UTC), the last `hours` hours, oldest first, empty hours included. */
  async votesPerHour(contestId: number, hours: number): Promise<HourlyVotes[]> {
    const rows: { hour: Date; free: string; paid: string }[] = await this.db.query(
      `SELECT h.hour, coalesce(sum(l.weight) FILTER (WHERE l.kind = 'free'), 0) AS free,
              coalesce(sum(l.weight) FILTER (WHERE l.kind = 'paid'), 0) AS paid
         FROM generate_series(date_trunc('hour', now()) - make_interval(hours => $2::int - 1),
                              date_trunc('hour', now()), interval '1 hour') AS h(hour)
         LEFT JOIN vote_ledger l ON l.contest_id = $1 AND l.kind IN ('free', 'paid')
           AND l.created_at >= h.hour AND l.created_at < h.hour + interval '1 hour'
        GROUP BY h.hour ORDER BY h.hour`,
      [contestId, hours],
    );
    return rows.map((row) => ({ hour: row.hour, free: Number(row.free), paid: Number(row.paid) }));
  }

  /** Free, paid, reversed and held votes of a participant, from the whole ledger. */
  async voteSummary(participantId: number): Promise<VoteSummary> {
    const rows: SummaryRow[] = await this.db.query(
      `SELECT ${SUMMARY_COLUMNS} FROM vote_ledger l WHERE l.participant_id = $1`,
      [participantId],
    );
    return toSummary(rows[0]);
  }

  /**
   * Each participant's free votes counted: free rows and released held votes, less the reversals of
   * those rows (paid packs and their reversals left out). The ranking of free votes alone.
   */
  async freeTallies(contestId: number): Promise<ParticipantTally[]> {
    const rows: TallyRow[] = await this.db.query(
      `SELECT l.contest_id, l.participant_id, sum(l.weight) AS count, max(l.id) AS last
         FROM vote_ledger l
         LEFT JOIN vote_ledger reversed ON reversed.id = l.reverses_id
        WHERE l.contest_id = $1
          AND (l.kind IN ('free', 'release') OR (l.kind = 'reversal' AND reversed.kind IN ('free', 'release')))
        GROUP BY l.contest_id, l.participant_id`,
      [contestId],
    );
    return rows.map(toTally);
  }

  /**
   * Every participant's tally in one contest from all the rows committed so far (the winners at a
   * contest's close; `transaction` reads inside the caller's transaction), counting only the votes
   * cast before `endsAt` when given: a row dated at or after the end counts for nothing, and neither do the
   * decisions and reversals of such a row. A decision or a reversal of an earlier vote counts
   * whenever it was made (a vote is known by the row it refers to, two steps back at most: a
   * reversal of a release refers to the release, which refers to the held vote).
   */
  async contestTallies(
    contestId: number,
    endsAt: Date | null,
    transaction?: LedgerTransaction,
  ): Promise<ParticipantTally[]> {
    const rows: TallyRow[] = await (transaction ?? this.db).query(
      `SELECT l.contest_id, l.participant_id, sum(l.weight) AS count, max(l.id) AS last
         FROM vote_ledger l
         LEFT JOIN vote_ledger o ON o.id = coalesce(l.reverses_id, l.decides_id)
         LEFT JOIN vote_ledger p ON p.id = coalesce(o.reverses_id, o.decides_id)
        WHERE l.contest_id = $1 AND l.weight <> 0
          AND ($2::timestamptz IS NULL OR coalesce(p.created_at, o.created_at, l.created_at) < $2)
        GROUP BY l.contest_id, l.participant_id`,
      [contestId, endsAt],
    );
    return rows.map(toTally);
  }
}

interface SummaryRow {
  free: string;
  paid: string;
  reversed: string;
  held: string;
  released: string;
  rejected: string;
}

/** A summary's sums over rows `l`; a held row is pending while no decision names it. */
const SUMMARY_COLUMNS = `
  coalesce(sum(l.weight) FILTER (WHERE l.kind IN ('free', 'release')), 0) AS free,
  coalesce(sum(l.weight) FILTER (WHERE l.kind = 'paid'), 0) AS paid,
  coalesce(-sum(l.weight) FILTER (WHERE l.kind = 'reversal'), 0) AS reversed,
  count(*) FILTER (WHERE l.kind = 'held') - count(*) FILTER (WHERE l.kind IN ('release', 'rejection')) AS held,
  count(*) FILTER (WHERE l.kind = 'release') AS released,
  count(*) FILTER (WHERE l.kind = 'rejection') AS rejected`;

function toSummary(row: SummaryRow): VoteSummary {
  return {
    free: Number(row.free),
    paid: Number(row.paid),
    reversed: Number(row.reversed),
    held: Number(row.held),
    released: Number(row.released),
    rejected: Number(row.rejected),
  };
}
