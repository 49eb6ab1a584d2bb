import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ContestDirectory, type ContestStatus } from '@app/contests';
import { type EntityManager, Repository } from 'typeorm';
import { BabyEntity, type BabyGender } from './baby.entity';

export type NewBaby = Pick<
  BabyEntity,
  'ownerId' | 'name' | 'dateOfBirth' | 'gender' | 'bio' | 'photo' | 'country' | 'city'
>;
export type BabyChanges = Partial<Pick<BabyEntity, 'name' | 'dateOfBirth' | 'gender' | 'bio' | 'country' | 'city'>>;

/** The latest participation of a baby that is still shown (participant and contest not deleted). */
export interface BabyParticipation {
  participantId: number;
  contestId: number;
  contestTitle: string;
  contestStatus: ContestStatus;
}

export interface BabyListFilter {
  ownerId: number;
  gender?: BabyGender;
  ageMinMonths?: number;
  ageMaxMonths?: number;
  search?: string;
  today: string;
  offset: number;
  limit: number;
}

export interface BabyStats {
  total: number;
  female: number;
  male: number;
  inContests: number;
  withPhoto: number;
}

/** Full months of age on `:today`, the same count as `ageInMonths` (participants/age.ts). */
const AGE_MONTHS_SQL = `(date_part('year', age(CAST(:today AS date), baby.date_of_birth)) * 12
  + date_part('month', age(CAST(:today AS date), baby.date_of_birth)))`;

/** Parents' babies; the contests their participations are in are asked of ContestDirectory. */
@Injectable()
export class BabyRepository {
  constructor(
    @InjectRepository(BabyEntity) private readonly babies: Repository<BabyEntity>,
    private readonly contests: ContestDirectory,
  ) {}

  /** The baby if `ownerId` owns it; null for a missing baby and for someone else's alike. */
  findOwned(ownerId: number, babyId: number): Promise<BabyEntity | null> {
    return this.babies.findOneBy({ id: babyId, ownerId });
  }

  /**
   * Same as `findOwned`, inside a transaction, holding a lock until it ends: the baby can be neither
   * deleted nor given another photo while a participation is copied from it. `update` when the
   * caller will write the row too.
   */
  lockOwned(
    manager: EntityManager,
    ownerId: number,
    babyId: number,
    mode: 'share' | 'update' = 'share',
  ): Promise<BabyEntity | null> {
    return manager
      .getRepository(BabyEntity)
      .createQueryBuilder('baby')
      .where('baby.id = :babyId AND baby.ownerId = :ownerId', { babyId, ownerId })
      .setLock(mode === 'share' ? 'pessimistic_read' : 'pessimistic_write')
      .getOne();
  }

