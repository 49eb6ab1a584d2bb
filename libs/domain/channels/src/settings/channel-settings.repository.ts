import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/** The deployment's channel settings, as stored (one row). */
export interface ChannelSettingsValues {
  shortCode: string;
  ussdServiceCode: string;
  keywords: string[];
}

/** The channels an administrator closed for one contest (a contest without a row takes every one). */
export interface ContestChannelsRow {
  contestId: number;
  ussd: boolean;
  sms: boolean;
}

interface SettingsRow {
  short_code: string;
  ussd_service_code: string;
  keywords: string[];
}

/** `channel_settings` and `contest_channels` (owner: libs/domain/channels). */
@Injectable()
export class ChannelSettingsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async settings(): Promise<ChannelSettingsValues> {
    const [row]: SettingsRow[] = await this.db.query(
      'SELECT short_code, ussd_service_code, keywords FROM channel_settings WHERE id = 1',
    );
    return { shortCode: row.short_code, ussdServiceCode: row.ussd_service_code, keywords: row.keywords };
  }

  async saveSettings(transaction: EntityManager, values: ChannelSettingsValues, actorId: number): Promise<void> {
    await transaction.query(
      `UPDATE channel_settings SET short_code = $1, ussd_service_code = $2, keywords = $3::varchar[],
              updated_at = now(), updated_by = $4
        WHERE id = 1`,
      [values.shortCode, values.ussdServiceCode, values.keywords, actorId],
    );
  }

  async contestChannels(): Promise<ContestChannelsRow[]> {
    const rows: { contest_id: number; ussd: boolean; sms: boolean }[] = await this.db.query(
      'SELECT contest_id, ussd, sms FROM contest_channels',
    );
    return rows.map((row) => ({ contestId: row.contest_id, ussd: row.ussd, sms: row.sms }));
  }

  async saveContestChannels(transaction: EntityManager, row: ContestChannelsRow, actorId: number): Promise<void> {
    await transaction.query(
      `INSERT INTO contest_channels (contest_id, ussd, sms, updated_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (contest_id) DO UPDATE
         SET ussd = EXCLUDED.ussd, sms = EXCLUDED.sms, updated_at = now(), updated_by = EXCLUDED.updated_by`,
      [row.contestId, row.ussd, row.sms, actorId],
    );
  }
}
