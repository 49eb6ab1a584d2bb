import { Injectable } from '@nestjs/common';
import { PhoneChannelsGuide } from '@app/channels';
import { votingState } from '@app/contests';
import { ParticipantDirectory, VoteCodes, VoteTargets } from '@app/entries';
import { MediaStorage } from '@app/media';
import { VotePacksService } from '@app/payments';
import { RankingReader } from '@app/ranking';
import { SiteSettings } from '@app/settings';
import type { PackOffer, ParticipantView } from './pages/participant-page';

/**
 * What a participant's page without script shows, read from the owners as the site's API answers read
 * it: the participant and its contest (`VoteTargets`, `ParticipantDirectory`), its count and rank (the
 * ranking's projection), its vote code and the phone channels open for its contest (`VoteCodes`,
 * `PhoneChannelsGuide`), the packs on sale and the providers offered (the site's settings).
 */
@Injectable()
export class PlainParticipants {
  constructor(
    private readonly targets: VoteTargets,
    private readonly directory: ParticipantDirectory,
    private readonly ranking: RankingReader,
    private readonly media: MediaStorage,
    private readonly packs: VotePacksService,
    private readonly settings: SiteSettings,
    private readonly codes: VoteCodes,
    private readonly phoneChannels: PhoneChannelsGuide,
  ) {}

  /** The participant, if the public may see it (entered, in a contest neither draft nor deleted); else null. */
  async view(id: number, now = new Date()): Promise<ParticipantView | null> {
    const target = await this.targets.find(id);
    if (!target) return null;
    const state = votingState({ status: target.contestStatus, endDate: target.endDate }, now);
    const [card, standings, codes, phoneChannels] = await Promise.all([
      this.directory.find(id),
      this.ranking.standings(target.contestId, [id]),
      this.codes.ofParticipants([id]),
      state === 'open' ? this.phoneChannels.ofOpenContest(target.contestId) : null,
    ]);
    if (!card) return null;
    const standing = standings.get(id);
    return {
      id,
      name: target.babyName,
      contestId: target.contestId,
      contestTitle: card.contestName,
      country: target.country,
      photo: this.media.urls(card.photo)?.thumbnail ?? null,
      votes: standing?.voteCount ?? 0,
      rank: standing?.rank ?? null,
      state,
      endDate: target.endDate,
      voteCode: codes.get(id) ?? null,
      phoneChannels,
    };
  }

  /** The packs on sale and the providers offered; none to buy once purchases closed before the end. */
  async offer(participant: ParticipantView, now = new Date()): Promise<PackOffer> {
    const [packs, settings] = await Promise.all([this.packs.list({}), this.settings.document()]);
    const minutes = settings.purchases_close_minutes;
    const closed = participant.endDate.getTime() - now.getTime() < minutes * 60_000;
    return {
      packs: packs.map((pack) => ({
        id: pack.id,
        name: pack.name,
        votes: pack.votes_count,
        price: pack.current_price,
        oldPrice: pack.current_price < pack.price ? pack.price : null,
      })),
      gateways: settings.gateways.map(({ id, label }) => ({ id, label })),
      closedMinutes: closed ? minutes : null,
    };
  }
}
