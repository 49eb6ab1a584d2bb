import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { VotePackEntity } from './vote-pack.entity';

export type VotePackValues = Pick<
  VotePackEntity,
  | 'name'
  | 'description'
  | 'votesCount'
  | 'price'
  | 'promotionPrice'
  | 'promotionStartDate'
  | 'promotionEndDate'
  | 'promotionDescription'
>;

/**
 * Case- and accent-insensitive comparison without the `unaccent` extension (not installed):
 * `translate()` maps accented letters to plain ones, then `lower()` folds the case. The search term
 * goes through the same expression.
 */
const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝŸýÿ';
const PLAIN = [...ACCENTED].map((letter) => letter.normalize('NFD').replace(/\p{M}/gu, '')).join('');
const fold = (expression: string) => `lower(translate(${expression}, '${ACCENTED}', '${PLAIN}'))`;

/** Soft-deleted packs (deleted_at set) are invisible to every query here. */
@Injectable()
export class VotePackRepository {
  constructor(@InjectRepository(VotePackEntity) private readonly packs: Repository<VotePackEntity>) {}

  findById(id: number): Promise<VotePackEntity | null> {
    return this.packs.findOne({ where: { id } });
  }

  /** The first pack named exactly `name`; null when there is none. */
  async idNamed(name: string): Promise<number | null> {
    const pack = await this.packs.findOne({ where: { name }, order: { id: 'ASC' }, select: { id: true } });
    return pack?.id ?? null;
  }

  /** Every pack, or those whose name or description contains `search`; in no particular order. */
  list(search?: string): Promise<VotePackEntity[]> {
    const query = this.packs.createQueryBuilder('pack');
    if (search) {
      const term = `%${search.replace(/[\\%_]/g, '\\$&')}%`;
      const matches = (column: string) => `${fold(column)} LIKE ${fold(':term')}`;
      query.andWhere(`(${matches('pack.name')} OR ${matches('pack.description')})`, { term });
    }
    return query.getMany();
  }

  async create(values: VotePackValues): Promise<VotePackEntity> {
    const saved = await this.packs.save(this.packs.create(values));
    return (await this.findById(saved.id))!;
  }

  /**
   * Replaces the values of a pack locked for the time of the update with what `change` makes of its
   * current ones (`change` may throw to refuse, which leaves the pack as it was). Null when there is
   * no such pack.
   */
  update(id: number, change: (current: VotePackEntity) => VotePackValues): Promise<VotePackEntity | null> {
    return this.packs.manager.transaction(async (manager) => {
      const current = await manager.findOne(VotePackEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!current) return null;
      await manager.update(VotePackEntity, { id }, change(current));
      return manager.findOneOrFail(VotePackEntity, { where: { id } });
    });
  }

  /** False when there is no such pack, or it is already deleted. */
  async softDelete(id: number): Promise<boolean> {
    const result = await this.packs.softDelete({ id, deletedAt: IsNull() });
    return (result.affected ?? 0) > 0;
  }
}
