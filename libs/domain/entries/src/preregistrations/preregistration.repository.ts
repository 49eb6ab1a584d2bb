import { Injectable } from '@nestjs/common';
import { type ContestDetails, ContestDirectory, type ContestStatus } from '@app/contests';
import { DataSource, type EntityManager } from 'typeorm';
import { VoteCodes } from '../participants/vote-codes';
import { PreregistrationEntity } from './preregistration.entity';

/** A pre-registration with what its screens show of the baby and the contest. */
export interface PreregistrationRecord {
  id: number;
  userId: number;
  babyId: number;
  contestId: number;
  phoneNumber: string;
  country: string;
  city: string;
  participantId: number | null;
  createdAt: Date;
  canConvert: boolean;
  /** Null only if the baby disappeared (its deletion normally takes the pre-registration with it). */
  baby: { name: string; dateOfBirth: string; photo: string | null } | null;
  contest: { title: string; status: ContestStatus; startDate: Date; preregistrationEndDate: Date | null };
}

/** A pre-registration as the back office shows it: with the parent's account, asked of identity. */
export interface PreregistrationView extends PreregistrationRecord {
  user: { email: string; firstName: string; lastName: string; contactNumber: string };
}

/**
 * A search term: found in the baby's name, or naming one of these parents (by e-mail or name), as
 * identity found them, or one of these contests (by title), as ContestDirectory found them.
 */
export interface PreregistrationSearch {
  term: string;
  userIds: number[];
  contestIds: number[];
}

export interface PreregistrationFilter {
  userId?: number;
  contestId?: number;
  /** `pending` = convertible now; `converted` = already a participant. */
  status?: 'pending' | 'converted';
  search?: PreregistrationSearch;
}

export interface NewPreregistration {
  userId: number;
  babyId: number;
  contestId: number;
  phoneNumber: string;
  country: string;
  city: string;
}

export interface PreregistrationStatistics {
  total: number;
  convertible: number;
  converted: number;
  recent: number;
  activeContests: number;
}

/** What a bulk conversion needs to decide about one locked pre-registration. */
export interface ConversionCandidate {
  id: number;
  userId: number;
  babyId: number;
  contestId: number;
  phoneNumber: string;
  country: string;
  city: string;
  participantId: number | null;
  contestStatus: ContestStatus;
  contestDeleted: boolean;
  baby: { name: string; bio: string; photo: string | null; country: string; city: string } | null;
}

export interface NewParticipant {
  contestId: number;
  babyId: number;
  userId: number;
  babyName: string;
  babyBio: string;
  photo: string;
  country: string;
  city: string;
  phoneNumber: string;
}

export type ConversionDecision = { skip: string } | { participant: NewParticipant };

export interface ConversionResult {
  converted: number[];
  skipped: { id: number; reason: string }[];
}

/**
 * The one definition of "convertible", shared by lists, filters, statistics and responses:
 * `takingEntries` is the parameter holding the ids of the contests that take entries
 * (ContestDirectory.idsTakingEntries: not deleted, `pre_registration` or `open`).
 */
function convertible(takingEntries: string): string {
  return `(p.participant_id IS NULL AND p.contest_id = ANY(${takingEntries}::int[])
    AND b.id IS NOT NULL AND COALESCE(b.photo, '') <> '')`;
}

const FROM = `FROM preregistrations p
  LEFT JOIN babies b ON b.id = p.baby_id`;

/** The columns of a record; `takingEntries` as for `convertible`. */
function viewColumns(takingEntries: string): string {
  return `p.id, p.user_id, p.baby_id, p.contest_id, p.phone_number, p.country, p.city, p.participant_id,
    p.created_at, ${convertible(takingEntries)} AS can_convert,
    b.id AS b_id, b.name AS b_name, to_char(b.date_of_birth, 'YYYY-MM-DD') AS b_date_of_birth, b.photo AS b_photo`;
}

interface ViewRow {
  id: number;
  user_id: number;
  baby_id: number;
  contest_id: number;
  phone_number: string;
  country: string;
  city: string;
  participant_id: number | null;
  created_at: Date;
  can_convert: boolean;
  b_id: number | null;
  b_name: string | null;
  b_date_of_birth: string | null;
  b_photo: string | null;
}

interface CandidateRow {
  id: number;
  user_id: number;
  baby_id: number;
  contest_id: number;
  phone_number: string;
  country: string;
  city: string;
  participant_id: number | null;
  b_id: number | null;
  b_name: string | null;
  b_bio: string | null;
  b_photo: string | null;
  b_country: string | null;
  b_city: string | null;
}

