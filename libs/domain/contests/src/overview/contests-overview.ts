import { Injectable } from '@nestjs/common';
import type { ContestStatus } from '../contests/contest.entity';
import { ContestRepository } from '../contests/contest.repository';

export interface ContestsFigures {
  contests: Record<ContestStatus, number>;
}

/**
 * Contests by status, for the administrators' dashboard, in one round trip (the participants it
 * counts with the entries lib's EntriesOverview).
 */
@Injectable()
export class ContestsOverview {
  constructor(private readonly contests: ContestRepository) {}

  async figures(): Promise<ContestsFigures> {
    return { contests: await this.contests.countsByStatus() };
  }
}
