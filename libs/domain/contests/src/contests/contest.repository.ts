import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, IsNull, Repository } from 'typeorm';
import { type ContestGender, type ContestStatus, ContestEntity } from './contest.entity';
import { publicContestSql } from './contest-rules';

export type ContestValues = Pick<
  ContestEntity,
  | 'title'
  | 'description'
  | 'image'
  | 'status'
  | 'startDate'
  | 'endDate'
  | 'gender'
  | 'prize'
  | 'secondPrize'
  | 'thirdPrize'
  | 'preregistrationStartDate'
  | 'preregistrationEndDate'
>;

export type ContestChanges = Partial<ContestValues>;

/** A contest written with its dates and nothing else: no image, no prizes (the demonstration's contests). */
export type DatedContest = Pick<
  ContestValues,
  | 'title'
  | 'description'
  | 'status'
  | 'gender'
  | 'startDate'
  | 'endDate'
  | 'preregistrationStartDate'
  | 'preregistrationEndDate'
>;

export interface ContestListFilter {
  /** Drafts are an administrator's work in progress; visitors never see them. */
  includeDrafts: boolean;
  statuses?: ContestStatus[];
  gender?: ContestGender;
  /** Without a page, every matching contest. */
  page?: { offset: number; limit: number };
}

/** One contest moved by the status sync: which, to what, from what, when. */
export interface ContestStatusMove {
  id: number;
  status: ContestStatus;
  previousStatus: ContestStatus;
  at: Date;
}

interface MoveRow {
  id: number;
  status: ContestStatus;
  previous_status: ContestStatus;
  at: Date;
}

/** A contest as other libs name it (the awards' lists and notices). */
export interface ContestCard {
  id: number;
  title: string;
  endDate: Date;
}

interface CardRow {
  id: number;
  title: string;
  end_date: Date;
}

const toCard = (row: CardRow): ContestCard => ({ id: row.id, title: row.title, endDate: row.end_date });

/** A contest's dates and prizes, as a results dossier states them. */
export interface ContestSheet {
  id: number;
  title: string;
  startDate: Date;
  endDate: Date;
  status: ContestStatus;
  prize: number;
  secondPrize: number;
  thirdPrize: number;
}

/** A contest's prizes by rank, as set by its administrators, and its end (no vote counts after it). */
export interface ContestPrizeAmounts {
  prize: number;
  secondPrize: number;
  thirdPrize: number;
  endDate: Date;
}

/**
 * A contest's status, dates, gender and prizes: what the entries lib checks a registration or a
 * pre-registration against, and shows with a participant or a pre-registration.
 */
export interface ContestDetails {
  id: number;
  title: string;
  status: ContestStatus;
  gender: ContestGender;
  startDate: Date;
  endDate: Date;
  preregistrationStartDate: Date | null;
  preregistrationEndDate: Date | null;
  prize: number;
  secondPrize: number;
  thirdPrize: number;
  deletedAt: Date | null;
}

/** What a registration's transaction holds of its contest, locked until it ends. */
export interface ContestEntryLock {
  status: ContestStatus;
  endDate: Date;
}

const DETAILS_COLUMNS = `id, title, status, gender, start_date, end_date, preregistration_start_date,
  preregistration_end_date, prize, second_prize, third_prize, deleted_at`;

interface DetailsRow {
  id: number;
  title: string;
  status: ContestStatus;
  gender: ContestGender;
  start_date: Date;
  end_date: Date;
  preregistration_start_date: Date | null;
  preregistration_end_date: Date | null;
  prize: number;
  second_prize: number;
  third_prize: number;
  deleted_at: Date | null;
}

function toDetails(row: DetailsRow): ContestDetails {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    gender: row.gender,
    startDate: row.start_date,
    endDate: row.end_date,
    preregistrationStartDate: row.preregistration_start_date,
    preregistrationEndDate: row.preregistration_end_date,
    prize: row.prize,
    secondPrize: row.second_prize,
    thirdPrize: row.third_prize,
    deletedAt: row.deleted_at,
  };
}

/**
 * Every statement on `contests`. The entities (the contests' own routes and status moves) leave out
 * soft-deleted contests; the plain rows other libs read through ContestDirectory say which they include.
 */
@Injectable()
export class ContestRepository {
  constructor(@InjectRepository(ContestEntity) private readonly contests: Repository<ContestEntity>) {}

  findById(id: number): Promise<ContestEntity | null> {
    return this.contests.findOne({ where: { id } });
  }

