import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ContestDirectory } from '@app/contests';
import { type EntityManager, IsNull, QueryFailedError, Repository, type SelectQueryBuilder } from 'typeorm';
import type { BabyGender } from '../babies/baby.entity';
import { ParticipantEntity } from './participant.entity';
import { normaliseVoteCode } from './vote-codes';

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
  /** Part of the name, country or city (case and accents aside), or a vote code, whole. */
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

/**
 * Participants, with their babies joined. Which contests the public sees is asked of ContestDirectory
 * first and filters the rows by contest id; the rows' contests are the caller's to ask for.
 */
@Injectable()
export class ParticipantRepository {
  constructor(
    @InjectRepository(ParticipantEntity) private readonly participants: Repository<ParticipantEntity>,
    private readonly contests: ContestDirectory,
  ) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.participants.manager.transaction(work);
  }

  async list(filter: ParticipantListFilter): Promise<{ participants: ParticipantEntity[]; count: number }> {
    const query = await this.filtered(filter);
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
    const query = await this.filtered(filter);
    const rows: { id: number; contest_id: number; created_at: Date }[] = await query
      .select('participant.id', 'id')
      .addSelect('participant.contestId', 'contest_id')
      .addSelect('participant.createdAt', 'created_at')
      .getRawMany();
    return rows.map((row) => ({ id: row.id, contestId: row.contest_id, createdAt: row.created_at }));
  }

  /** Visible participants with these ids, in no particular order. */
  async findVisibleByIds(ids: number[]): Promise<ParticipantEntity[]> {
    if (ids.length === 0) return [];
    return (await this.visible()).andWhere('participant.id IN (:...ids)', { ids }).getMany();
  }

  private async filtered(
    filter: Omit<ParticipantListFilter, 'offset' | 'limit'>,
  ): Promise<SelectQueryBuilder<ParticipantEntity>> {
    const query = await this.visible();
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
      const code = normaliseVoteCode(filter.search);
      query.andWhere(
        `(${fold('participant.babyName')} LIKE ${fold(':term')}
          OR ${fold('participant.country')} LIKE ${fold(':term')}
          OR ${fold('participant.city')} LIKE ${fold(':term')}
          ${code ? 'OR participant.id IN (SELECT participant_id FROM vote_codes WHERE code = :code)' : ''})`,
        code ? { term, code } : { term },
      );
    }
    return query;
  }

  /** A participant the public may see: not deleted, in a contest neither deleted nor draft. */
  async findVisible(id: number): Promise<ParticipantEntity | null> {
    return (await this.visible()).andWhere('participant.id = :id', { id }).getOne();
  }

  /** A participant not deleted, in a contest not deleted, whatever its status (administration). */
  async findActive(id: number): Promise<ParticipantEntity | null> {
    const participant = await this.participants
      .createQueryBuilder('participant')
      .leftJoinAndSelect('participant.baby', 'baby')
      .where('participant.id = :id', { id })
      .getOne();
    return participant && (await this.contests.liveDetails(participant.contestId)) ? participant : null;
  }

  /** The visible participations a parent registered, newest first. */
  async listVisibleForUser(userId: number): Promise<ParticipantEntity[]> {
    const query = (await this.visible()).andWhere('participant.userId = :userId', { userId });
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

  /** Participants not deleted, in a contest the public sees (its ids asked of ContestDirectory). */
  private async visible(): Promise<SelectQueryBuilder<ParticipantEntity>> {
    const publicContestIds = await this.contests.publicIds();
    return this.participants
      .createQueryBuilder('participant')
      .leftJoinAndSelect('participant.baby', 'baby')
      .where('participant.contestId = ANY(:publicContestIds)', { publicContestIds });
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