function toRecord(row: ViewRow, contest: ContestDetails): PreregistrationRecord {
  return {
    id: row.id,
    userId: row.user_id,
    babyId: row.baby_id,
    contestId: row.contest_id,
    phoneNumber: row.phone_number,
    country: row.country,
    city: row.city,
    participantId: row.participant_id,
    createdAt: row.created_at,
    canConvert: row.can_convert,
    baby: row.b_id === null ? null : { name: row.b_name!, dateOfBirth: row.b_date_of_birth!, photo: row.b_photo },
    contest: {
      title: contest.title,
      status: contest.status,
      startDate: contest.startDate,
      preregistrationEndDate: contest.preregistrationEndDate,
    },
  };
}

function toCandidate(row: CandidateRow, contest: ContestDetails): ConversionCandidate {
  return {
    id: row.id,
    userId: row.user_id,
    babyId: row.baby_id,
    contestId: row.contest_id,
    phoneNumber: row.phone_number,
    country: row.country,
    city: row.city,
    participantId: row.participant_id,
    contestStatus: contest.status,
    contestDeleted: contest.deletedAt !== null,
    baby:
      row.b_id === null
        ? null
        : { name: row.b_name!, bio: row.b_bio!, photo: row.b_photo, country: row.b_country!, city: row.b_city! },
  };
}

const INSERT_PREREGISTRATION = `INSERT INTO preregistrations (user_id, baby_id, contest_id, phone_number, country, city)
  VALUES ($1, $2, $3, $4, $5, $6)
  ON CONFLICT ON CONSTRAINT preregistrations_baby_contest_key DO NOTHING
  RETURNING id`;

/** Pre-registrations with their babies joined; their contests are asked of ContestDirectory. */
@Injectable()
export class PreregistrationRepository {
  constructor(
    private readonly db: DataSource,
    private readonly contests: ContestDirectory,
    private readonly voteCodes: VoteCodes,
  ) {}

  /** Runs `work` in one database transaction. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The new id, or null when this baby is already pre-registered for this contest (races included). */
  async insert(row: NewPreregistration, manager: EntityManager = this.db.manager): Promise<number | null> {
    const inserted = await manager.query<{ id: number }[]>(INSERT_PREREGISTRATION, [
      row.userId,
      row.babyId,
      row.contestId,
      row.phoneNumber,
      row.country,
      row.city,
    ]);
    return inserted.length > 0 ? inserted[0].id : null;
  }

  async findRecord(id: number): Promise<PreregistrationRecord | null> {
    const rows = await this.db.query<ViewRow[]>(`SELECT ${viewColumns('$2')} ${FROM} WHERE p.id = $1`, [
      id,
      await this.contests.idsTakingEntries(),
    ]);
    return (await this.toRecords(rows))[0] ?? null;
  }

  /** Newest first; without `page`, every matching row (the CSV export). */
  async list(
    filter: PreregistrationFilter,
    page?: { offset: number; limit: number },
  ): Promise<{ rows: PreregistrationRecord[]; count: number }> {
    const takingEntries = await this.contests.idsTakingEntries();
    const params: unknown[] = [];
    const where = this.where(filter, params, takingEntries);
    const [{ count }] = await this.db.query<{ count: number }[]>(
      `SELECT count(*)::int AS count ${FROM} ${where}`,
      params,
    );
    const listParams = [...params, takingEntries];
    let sql = `SELECT ${viewColumns(`$${listParams.length}`)} ${FROM} ${where} ORDER BY p.created_at DESC, p.id DESC`;
    if (page) {
      listParams.push(page.limit, page.offset);
      sql += ` LIMIT $${listParams.length - 1} OFFSET $${listParams.length}`;
    }
    const rows = await this.db.query<ViewRow[]>(sql, listParams);
    return { rows: await this.toRecords(rows), count };
  }

  /** `activeContests`: the contests that take entries, as ContestDirectory counts them. */
  async statistics(recentSince: Date): Promise<PreregistrationStatistics> {
    const takingEntries = await this.contests.idsTakingEntries();
    const [counts] = await this.db.query<Omit<PreregistrationStatistics, 'activeContests'>[]>(
      `SELECT count(*)::int AS total,
         count(*) FILTER (WHERE ${convertible('$2')})::int AS convertible,
         count(*) FILTER (WHERE p.participant_id IS NOT NULL)::int AS converted,
         count(*) FILTER (WHERE p.created_at >= $1)::int AS recent
       ${FROM}`,
      [recentSince, takingEntries],
    );
    return { ...counts, activeContests: takingEntries.length };
  }

  async delete(id: number): Promise<boolean> {
    const result = await this.db.getRepository(PreregistrationEntity).delete({ id });
    return (result.affected ?? 0) > 0;
  }

