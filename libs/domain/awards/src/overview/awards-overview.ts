import { Injectable } from '@nestjs/common';
import type { ClaimStatus } from '../winners/winner.repository';
import { AwardsOverviewReader } from './awards-overview.reader';

export interface AwardsFigures {
  claims: Record<ClaimStatus, number>;
  testimonials: number;
}

/** Prize claims by status and testimonials, for the administrators' dashboard, in one round trip. */
@Injectable()
export class AwardsOverview {
  constructor(private readonly reader: AwardsOverviewReader) {}

  async figures(): Promise<AwardsFigures> {
    const counts = await this.reader.counts();
    return {
      claims: { pending: counts.claimsPending, paid: counts.claimsPaid, rejected: counts.claimsRejected },
      testimonials: counts.testimonials,
    };
  }
}