  /** Most recent start first. */
  async list(filter: ContestListFilter): Promise<{ contests: ContestEntity[]; count: number }> {
    const query = this.contests.createQueryBuilder('contest');
    if (!filter.includeDrafts) query.andWhere(publicContestSql('contest'));
    if (filter.statuses) query.andWhere('contest.status IN (:...statuses)', { statuses: filter.statuses });
    if (filter.gender) query.andWhere('contest.gender = :gender', { gender: filter.gender });
    query.orderBy('contest.startDate', 'DESC').addOrderBy('contest.id', 'DESC');
    if (!filter.page) {
      const contests = await query.getMany();
      return { contests, count: contests.length };
    }
    query.skip(filter.page.offset).take(filter.page.limit);
    const [contests, count] = await query.getManyAndCount();
    return { contests, count };
  }

  async create(values: ContestValues): Promise<ContestEntity> {
    const saved = await this.contests.save(this.contests.create(values));
    return (await this.findById(saved.id))!;
  }

  /** Writes a contest inside `transaction`; its id and its start as stored. */
  async createWith(contest: DatedContest, transaction: EntityManager): Promise<{ id: number; startDate: Date }> {
    const [row]: { id: number; start_date: Date }[] = await transaction.query(
      `INSERT INTO contests (title, description, status, gender, start_date, end_date,
         preregistration_start_date, preregistration_end_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, start_date`,
      [
        contest.title,
        contest.description,
        contest.status,
        contest.gender,
        contest.startDate,
        contest.endDate,
        contest.preregistrationStartDate,
        contest.preregistrationEndDate,
      ],
    );
    return { id: row.id, startDate: row.start_date };
  }

  /**
   * Applies `changes` to a contest locked for the time of the update and returns it as it was
   * before (its previous image and status are what the caller cleans up or announces), or null when
   * the contest does not exist (any more).
   */
  async update(id: number, changes: ContestChanges): Promise<{ before: ContestEntity; after: ContestEntity } | null> {
    return this.contests.manager.transaction(async (manager) => {
      const before = await manager.findOne(ContestEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!before) return null;
      if (Object.keys(changes).length > 0) await manager.update(ContestEntity, { id }, changes);
      const after = await manager.findOneOrFail(ContestEntity, { where: { id } });
      return { before, after };
    });
  }

  /** False when there is no such contest, or it is already deleted. */
  async softDelete(id: number): Promise<boolean> {
    const result = await this.contests.softDelete({ id, deletedAt: IsNull() });
    return (result.affected ?? 0) > 0;
  }

  /** Contests by status, deleted ones left out, in one round trip (the administrators' dashboard). */
  async countsByStatus(): Promise<Record<ContestStatus, number>> {
    const [row]: Record<ContestStatus, string>[] = await this.contests.query(
      `SELECT (SELECT count(*) FROM contests WHERE deleted_at IS NULL AND status = 'draft') AS draft,
              (SELECT count(*) FROM contests WHERE deleted_at IS NULL AND status = 'pre_registration') AS pre_registration,
              (SELECT count(*) FROM contests WHERE deleted_at IS NULL AND status = 'open') AS open,
              (SELECT count(*) FROM contests WHERE deleted_at IS NULL AND status = 'closed') AS closed`,
    );
    return {
      draft: Number(row.draft),
      pre_registration: Number(row.pre_registration),
      open: Number(row.open),
      closed: Number(row.closed),
    };
  }

  /** These contests, deleted ones included; `transaction`: read inside it. */
  async findMany(ids: number[], transaction?: EntityManager): Promise<Map<number, ContestCard>> {
    if (ids.length === 0) return new Map();
    const rows: CardRow[] = await (transaction ?? this.contests.manager).query(
      'SELECT id, title, end_date FROM contests WHERE id = ANY($1::int[])',
      [ids],
    );
    return new Map(rows.map((row) => [row.id, toCard(row)]));
  }

  /** These contests if they exist and are not deleted. */
  async liveMany(ids: number[]): Promise<Map<number, ContestCard>> {
    if (ids.length === 0) return new Map();
    const rows: CardRow[] = await this.contests.query(
      'SELECT id, title, end_date FROM contests WHERE id = ANY($1::int[]) AND deleted_at IS NULL',
      [ids],
    );
    return new Map(rows.map((row) => [row.id, toCard(row)]));
  }

