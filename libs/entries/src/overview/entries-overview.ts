import { Injectable, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Participants not withdrawn, for the administrators' dashboard (the contests it counts with ContestsOverview). */
@Injectable()
export class EntriesOverview {
  constructor(private readonly db: DataSource) {}

  async participants(): Promise<number> {
    const [row]: { count: string }[] = await this.db.query(
      'SELECT count(*) AS count FROM participants WHERE deleted_at IS NULL',
    );
    return Number(row.count);
  }
}

@Module({ providers: [EntriesOverview], exports: [EntriesOverview] })
export class EntriesOverviewModule {}
