import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, IsNull, QueryFailedError, Repository, type SelectQueryBuilder } from 'typeorm';
import type { BabyGender } from '../babies/baby.entity';
import { ContestEntity } from '../contests/contest.entity';
import { publicContestSql } from '../contests/contest-rules';
import { ParticipantEntity } from './participant.entity';

export const PARTICIPANT_ORDERINGS = ['created_at', '-created_at', 'name', '-name', 'votes', '-votes'] as const;
export type ParticipantOrdering = (typeof PARTICIPANT_ORDERINGS)[number];

export interface ParticipantListFilter {
  contestId?: number;
  gender?: BabyGender;
  /** Dates of birth: after `after` (exclusive), on or before `onOrBefore`. */
  birthRange?: { after?: string; onOrBefore: string };
  /** Exact country. */
  country?: string;
  /** Part of the city's name, ignoring case and accents. */
  city?: string;
  search?: string;
  ordering: ParticipantOrdering;
  offset: number;
  limit: number;
}

export type NewParticipant = Pick<
  ParticipantEntity,
  'contestId' | 'babyId' | 'userId' | 'babyName' | 'babyBio' | 'photo' | 'country' | 'city' | 'phoneNumber'
>;
export type ParticipantChanges = Partial<Pick<ParticipantEntity, 'babyName' | 'babyBio' | 'country' | 'city'>>;

/**
 * Case- and accent-insensitive comparison without the `unaccent` extension (not installed):
 * `translate()` maps the accented letters of French and West African names to plain ones, then
 * `lower()` folds the case. The search term goes through the same expression.
 */
const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝŸýÿ';
const PLAIN = [...ACCENTED].map((letter) => letter.normalize('NFD').replace(/\p{M}/gu, '')).join('');
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
const fold = (expression: string) => `lower(translate(${expression}, '${ACCENTED}', '${PLAIN}'))`;

/** The unique index that allows a baby once per contest among participants not deleted. */
export function isDuplicateParticipation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && driverError.constraint === 'participants_contest_baby_key';
}

