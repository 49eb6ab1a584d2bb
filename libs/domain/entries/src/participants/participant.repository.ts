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
  | 'contestId'
  | 'babyId'
  | 'userId'
  | 'babyName'
  | 'babyBio'
  | 'photo'
  | 'country'
  | 'city'
  | 'phoneNumber'
  | 'registrationKey'
>;
/** A baby entered in a contest as of `createdAt`, its name, bio, photo and place copied from its profile. */
export interface DatedEntry {
  contestId: number;
  babyId: number;
  phoneNumber: string;
  createdAt: Date;
}

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

/** A participant's row as other libs name it: who it is, in which contest, whose child it is (ParticipantDirectory). */
export interface ParticipantRecord {
  id: number;
  name: string;
  contestId: number;
  /** The parent who registered it; null once that account is gone. */
  userId: number | null;
  /** The photo's stored name (libs/platform/media makes its addresses). */
  photo: string;
  /** The child entered; null once its parent's account is gone. */
  babyId: number | null;
  country: string;
  city: string;
}

/** A child entered in a contest, with the account that entered it. */
export interface OwnedEntry {
  id: number;
  contestId: number;
  userId: number;
  name: string;
}

/** What a vote or a vote pack needs of a participant not withdrawn (VoteTargets adds its contest). */
export interface VoteTargetRecord {
  babyName: string;
  /** The parent's number and country given at registration. */
  phoneNumber: string;
  country: string;
  contestId: number;
}

export interface RosterRow {
  id: number;
  contestId: number;
  babyName: string;
  photo: string;
  /** The participant's city, public on its page. */
  city: string;
  /** Its public vote code (USSD, SMS), null for one given none. */
  voteCode: string | null;
  deleted: boolean;
}

/** The unique index that allows a baby once per contest among participants not deleted. */
export function isDuplicateParticipation(error: unknown): boolean {
  return isUniqueViolationOf(error, 'participants_contest_baby_key');
}

/** A second registration with a key the parent already used (two sends of one form at once). */
export function isRepeatedRegistration(error: unknown): boolean {
  return isUniqueViolationOf(error, 'participants_registration_key');
}

function isUniqueViolationOf(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && driverError.constraint === constraint;
}

