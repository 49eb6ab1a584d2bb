import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** The dashboard's counts of the prize claims by status and of the testimonials. */
export interface AwardsCounts {
  claimsPending: number;
  claimsPaid: number;
  claimsRejected: number;
  testimonials: number;
}

/** Reads the awards' counts for the dashboard, in one round trip. */
@Injectable()
export class AwardsOverviewReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async counts(): Promise<AwardsCounts> {
    const [row]: Record<'claims_pending' | 'claims_paid' | 'claims_rejected' | 'testimonials', string>[] =
      await this.dataSource.query(
        `SELECT (SELECT count(*) FROM prize_claims WHERE status = 'pending') AS claims_pending,
                (SELECT count(*) FROM prize_claims WHERE status = 'paid') AS claims_paid,
                (SELECT count(*) FROM prize_claims WHERE status = 'rejected') AS claims_rejected,
                (SELECT count(*) FROM testimonials) AS testimonials`,
      );
    return {
      claimsPending: Number(row.claims_pending),
      claimsPaid: Number(row.claims_paid),
      claimsRejected: Number(row.claims_rejected),
      testimonials: Number(row.testimonials),
    };
  }
}
