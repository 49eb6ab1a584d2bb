import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditTrail } from '@app/audit';
import type { VoteChannel } from '@app/ledger';
import { DataSource } from 'typeorm';
import {
  ChannelSettingsRepository,
  type ChannelSettingsValues,
  type ContestChannelsRow,
} from './channel-settings.repository';

export type { ChannelSettingsValues, ContestChannelsRow };

/** Settings change rarely and every USSD screen reads them: each process keeps them this long. */
const CACHE_MS = 5_000;

interface Cached {
  settings: ChannelSettingsValues;
  closed: Map<number, ContestChannelsRow>;
}

/**
 * The voting channels' settings: the SMS short code, the USSD service code, the keywords an SMS vote
 * starts with, and which channels each contest takes (the web always; USSD and SMS unless an
 * administrator closed them). Read through a short per-process cache; written by the back office,
 * audited, and seen by this process at once.
 */
@Injectable()
export class ChannelSettings {
  private cache: { at: number; value: Promise<Cached> } | null = null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly repository: ChannelSettingsRepository,
    private readonly audit: AuditTrail,
  ) {}

  async current(): Promise<ChannelSettingsValues> {
    return (await this.load()).settings;
  }

  /** Whether the contest takes votes by `channel` (the web: always). */
  async isOpen(contestId: number, channel: VoteChannel): Promise<boolean> {
    if (channel === 'web') return true;
    const row = (await this.load()).closed.get(contestId);
    return row === undefined || row[channel];
  }

  /** The channels of each contest that has a row; the others take every channel. */
  async contestChannels(): Promise<Map<number, ContestChannelsRow>> {
    return (await this.load()).closed;
  }

  async update(values: ChannelSettingsValues, actorId: number): Promise<ChannelSettingsValues> {
    const before = await this.repository.settings();
    await this.db.transaction(async (transaction) => {
      await this.repository.saveSettings(transaction, values, actorId);
      await this.audit.record(transaction, {
        actorId,
        action: 'update_channel_settings',
        details: { before: snake(before), after: snake(values) },
      });
    });
    this.cache = null;
    return this.current();
  }

  async setContestChannels(row: ContestChannelsRow, actorId: number): Promise<void> {
    await this.db.transaction(async (transaction) => {
      await this.repository.saveContestChannels(transaction, row, actorId);
      await this.audit.record(transaction, {
        actorId,
        action: 'update_contest_channels',
        contestId: row.contestId,
        details: { ussd: row.ussd, sms: row.sms },
      });
    });
    this.cache = null;
  }

  private load(): Promise<Cached> {
    if (this.cache && Date.now() - this.cache.at < CACHE_MS) return this.cache.value;
    const value = Promise.all([this.repository.settings(), this.repository.contestChannels()]).then(
      ([settings, rows]) => ({ settings, closed: new Map(rows.map((row) => [row.contestId, row])) }),
    );
    const entry = { at: Date.now(), value };
    this.cache = entry;
    value.catch(() => {
      if (this.cache === entry) this.cache = null;
    });
    return value;
  }
}

function snake(values: ChannelSettingsValues): Record<string, unknown> {
  return { short_code: values.shortCode, ussd_service_code: values.ussdServiceCode, keywords: values.keywords };
}
