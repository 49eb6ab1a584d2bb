import { Injectable } from '@nestjs/common';
import { AppError, MESSAGES } from '@app/common';
import { ContestDirectory, type ContestDetails, type ContestStatus } from '@app/contests';
import { SmsBudget } from '@app/sms';
import { ChannelSettings, type ChannelSettingsValues, type ContestChannelsRow } from '../settings/channel-settings';
import { UssdSessions } from '../ussd/ussd-sessions';
import type {
  AdminChannelsResponse,
  ChannelSettingsResponse,
  ContestChannelsResponse,
} from './channels-admin.response';
import type { UpdateChannelSettingsDto } from './dto/update-channel-settings.dto';
import type { UpdateContestChannelsDto } from './dto/update-contest-channels.dto';

/** The back office's chart: the last day of USSD sessions, hour by hour. */
const SESSIONS_HOURS = 24;

/** The contests' order on the page: those taking votes first, then those taking entries, then the others. */
const STATUS_ORDER: Record<ContestStatus, number> = { open: 0, pre_registration: 1, draft: 2, closed: 3 };

const toSettingsResponse = (settings: ChannelSettingsValues): ChannelSettingsResponse => ({
  short_code: settings.shortCode,
  ussd_service_code: settings.ussdServiceCode,
  keywords: settings.keywords,
});

const toContestResponse = (
  contest: ContestDetails,
  row: Pick<ContestChannelsRow, 'ussd' | 'sms'> | undefined,
): ContestChannelsResponse => ({
  id: contest.id,
  title: contest.title,
  status: contest.status,
  web: true,
  ussd: row?.ussd ?? true,
  sms: row?.sms ?? true,
});

/**
 * The back office's "Canaux": the channel settings and each contest's channels (changed through
 * ChannelSettings, which audits them), today's SMS budget and the USSD sessions of the last day.
 */
@Injectable()
export class ChannelsAdmin {
  constructor(
    private readonly settings: ChannelSettings,
    private readonly sessions: UssdSessions,
    private readonly budget: SmsBudget,
    private readonly contests: ContestDirectory,
  ) {}

  async overview(now = new Date()): Promise<AdminChannelsResponse> {
    const [settings, rows, taking, sms, perHour] = await Promise.all([
      this.settings.current(),
      this.settings.contestChannels(),
      this.contests.idsTakingEntries(),
      this.budget.today(now),
      this.sessions.perHour(SESSIONS_HOURS, now),
    ]);
    const details = await this.contests.details([...new Set([...taking, ...rows.keys()])]);
    const contests = [...details.values()]
      .filter((contest) => contest.deletedAt === null)
      .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || b.id - a.id)
      .map((contest) => toContestResponse(contest, rows.get(contest.id)));
    return {
      settings: toSettingsResponse(settings),
      contests,
      sms: { spent_today: sms.spent, budget: sms.budget, left_today: sms.left },
      ussd_sessions_per_hour: perHour,
    };
  }

  async updateSettings(actorId: number, dto: UpdateChannelSettingsDto): Promise<ChannelSettingsResponse> {
    const saved = await this.settings.update(
      { shortCode: dto.short_code, ussdServiceCode: dto.ussd_service_code, keywords: dto.keywords },
      actorId,
    );
    return toSettingsResponse(saved);
  }

  async setContestChannels(
    actorId: number,
    contestId: number,
    dto: UpdateContestChannelsDto,
  ): Promise<ContestChannelsResponse> {
    const contest = await this.contests.liveDetails(contestId);
    if (!contest) throw AppError.notFound(MESSAGES.contests.notFound);
    await this.settings.setContestChannels({ contestId, ussd: dto.ussd, sms: dto.sms }, actorId);
    return toContestResponse(contest, dto);
  }
}
