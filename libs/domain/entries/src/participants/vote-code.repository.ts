import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/** The first key of the advisory locks on codes (the second is the code), apart from other locks. */
const VOTE_CODE_LOCK = 0x0c0de;

/** A participant not withdrawn that holds a code, and its contest. */
export interface VoteCodeHolder {
  participantId: number;
  contestId: number;
}

/** Every statement on `vote_codes`: who holds a code, the codes of participants, the draws' writes. */
@Injectable()
export class VoteCodeRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The participants not withdrawn that hold this code, latest season first. */
  async holders(code: string): Promise<VoteCodeHolder[]> {
    const rows: { participant_id: number; contest_id: number }[] = await this.db.query(
      `SELECT v.participant_id, p.contest_id
         FROM vote_codes v JOIN participants p ON p.id = v.participant_id
        WHERE v.code = $1 AND p.deleted_at IS NULL
        ORDER BY v.season DESC`,
      [code],
    );
    return rows.map((row) => ({ participantId: row.participant_id, contestId: row.contest_id }));
  }

  /** The codes of these participants, deleted ones included, by participant id; `transaction`: read inside it. */
  async ofParticipants(ids: number[], transaction?: EntityManager): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows: { participant_id: number; code: string }[] = await (transaction ?? this.db).query(
      'SELECT participant_id, code FROM vote_codes WHERE participant_id = ANY($1::int[])',
      [ids],
    );
    return new Map(rows.map((row) => [row.participant_id, row.code]));
  }

  /** Takes the code's advisory lock until `transaction` ends; false when another transaction holds it. */
  async tryLock(transaction: EntityManager, code: number): Promise<boolean> {
    const [{ locked }]: { locked: boolean }[] = await transaction.query(
      'SELECT pg_try_advisory_xact_lock($1, $2) AS locked',
      [VOTE_CODE_LOCK, code],
    );
    return locked;
  }

  /**
   * Gives the participant `code` in `season`, unless the season has it already or a participant not
   * withdrawn of another season, in one of `liveContestIds`, holds it; the code, or null when not given.
   * Run after `tryLock`, as a statement of its own: its snapshot sees what the lock's last holder committed.
   */
  async insertIfFree(
    transaction: EntityManager,
    season: number,
    code: number,
    participantId: number,
    liveContestIds: number[],
  ): Promise<string | null> {
    const inserted: { code: string }[] = await transaction.query(
      `INSERT INTO vote_codes (season, code, participant_id)
       SELECT $1::smallint, $2::varchar, $3::int
        WHERE NOT EXISTS (
          SELECT 1 FROM vote_codes held JOIN participants p ON p.id = held.participant_id
           WHERE held.code = $2::varchar AND held.season <> $1::smallint AND p.deleted_at IS NULL
             AND p.contest_id = ANY($4::int[]))
       ON CONFLICT DO NOTHING
       RETURNING code`,
      [season, String(code), participantId, liveContestIds],
    );
    return inserted[0]?.code ?? null;
  }

  /** How many codes of each length the season has used (those of deleted participants included). */
  async usedByLength(transaction: EntityManager, season: number): Promise<Map<number, number>> {
    const rows: { length: number; used: number }[] = await transaction.query(
      'SELECT length(code) AS length, count(*)::int AS used FROM vote_codes WHERE season = $1 GROUP BY length(code)',
      [season],
    );
    return new Map(rows.map((row) => [row.length, row.used]));
  }
}
