import { Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ClaimStatus } from '../winners/winner.repository';

export interface AwardsFigures {
  claims: Record<ClaimStatus, number>;
  testimonials: number;
}

/** Prize claims by status and testimonials, for the administrators' dashboard, in one round trip. */
@Injectable()
export class AwardsOverview {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async figures(): Promise<AwardsFigures> {
    const [row]: Record<string, string>[] = await this.dataSource.query(
      `SELECT (SELECT count(*) FROM prize_claims WHERE status = 'pending') AS claims_pending,
              (SELECT count(*) FROM prize_claims WHERE status = 'paid') AS claims_paid,
              (SELECT count(*) FROM prize_claims WHERE status = 'rejected') AS claims_rejected,
              (SELECT count(*) FROM testimonials) AS testimonials`,
    );
    const count = (key: string) => Number(row[key]);
    return {
      claims: { pending: count('claims_pending'), paid: count('claims_paid'), rejected: count('claims_rejected') },
      testimonials: count('testimonials'),
    };
  }
}

@Module({ providers: [AwardsOverview], exports: [AwardsOverview] })
export class AwardsOverviewModule {}