  /**
   * Converts pre-registrations into participants in one transaction. The rows are locked, their
   * contests read in the transaction through ContestDirectory, `decide` says for each whether to
   * skip it or which participant to make (with its vote code); a baby already taking part in
   * the contest is linked to its participant instead of being entered twice. Ids that name nothing
   * are neither converted nor skipped here.
   */
  async convert(
    ids: number[],
    decide: (candidate: ConversionCandidate) => ConversionDecision,
  ): Promise<ConversionResult> {
    return this.db.transaction(async (manager) => {
      const rows = await manager.query<CandidateRow[]>(
        `SELECT p.id, p.user_id, p.baby_id, p.contest_id, p.phone_number, p.country, p.city, p.participant_id,
           b.id AS b_id, b.name AS b_name, b.bio AS b_bio, b.photo AS b_photo, b.country AS b_country, b.city AS b_city
         FROM preregistrations p
         LEFT JOIN babies b ON b.id = p.baby_id
         WHERE p.id = ANY($1::int[])
         ORDER BY p.id
         FOR UPDATE OF p`,
        [ids],
      );

      const contests = await this.contests.details([...new Set(rows.map((row) => row.contest_id))], manager);
      const skipped: ConversionResult['skipped'] = [];
      const toConvert: { preregistrationId: number; participant: NewParticipant }[] = [];
      for (const row of rows) {
        const decision = decide(toCandidate(row, contests.get(row.contest_id)!));
        if ('skip' in decision) skipped.push({ id: row.id, reason: decision.skip });
        else toConvert.push({ preregistrationId: row.id, participant: decision.participant });
      }
      if (toConvert.length === 0) return { converted: [], skipped };

      const participants = toConvert.map((item) => item.participant);
      const column = <K extends keyof NewParticipant>(key: K) => participants.map((participant) => participant[key]);
      const inserted = await manager.query<{ id: number; contest_id: number }[]>(
        `INSERT INTO participants (contest_id, baby_id, user_id, baby_name, baby_bio, photo, country, city, phone_number)
         SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::varchar[], $5::text[], $6::varchar[],
           $7::varchar[], $8::varchar[], $9::varchar[])
         ON CONFLICT (contest_id, baby_id) WHERE deleted_at IS NULL DO NOTHING
         RETURNING id, contest_id`,
        [
          column('contestId'),
          column('babyId'),
          column('userId'),
          column('babyName'),
          column('babyBio'),
          column('photo'),
          column('country'),
          column('city'),
          column('phoneNumber'),
        ],
      );
      await this.voteCodes.assignMany(
        manager,
        inserted.map((row) => ({ participantId: row.id, contestStartDate: contests.get(row.contest_id)!.startDate })),
      );
      const existing = await manager.query<{ id: number; contest_id: number; baby_id: number }[]>(
        `SELECT id, contest_id, baby_id FROM participants
         WHERE deleted_at IS NULL AND (contest_id, baby_id) IN (SELECT * FROM unnest($1::int[], $2::int[]))`,
        [column('contestId'), column('babyId')],
      );
      const participantOf = new Map(existing.map((row) => [`${row.contest_id}:${row.baby_id}`, row.id]));
      const links = toConvert.map((item) => ({
        preregistrationId: item.preregistrationId,
        participantId: participantOf.get(`${item.participant.contestId}:${item.participant.babyId}`)!,
      }));
      await manager.query(
        `UPDATE preregistrations p SET participant_id = link.participant_id
         FROM unnest($1::int[], $2::int[]) AS link(preregistration_id, participant_id)
         WHERE p.id = link.preregistration_id`,
        [links.map((link) => link.preregistrationId), links.map((link) => link.participantId)],
      );
      return { converted: links.map((link) => link.preregistrationId), skipped };
    });
  }

  /** The rows as records, with their contests asked of ContestDirectory. */
  private async toRecords(rows: ViewRow[]): Promise<PreregistrationRecord[]> {
    const contests = await this.contests.details([...new Set(rows.map((row) => row.contest_id))]);
    return rows.map((row) => toRecord(row, contests.get(row.contest_id)!));
  }

  private where(filter: PreregistrationFilter, params: unknown[], takingEntries: number[]): string {
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const clauses: string[] = [];
    if (filter.userId !== undefined) clauses.push(`p.user_id = ${param(filter.userId)}`);
    if (filter.contestId !== undefined) clauses.push(`p.contest_id = ${param(filter.contestId)}`);
    if (filter.status === 'pending') clauses.push(convertible(param(takingEntries)));
    if (filter.status === 'converted') clauses.push('p.participant_id IS NOT NULL');
    if (filter.search) {
      const term = param(`%${filter.search.term.replace(/[\\%_]/g, '\\$&')}%`);
      const userIds = param(filter.search.userIds);
      const contestIds = param(filter.search.contestIds);
      clauses.push(
        `(p.user_id = ANY(${userIds}::int[]) OR b.name ILIKE ${term} OR p.contest_id = ANY(${contestIds}::int[]))`,
      );
    }
    return clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
  }
}
