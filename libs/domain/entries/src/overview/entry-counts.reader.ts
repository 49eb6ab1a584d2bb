import { Injectable } from '@nestjs/common';
import { type ContestCounts, ContestEntryCounts } from '@app/contests';
import { DataSource } from 'typeorm';

interface CountRow {
  contest_id: number;
  participants: string;
  preregistrations: string;
  convertible: string;
}

/**
 * The contests lib's ContestEntryCounts: participants and pre-registrations of each contest, the one
 * statement that reads both tables.
 */
@Injectable()
export class EntryCountsReader extends ContestEntryCounts {
  constructor(private readonly db: DataSource) {
    super();
  }

  /** Participant and pre-registration counts of many contests in one grouped query. */
  async counts(contestIds: number[]): Promise<Map<number, ContestCounts>> {
    if (contestIds.length === 0) return new Map();
    const rows: CountRow[] = await this.db.query(
      `SELECT ids.id AS contest_id,
              COALESCE(p.total, 0) AS participants,
              COALESCE(r.total, 0) AS preregistrations,
              COALESCE(r.convertible, 0) AS convertible
         FROM unnest($1::int[]) AS ids(id)
         LEFT JOIN (SELECT contest_id, count(*) AS total
                      FROM participants
                     WHERE contest_id = ANY($1::int[]) AND deleted_at IS NULL
                     GROUP BY contest_id) p ON p.contest_id = ids.id
         LEFT JOIN (SELECT contest_id, count(*) AS total,
                           count(*) FILTER (WHERE participant_id IS NULL) AS convertible
                      FROM preregistrations
                     WHERE contest_id = ANY($1::int[])
                     GROUP BY contest_id) r ON r.contest_id = ids.id`,
      [contestIds],
    );
    return new Map(
      rows.map((row) => [
        row.contest_id,
        {
          participants: Number(row.participants),
          preregistrations: Number(row.preregistrations),
          convertiblePreregistrations: Number(row.convertible),
        },
      ]),
    );
  }
}