  listAllOwned(ownerId: number): Promise<BabyEntity[]> {
    return this.babies.find({ where: { ownerId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async list(filter: BabyListFilter): Promise<{ babies: BabyEntity[]; count: number }> {
    const query = this.babies
      .createQueryBuilder('baby')
      .where('baby.ownerId = :ownerId', { ownerId: filter.ownerId })
      .setParameter('today', filter.today);
    if (filter.gender) query.andWhere('baby.gender = :gender', { gender: filter.gender });
    if (filter.ageMinMonths !== undefined) {
      query.andWhere(`${AGE_MONTHS_SQL} >= :ageMin`, { ageMin: filter.ageMinMonths });
    }
    if (filter.ageMaxMonths !== undefined) {
      query.andWhere(`${AGE_MONTHS_SQL} <= :ageMax`, { ageMax: filter.ageMaxMonths });
    }
    if (filter.search) {
      query.andWhere('baby.name ILIKE :term', { term: `%${filter.search.replace(/[\\%_]/g, '\\$&')}%` });
    }
    query.orderBy('baby.createdAt', 'DESC').addOrderBy('baby.id', 'DESC').skip(filter.offset).take(filter.limit);
    const [babies, count] = await query.getManyAndCount();
    return { babies, count };
  }

  /** The latest shown participation of each baby, by baby id (participations in deleted contests left out). */
  async latestParticipations(babyIds: number[]): Promise<Map<number, BabyParticipation>> {
    if (babyIds.length === 0) return new Map();
    const rows: { baby_id: number; participant_id: number; contest_id: number }[] = await this.babies.query(
      `SELECT DISTINCT ON (p.baby_id) p.baby_id, p.id AS participant_id, p.contest_id
         FROM participants p
        WHERE p.baby_id = ANY($1::int[]) AND p.deleted_at IS NULL AND NOT (p.contest_id = ANY($2::int[]))
        ORDER BY p.baby_id, p.created_at DESC, p.id DESC`,
      [babyIds, await this.contests.deletedIds()],
    );
    const contests = await this.contests.details([...new Set(rows.map((row) => row.contest_id))]);
    return new Map(
      rows.map((row) => {
        const contest = contests.get(row.contest_id)!;
        return [
          row.baby_id,
          {
            participantId: row.participant_id,
            contestId: row.contest_id,
            contestTitle: contest.title,
            contestStatus: contest.status,
          },
        ];
      }),
    );
  }

  /** `inContests`: babies with a participation not withdrawn, in a contest not deleted. */
  async stats(ownerId: number): Promise<BabyStats> {
    const [row]: { total: string; female: string; male: string; in_contests: string; with_photo: string }[] =
      await this.babies.query(
        `SELECT count(*) AS total,
                count(*) FILTER (WHERE b.gender = 'female') AS female,
                count(*) FILTER (WHERE b.gender = 'male') AS male,
                count(*) FILTER (WHERE EXISTS (
                  SELECT 1 FROM participants p
                   WHERE p.baby_id = b.id AND p.deleted_at IS NULL AND NOT (p.contest_id = ANY($2::int[])))) AS in_contests,
                count(*) FILTER (WHERE b.photo IS NOT NULL) AS with_photo
           FROM babies b
          WHERE b.owner_id = $1`,
        [ownerId, await this.contests.deletedIds()],
      );
    return {
      total: Number(row.total),
      female: Number(row.female),
      male: Number(row.male),
      inContests: Number(row.in_contests),
      withPhoto: Number(row.with_photo),
    };
  }

  async insert(baby: NewBaby, manager: EntityManager = this.babies.manager): Promise<BabyEntity> {
    const repository = manager.getRepository(BabyEntity);
    return repository.save(repository.create(baby));
  }

  async update(id: number, changes: BabyChanges): Promise<BabyEntity | null> {
    if (Object.keys(changes).length > 0) await this.babies.update({ id }, changes);
    return this.babies.findOneBy({ id });
  }

  /**
   * Updates the fields and sets a new photo in one transaction, the row locked meanwhile. Returns
   * the updated baby and the key of the photo it had before, or null if the baby is gone.
   */
  async updateWithPhoto(
    ownerId: number,
    id: number,
    changes: BabyChanges,
    photo: string,
  ): Promise<{ baby: BabyEntity; previousPhoto: string | null } | null> {
    return this.babies.manager.transaction(async (manager) => {
      const current = await this.lockOwned(manager, ownerId, id, 'update');
      if (!current) return null;
      const repository = manager.getRepository(BabyEntity);
      await repository.update({ id }, { ...changes, photo });
      const baby = (await repository.findOneBy({ id }))!;
      return { baby, previousPhoto: current.photo };
    });
  }

  /** Sets a photo on a baby that has none (inside the caller's transaction). */
  async setPhoto(manager: EntityManager, id: number, photo: string): Promise<void> {
    await manager.getRepository(BabyEntity).update({ id }, { photo });
  }

  /** Deletes the baby; its participations stay (their `baby_id` becomes NULL). Returns its photo key. */
  async deleteOwned(ownerId: number, id: number): Promise<{ photo: string | null } | null> {
    const result = await this.babies
      .createQueryBuilder()
      .delete()
      .where('id = :id AND owner_id = :ownerId', { id, ownerId })
      .returning(['photo'])
      .execute();
    const rows = result.raw as { photo: string | null }[];
    return rows[0] ?? null;
  }

  /** Deletes every baby of these accounts inside `transaction` (their pre-registrations go with them); their photos. */
  async deleteOwnedBy(transaction: EntityManager, ownerIds: number[]): Promise<(string | null)[]> {
    // DELETE answers [rows, affected count] through TypeORM.
    const [rows]: [{ photo: string | null }[], number] = await transaction.query(
      'DELETE FROM babies WHERE owner_id = ANY($1::int[]) RETURNING photo',
      [ownerIds],
    );
    return rows.map((row) => row.photo);
  }

  /** Whether a baby or a participant (deleted ones included: they are kept for audit) still shows this photo. */
  async photoInUse(key: string): Promise<boolean> {
    const rows: { used: boolean }[] = await this.babies.query(
      `SELECT EXISTS (SELECT 1 FROM babies WHERE photo = $1)
           OR EXISTS (SELECT 1 FROM participants WHERE photo = $1) AS used`,
      [key],
    );
    return rows[0].used;
  }
}