  /** The contest's dates, status and prizes, deleted or not; null when unknown. */
  async sheet(id: number, transaction?: EntityManager): Promise<ContestSheet | null> {
    const rows: {
      id: number;
      title: string;
      start_date: Date;
      end_date: Date;
      status: ContestStatus;
      prize: number;
      second_prize: number;
      third_prize: number;
    }[] = await (transaction ?? this.contests.manager).query(
      `SELECT id, title, start_date, end_date, status, prize, second_prize, third_prize FROM contests WHERE id = $1`,
      [id],
    );
    const row = rows[0];
    return row
      ? {
          id: row.id,
          title: row.title,
          startDate: row.start_date,
          endDate: row.end_date,
          status: row.status,
          prize: row.prize,
          secondPrize: row.second_prize,
          thirdPrize: row.third_prize,
        }
      : null;
  }

  /** Open contests, not deleted. */
  async openIds(): Promise<number[]> {
    const rows: { id: number }[] = await this.contests.query(
      "SELECT id FROM contests WHERE status = 'open' AND deleted_at IS NULL",
    );
    return rows.map((row) => row.id);
  }

  /** Open contests, not deleted, whose end falls in (from, to], the one ending first first. */
  async openEndingBetween(from: Date, to: Date): Promise<ContestCard[]> {
    const rows: CardRow[] = await this.contests.query(
      `SELECT id, title, end_date FROM contests
        WHERE status = 'open' AND deleted_at IS NULL AND end_date > $1 AND end_date <= $2 ORDER BY end_date`,
      [from, to],
    );
    return rows.map(toCard);
  }

  /** Contests closed and not deleted. */
  async closedIds(): Promise<number[]> {
    const rows: { id: number }[] = await this.contests.query(
      "SELECT id FROM contests WHERE status = 'closed' AND deleted_at IS NULL",
    );
    return rows.map((row) => row.id);
  }

  async deletedIds(): Promise<number[]> {
    const rows: { id: number }[] = await this.contests.query('SELECT id FROM contests WHERE deleted_at IS NOT NULL');
    return rows.map((row) => row.id);
  }

  /** The contest titled exactly `title`, deleted ones included; null when there is none. */
  async idTitled(title: string): Promise<number | null> {
    const rows: { id: number }[] = await this.contests.query(
      'SELECT id FROM contests WHERE title = $1 ORDER BY id LIMIT 1',
      [title],
    );
    return rows[0]?.id ?? null;
  }

  /** Contests, deleted ones included, whose title contains `term`, case aside but accents not (`ILIKE`). */
  async idsTitledLike(term: string): Promise<number[]> {
    const rows: { id: number }[] = await this.contests.query('SELECT id FROM contests WHERE title ILIKE $1', [
      `%${term.replace(/[\\%_]/g, '\\$&')}%`,
    ]);
    return rows.map((row) => row.id);
  }