@Injectable()
export class ParticipantRepository {
  constructor(@InjectRepository(ParticipantEntity) private readonly participants: Repository<ParticipantEntity>) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.participants.manager.transaction(work);
  }

  async list(filter: ParticipantListFilter): Promise<{ participants: ParticipantEntity[]; count: number }> {
    const query = this.filtered(filter);
    this.order(query, filter.ordering);
    // Every join is many-to-one, so plain OFFSET/LIMIT pages the rows exactly.
    const [participants, count] = await query.offset(filter.offset).limit(filter.limit).getManyAndCount();
    return { participants, count };
  }

  /**
   * Every matching participant (id, contest, creation time), unpaged: the caller orders them by
   * their vote counts, which live in the ranking projection, then loads one page with findVisibleByIds.
   */
  async listKeys(
    filter: Omit<ParticipantListFilter, 'offset' | 'limit'>,
  ): Promise<{ id: number; contestId: number; createdAt: Date }[]> {
    const rows: { id: number; contest_id: number; created_at: Date }[] = await this.filtered(filter)
      .select('participant.id', 'id')
      .addSelect('participant.contestId', 'contest_id')
      .addSelect('participant.createdAt', 'created_at')
      .getRawMany();
    return rows.map((row) => ({ id: row.id, contestId: row.contest_id, createdAt: row.created_at }));
  }

  /** Visible participants with these ids, in no particular order. */
  findVisibleByIds(ids: number[]): Promise<ParticipantEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.visible().andWhere('participant.id IN (:...ids)', { ids }).getMany();
  }

  private filtered(filter: Omit<ParticipantListFilter, 'offset' | 'limit'>): SelectQueryBuilder<ParticipantEntity> {
    const query = this.visible();
    if (filter.contestId !== undefined) {
      query.andWhere('participant.contestId = :contestId', { contestId: filter.contestId });
    }
    if (filter.gender) query.andWhere('baby.gender = :gender', { gender: filter.gender });
    if (filter.birthRange) {
      query.andWhere('baby.dateOfBirth <= :onOrBefore', { onOrBefore: filter.birthRange.onOrBefore });
      if (filter.birthRange.after) {
        query.andWhere('baby.dateOfBirth > :after', { after: filter.birthRange.after });
      }
    }
    if (filter.country) query.andWhere('participant.country = :country', { country: filter.country });
    if (filter.city) {
      query.andWhere(`${fold('participant.city')} LIKE ${fold(':city')}`, { city: `%${escapeLike(filter.city)}%` });
    }
    if (filter.search) {
      const term = `%${escapeLike(filter.search)}%`;
      query.andWhere(
        `(${fold('participant.babyName')} LIKE ${fold(':term')}
          OR ${fold('participant.country')} LIKE ${fold(':term')}
          OR ${fold('participant.city')} LIKE ${fold(':term')})`,
        { term },
      );
    }
    return query;
  }

  /** A participant the public may see: not deleted, in a contest neither deleted nor draft. */
  findVisible(id: number): Promise<ParticipantEntity | null> {
    return this.visible().andWhere('participant.id = :id', { id }).getOne();
  }

  /** A participant not deleted, whatever its contest's status (administration). */
  findActive(id: number): Promise<ParticipantEntity | null> {
    return this.participants
      .createQueryBuilder('participant')
      .innerJoinAndSelect('participant.contest', 'contest')
      .leftJoinAndSelect('participant.baby', 'baby')
      .where('participant.id = :id', { id })
      .getOne();
  }

  /** The visible participations a parent registered, newest first. */
  listVisibleForUser(userId: number): Promise<ParticipantEntity[]> {
    const query = this.visible().andWhere('participant.userId = :userId', { userId });
    return this.order(query, '-created_at').getMany();
  }

  async update(id: number, changes: ParticipantChanges): Promise<void> {
    if (Object.keys(changes).length > 0) await this.participants.update({ id }, changes);
  }

  async softDelete(id: number): Promise<boolean> {
    const result = await this.participants.softDelete({ id, deletedAt: IsNull() });
    return (result.affected ?? 0) > 0;
  }

  async insert(manager: EntityManager, participant: NewParticipant): Promise<ParticipantEntity> {
    const repository = manager.getRepository(ParticipantEntity);
    return repository.save(repository.create(participant));
  }

  async isRegistered(contestId: number, babyId: number): Promise<boolean> {
    return this.participants.existsBy({ contestId, babyId });
  }

  /** A contest that is not deleted (drafts included: the caller decides what they mean). */
  findContest(id: number): Promise<ContestEntity | null> {
    return this.participants.manager.getRepository(ContestEntity).findOneBy({ id });
  }

  /** The contest row, share-locked until the transaction ends so it cannot close meanwhile. */
  lockContest(manager: EntityManager, id: number): Promise<ContestEntity | null> {
    return manager
      .getRepository(ContestEntity)
      .createQueryBuilder('contest')
      .where('contest.id = :id', { id })
      .setLock('pessimistic_read')
      .getOne();
  }

  /** The open contest for a baby of this gender: that gender first, else mixed; the one ending first. */
  findOpenContestFor(gender: BabyGender, now: Date): Promise<ContestEntity | null> {
    return this.participants.manager
      .getRepository(ContestEntity)
      .createQueryBuilder('contest')
      .where("contest.status = 'open' AND contest.endDate > :now", { now })
      .andWhere("contest.gender IN (:gender, 'mixed')", { gender })
      .orderBy('CASE WHEN contest.gender = :gender THEN 0 ELSE 1 END', 'ASC')
      .addOrderBy('contest.endDate', 'ASC')
      .addOrderBy('contest.id', 'ASC')
      .getOne();
  }

  private visible(): SelectQueryBuilder<ParticipantEntity> {
    return this.participants
      .createQueryBuilder('participant')
      .innerJoinAndSelect('participant.contest', 'contest', publicContestSql('contest'))
      .leftJoinAndSelect('participant.baby', 'baby');
  }

  /** `votes` and `-votes` are ordered by the caller from the ranking projection (see listKeys); here, like the default. */
  private order(query: SelectQueryBuilder<ParticipantEntity>, ordering: ParticipantOrdering) {
    const direction = ordering.startsWith('-') ? 'DESC' : 'ASC';
    switch (ordering) {
      case 'name':
      case '-name':
        return query.orderBy(fold('participant.babyName'), direction).addOrderBy('participant.id', direction);
      case 'created_at':
        return query.orderBy('participant.createdAt', 'ASC').addOrderBy('participant.id', 'ASC');
      default:
        return query.orderBy('participant.createdAt', 'DESC').addOrderBy('participant.id', 'DESC');
    }
  }
}
