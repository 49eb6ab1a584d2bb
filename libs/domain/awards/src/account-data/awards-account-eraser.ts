import { Injectable } from '@nestjs/common';
import { ContestAccountEraser, ERASED_PARTICIPANT_NAME } from '@app/entries';
import { AccountDataEraser } from '@app/identity';
import type { EntityManager } from 'typeorm';
import { WinnerRepository } from '../winners/winner.repository';

/**
 * Everything of a deleted account's children: the entries lib's part (babies deleted,
 * participations withdrawn and emptied, photos removed after the commit), then the winners, who keep
 * the prize but lose the names. Provided here, the top of the libs that hold a child's data, since
 * identity asks one eraser.
 */
@Injectable()
export class AwardsAccountEraser extends AccountDataEraser {
  constructor(
    private readonly contests: ContestAccountEraser,
    private readonly winners: WinnerRepository,
  ) {
    super();
  }

  async erase(transaction: EntityManager, userIds: number[]): Promise<() => Promise<void>> {
    const afterCommit = await this.contests.erase(transaction, userIds);
    await this.winners.eraseNames(transaction, userIds, ERASED_PARTICIPANT_NAME);
    return afterCommit;
  }
}
