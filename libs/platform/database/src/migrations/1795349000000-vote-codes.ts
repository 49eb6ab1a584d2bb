import { randomInt } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A length is left for the next once this share of its codes is used in the season. */
const FULL_SHARE = 0.8;
const LENGTHS = [4, 5, 6];
const BATCH = 1000;
/** Random draws of one length before the next. */
const DRAWS = 100;

interface Season {
  codes: Set<string>;
  usedByLength: Map<number, number>;
}

interface ParticipantRow {
  id: number;
  season: number;
  /** Its contest takes entries (`pre_registration` or `open`) and it is not deleted. */
  live: boolean;
}

/**
 * Each participant's vote code (libs/domain/entries `VoteCodes`): digits without a leading zero, four while
 * the season (the calendar year of the contest's start, UTC) has used less than 80 % of them, then
 * five, then six. A code is taken once per season: the row stays when its participant is deleted.
 * The participants already entered get theirs here, at random, in id order.
 */
export class VoteCodes1795349000000 implements MigrationInterface {
  name = 'VoteCodes1795349000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "vote_codes" (
        "season" smallint NOT NULL,
        "code" varchar(6) NOT NULL CHECK ("code" ~ '^[1-9][0-9]{3,5}$'),
        "participant_id" integer NOT NULL UNIQUE REFERENCES "participants" ("id"),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("season", "code")
      )`);
    await queryRunner.query(`CREATE INDEX "vote_codes_code" ON "vote_codes" ("code")`);

    const participants = (await queryRunner.query(
      `SELECT p.id, extract(year FROM c.start_date AT TIME ZONE 'UTC')::int AS season,
         (p.deleted_at IS NULL AND c.deleted_at IS NULL AND c.status IN ('pre_registration', 'open')) AS live
       FROM participants p JOIN contests c ON c.id = p.contest_id
       ORDER BY p.id`,
    )) as ParticipantRow[];
    const seasons = new Map<number, Season>();
    /** The codes of live participants, whatever their season: two open contests never share one. */
    const live = new Set<string>();
    const rows = participants.map((participant) => {
      let season = seasons.get(participant.season);
      if (!season) seasons.set(participant.season, (season = { codes: new Set(), usedByLength: new Map() }));
      const code = freeCode(season, live);
      season.codes.add(code);
      season.usedByLength.set(code.length, (season.usedByLength.get(code.length) ?? 0) + 1);
      if (participant.live) live.add(code);
      return { season: participant.season, code, participantId: participant.id };
    });
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      await queryRunner.query(
        `INSERT INTO "vote_codes" ("season", "code", "participant_id")
         SELECT * FROM unnest($1::smallint[], $2::varchar[], $3::int[])`,
        [batch.map((row) => row.season), batch.map((row) => row.code), batch.map((row) => row.participantId)],
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "vote_codes"`);
  }
}

/**
 * A random code of the season's current length, taken neither in the season nor by a live
 * participant; of the next length when live codes of other seasons leave none to draw.
 */
function freeCode(season: Season, live: Set<string>): string {
  const first = LENGTHS.find((digits) => (season.usedByLength.get(digits) ?? 0) < FULL_SHARE * 9 * 10 ** (digits - 1));
  for (const length of LENGTHS.filter((digits) => digits >= (first ?? LENGTHS[LENGTHS.length - 1]))) {
    for (let draw = 0; draw < DRAWS; draw += 1) {
      const code = String(randomInt(10 ** (length - 1), 10 ** length));
      if (!season.codes.has(code) && !live.has(code)) return code;
    }
  }
  throw new Error('No free vote code left');
}