/**
 * Every statement on `participants`: entities with their babies joined for this lib's routes, plain
 * rows for the ports other libs call (ParticipantDirectory, VoteTargets, ContestRosters, the
 * overview). Which contests the public sees is asked of ContestDirectory first and filters the rows
 * by contest id; the rows' contests are the caller's to ask for.
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

  /** Enters the baby inside `transaction`, dated `createdAt` (the demonstration's entries); the new id. */
  async insertDated(transaction: EntityManager, entry: DatedEntry): Promise<number> {
    const [row]: { id: number }[] = await transaction.query(
      `INSERT INTO participants (contest_id, baby_id, user_id, baby_name, baby_bio, photo, country, city, phone_number, created_at)
       SELECT $1, b.id, b.owner_id, b.name, b.bio, b.photo, b.country, b.city, $3, $4 FROM babies b WHERE b.id = $2
       RETURNING id`,
      [entry.contestId, entry.babyId, entry.phoneNumber, entry.createdAt],
    );
    return row.id;
  }

  /** The participant a parent's registration with this key made, if any (deleted ones included). */
  async findIdByRegistrationKey(userId: number, key: string): Promise<number | null> {
    const rows: { id: number }[] = await this.participants.query(
      'SELECT id FROM participants WHERE user_id = $1 AND registration_key = $2',
      [userId, key],
    );
    return rows[0]?.id ?? null;
  }

  async isRegistered(contestId: number, babyId: number): Promise<boolean> {
    return this.participants.existsBy({ contestId, babyId });
  }

  /** These participants, withdrawn ones included; `transaction`: read inside it. */
  async records(ids: number[], transaction?: EntityManager): Promise<ParticipantRecord[]> {
    if (ids.length === 0) return [];
    const rows: {
      id: number;
      name: string;
      contest_id: number;
      user_id: number | null;
      photo: string;
      baby_id: number | null;
      country: string;
      city: string;
    }[] = await (transaction ?? this.participants.manager).query(
      `SELECT id, baby_name AS name, contest_id, user_id, photo, baby_id, country, city
         FROM participants
        WHERE id = ANY($1::int[])`,
      [ids],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      contestId: row.contest_id,
      userId: row.user_id,
      photo: row.photo,
      babyId: row.baby_id,
      country: row.country,
      city: row.city,
    }));
  }

  /** The contest of a participant not withdrawn; null for one withdrawn or unknown. */
  async activeContestId(id: number): Promise<number | null> {
    const rows: { contest_id: number }[] = await this.participants.query(
      'SELECT contest_id FROM participants WHERE id = $1 AND deleted_at IS NULL',
      [id],
    );
    return rows[0]?.contest_id ?? null;
  }

  /** What a vote needs of a participant not withdrawn; null for one withdrawn or unknown. */
  async voteTarget(id: number): Promise<VoteTargetRecord | null> {
    const rows: { baby_name: string; phone_number: string; country: string; contest_id: number }[] =
      await this.participants.query(
        'SELECT baby_name, phone_number, country, contest_id FROM participants WHERE id = $1 AND deleted_at IS NULL',
        [id],
      );
    const row = rows[0];
    return row
      ? { babyName: row.baby_name, phoneNumber: row.phone_number, country: row.country, contestId: row.contest_id }
      : null;
  }

  /** The participants entered in this contest and not withdrawn, read inside `transaction`. */
  async idsEntered(transaction: EntityManager, contestId: number): Promise<number[]> {
    const rows: { id: number }[] = await transaction.query(
      'SELECT id FROM participants WHERE contest_id = $1 AND deleted_at IS NULL',
      [contestId],
    );
    return rows.map((row) => row.id);
  }

  /** The children these accounts entered (and did not withdraw) in these contests. */
  async enteredBy(userIds: number[], contestIds: number[]): Promise<OwnedEntry[]> {
    if (userIds.length === 0 || contestIds.length === 0) return [];
    const rows: { id: number; contest_id: number; user_id: number; baby_name: string }[] =
      await this.participants.query(
        `SELECT id, contest_id, user_id, baby_name FROM participants
          WHERE user_id = ANY($1::int[]) AND contest_id = ANY($2::int[]) AND deleted_at IS NULL`,
        [userIds, contestIds],
      );
    return rows.map((row) => ({ id: row.id, contestId: row.contest_id, userId: row.user_id, name: row.baby_name }));
  }

  /** The accounts with a child entered (and not withdrawn) in this contest. */
  async ownersIn(contestId: number): Promise<number[]> {
    const rows: { user_id: number }[] = await this.participants.query(
      'SELECT DISTINCT user_id FROM participants WHERE contest_id = $1 AND deleted_at IS NULL AND user_id IS NOT NULL',
      [contestId],
    );
    return rows.map((row) => row.user_id);
  }

  /** Participants, withdrawn ones included, of this contest. */
  async idsInContest(contestId: number): Promise<number[]> {
    const rows: { id: number }[] = await this.participants.query('SELECT id FROM participants WHERE contest_id = $1', [
      contestId,
    ]);
    return rows.map((row) => row.id);
  }

  /** Participants, withdrawn ones included, whose name contains `term`, case aside but accents not (`ILIKE`). */
  async idsNamedLike(term: string): Promise<number[]> {
    const rows: { id: number }[] = await this.participants.query(
      `SELECT id FROM participants WHERE baby_name ILIKE $1`,
      [`%${escapeLike(term)}%`],
    );
    return rows.map((row) => row.id);
  }

  /** Participants, withdrawn ones included, whose name contains `term` (case and accents aside). */
  async idsNamed(term: string): Promise<number[]> {
    const rows: { id: number }[] = await this.participants.query(
      `SELECT id FROM participants WHERE ${fold('baby_name')} LIKE ${fold('$1')}`,
      [`%${escapeLike(term)}%`],
    );
    return rows.map((row) => row.id);
  }

  /** Every participant of the contests (deleted ones flagged), with its city and vote code, in id order. */
  async rosters(contestIds: number[]): Promise<RosterRow[]> {
    const rows: {
      id: number;
      contest_id: number;
      baby_name: string;
      photo: string;
      city: string;
      code: string | null;
      deleted: boolean;
    }[] = await this.participants.query(
      `SELECT p.id, p.contest_id, p.baby_name, p.photo, p.city, v.code, p.deleted_at IS NOT NULL AS deleted
         FROM participants p
         LEFT JOIN vote_codes v ON v.participant_id = p.id
        WHERE p.contest_id = ANY($1::int[])
        ORDER BY p.id`,
      [contestIds],
    );
    return rows.map((row) => ({
      id: row.id,
      contestId: row.contest_id,
      babyName: row.baby_name,
      photo: row.photo,
      city: row.city,
      voteCode: row.code,
      deleted: row.deleted,
    }));
  }

  /** Participants not withdrawn, in every contest. */
  async countActive(): Promise<number> {
    const [row]: { count: string }[] = await this.participants.query(
      'SELECT count(*) AS count FROM participants WHERE deleted_at IS NULL',
    );
    return Number(row.count);
  }

  /**
   * Withdraws these accounts' participations inside `transaction`, their child's name replaced by
   * `erasedName` and their bio, photo, phone, parent and baby emptied; the photos they had.
   */
  async eraseOwnedBy(transaction: EntityManager, userIds: number[], erasedName: string): Promise<string[]> {
    // UPDATE answers [rows, affected count] through TypeORM.
    const [rows]: [{ photo: string }[], number] = await transaction.query(
      `UPDATE participants p
          SET baby_name = $2, baby_bio = '', photo = '', phone_number = '', user_id = NULL, baby_id = NULL,
              deleted_at = coalesce(p.deleted_at, now()), updated_at = now()
         FROM participants old
        WHERE old.id = p.id AND old.user_id = ANY($1::int[])
        RETURNING old.photo`,
      [userIds, erasedName],
    );
    return rows.map((row) => row.photo);
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
