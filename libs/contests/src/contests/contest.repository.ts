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

/** Soft-deleted contests (deleted_at set) are invisible to every query here. */
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