  /** These contests' details, deleted ones included; `transaction`: read inside it. */
  async details(ids: number[], transaction?: EntityManager): Promise<Map<number, ContestDetails>> {
    if (ids.length === 0) return new Map();
    const rows: DetailsRow[] = await (transaction ?? this.contests.manager).query(
      `SELECT ${DETAILS_COLUMNS} FROM contests WHERE id = ANY($1::int[])`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, toDetails(row)]));
  }

  /** The contest's details if it exists and is not deleted, drafts included. */
  async liveDetails(id: number): Promise<ContestDetails | null> {
    const rows: DetailsRow[] = await this.contests.query(
      `SELECT ${DETAILS_COLUMNS} FROM contests WHERE id = $1 AND deleted_at IS NULL`,
      [id],
    );
    return rows[0] ? toDetails(rows[0]) : null;
  }

  /** The open contest, not deleted and ending after `now`, of this gender first, else mixed; the one ending first. */
  async openFor(gender: Exclude<ContestGender, 'mixed'>, now: Date): Promise<ContestDetails | null> {
    const rows: DetailsRow[] = await this.contests.query(
      `SELECT ${DETAILS_COLUMNS} FROM contests
        WHERE deleted_at IS NULL AND status = 'open' AND end_date > $1 AND gender IN ($2, 'mixed')
        ORDER BY CASE WHEN gender = $2 THEN 0 ELSE 1 END, end_date, id
        LIMIT 1`,
      [now, gender],
    );
    return rows[0] ? toDetails(rows[0]) : null;
  }

  /** Contests the public sees (neither deleted nor draft). */
  async publicIds(): Promise<number[]> {
    const rows: { id: number }[] = await this.contests.query(
      `SELECT id FROM contests c WHERE ${publicContestSql('c')}`,
    );
    return rows.map((row) => row.id);
  }

  /** Whether the contest exists, is not deleted and is not a draft. */
  async isPublic(id: number): Promise<boolean> {
    const rows: unknown[] = await this.contests.query(
      `SELECT 1 FROM contests c WHERE c.id = $1 AND ${publicContestSql('c')}`,
      [id],
    );
    return rows.length > 0;
  }

  /** Contests not deleted that take pre-registrations or participants (`pre_registration` or `open`). */
  async idsTakingEntries(): Promise<number[]> {
    const rows: { id: number }[] = await this.contests.query(
      "SELECT id FROM contests WHERE deleted_at IS NULL AND status IN ('pre_registration', 'open')",
    );
    return rows.map((row) => row.id);
  }

  /** Every contest, deleted ones included, in id order. */
  async allIds(): Promise<number[]> {
    const rows: { id: number }[] = await this.contests.query('SELECT id FROM contests ORDER BY id');
    return rows.map((row) => row.id);
  }

  /** Public contests, open or ended less than a week ago, in id order. */
  async idsToReconcile(): Promise<number[]> {
    const rows: { id: number }[] = await this.contests.query(
      `SELECT id FROM contests c
        WHERE ${publicContestSql('c')}
          AND (c.status = 'open' OR c.end_date > now() - interval '7 days')
        ORDER BY id`,
    );
    return rows.map((row) => row.id);
  }

  /** The status and end date of a contest not deleted, its row share-locked until `transaction` ends. */
  async lockForEntry(transaction: EntityManager, id: number): Promise<ContestEntryLock | null> {
    const rows: { status: ContestStatus; end_date: Date }[] = await transaction.query(
      'SELECT status, end_date FROM contests WHERE id = $1 AND deleted_at IS NULL FOR SHARE',
      [id],
    );
    return rows[0] ? { status: rows[0].status, endDate: rows[0].end_date } : null;
  }

  /** The status of a contest not deleted, its row locked for update until `transaction` ends. */
  async lockStatus(transaction: EntityManager, id: number): Promise<ContestStatus | null> {
    const rows: { status: ContestStatus }[] = await transaction.query(
      'SELECT status FROM contests WHERE id = $1 AND deleted_at IS NULL FOR UPDATE',
      [id],
    );
    return rows[0]?.status ?? null;
  }

  async prizes(transaction: EntityManager, id: number): Promise<ContestPrizeAmounts> {
    const [row]: ContestPrizeAmounts[] = await transaction.query(
      'SELECT prize, second_prize AS "secondPrize", third_prize AS "thirdPrize", end_date AS "endDate" FROM contests WHERE id = $1',
      [id],
    );
    return row;
  }

  /** pre_registration → open for contests whose start has come and whose end has not. */
  openDue(): Promise<ContestStatusMove[]> {
    return this.move(['pre_registration'], 'open', 'start_date <= now() AND end_date > now()');
  }

  /** open (or still pre_registration) → closed for contests whose end has passed, in `transaction`. */
  closeDue(transaction: EntityManager): Promise<ContestStatusMove[]> {
    return this.move(['pre_registration', 'open'], 'closed', 'end_date <= now()', transaction);
  }

  /**
   * One atomic statement. Rows are locked in id order and rows another transaction holds are
   * skipped (the next run takes them); a row changed by a concurrent run no longer matches the
   * status condition once locked. So however many workers run this at once, each contest moves
   * once and only the run that moved it sees it returned.
   */
  private async move(
    from: ContestStatus[],
    to: ContestStatus,
    due: string,
    transaction: EntityManager = this.contests.manager,
  ): Promise<ContestStatusMove[]> {
    const rows: [MoveRow[], number] = await transaction.query(
      `WITH due AS (
         SELECT id, status FROM contests
          WHERE status = ANY($1::varchar[]) AND deleted_at IS NULL AND ${due}
          ORDER BY id
          FOR UPDATE SKIP LOCKED
       )
       UPDATE contests c SET status = $2, updated_at = now()
         FROM due
        WHERE c.id = due.id
       RETURNING c.id, c.status, due.status AS previous_status, c.updated_at AS at`,
      [from, to],
    );
    return rows[0]
      .map((row) => ({ id: row.id, status: row.status, previousStatus: row.previous_status, at: row.at }))
      .sort((a, b) => a.id - b.id);
  }
}
