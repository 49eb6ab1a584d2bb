import { Injectable } from '@nestjs/common';
import { AppError, MESSAGES } from '@app/common';
import { ContestDirectory, isPublicContest, votingState } from '@app/contests';
import { ChannelSettings } from '../settings/channel-settings';

/**
 * How the public votes for a contest's participants without the site: the SMS to send (the keyword,
 * then the participant's code, to the short code) and the USSD code to dial; null for a channel that
 * does not take the contest's votes now.
 */
export interface PhoneChannels {
  sms: { shortCode: string; keyword: string } | null;
  ussd: { serviceCode: string } | null;
}

const NONE: PhoneChannels = { sms: null, ussd: null };

/**
 * What the site and the pages without script tell a voter with a basic phone, decided as the channels
 * decide a vote (ChannelVotes.byCode): the contest takes votes now and an administrator left the channel
 * open for it. The keyword shown is the settings' first, the one the SMS help names too.
 */
@Injectable()
export class PhoneChannelsGuide {
  constructor(
    private readonly contests: ContestDirectory,
    private readonly settings: ChannelSettings,
  ) {}

  /** The contest's phone channels; "Concours non trouvé" (404) when the public may not see it (unknown, deleted, draft). */
  async ofContest(contestId: number, now = new Date()): Promise<PhoneChannels> {
    const contest = await this.contests.liveDetails(contestId);
    if (!contest || !isPublicContest(contest)) throw AppError.notFound(MESSAGES.contests.notFound);
    if (votingState(contest, now) !== 'open') return NONE;
    return this.ofOpenContest(contestId);
  }

  /** The phone channels of a contest the caller knows takes votes now. */
  async ofOpenContest(contestId: number): Promise<PhoneChannels> {
    const [settings, sms, ussd] = await Promise.all([
      this.settings.current(),
      this.settings.isOpen(contestId, 'sms'),
      this.settings.isOpen(contestId, 'ussd'),
    ]);
    return {
      sms: sms ? { shortCode: settings.shortCode, keyword: settings.keywords[0] ?? 'VOTE' } : null,
      ussd: ussd ? { serviceCode: settings.ussdServiceCode } : null,
    };
  }
}
