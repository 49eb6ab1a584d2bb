import { Injectable } from '@nestjs/common';
import { MESSAGES, type Page, resolvePage, toPage } from '@app/common';
import type { AuthContext } from '@app/identity';
import { MediaStorage } from '@app/media';
import { claimDeadline } from './award-rules';
import type { RecomputeWinnersDto, WinnerListQueryDto } from './dto/winner.dto';
import { WinnerRecorder } from './winner-recorder';
import { WinnerRepository, type WinnerRow } from './winner.repository';
import type {
  RecomputeWinnersResponse,
  WinnerResponse,
  WinnerTotalsResponse,
  WonContestResponse,
} from './winner.response';

/** The winners as the public, the winning parents and the administrators read them. */
@Injectable()
export class WinnerService {
  constructor(
    private readonly winners: WinnerRepository,
    private readonly recorder: WinnerRecorder,
    private readonly media: MediaStorage,
  ) {}

  /** Winners of closed contests, newest close first (one contest's with `contest`). */
  async list(query: WinnerListQueryDto, url: string): Promise<Page<WinnerResponse>> {
    const { page, pageSize, offset } = resolvePage(query, 30);
    const { rows, count } = await this.winners.list({ contestId: query.contest, closedOnly: true }, offset, pageSize);
    return toPage(
      rows.map((row) => this.toResponse(row)),
      count,
      page,
      pageSize,
      url,
    );
  }

  totals(): Promise<WinnerTotalsResponse> {
    return this.winners.totals();
  }

  /** The contests the parent won, with where each prize stands. */
  async myWins(auth: AuthContext, now = new Date()): Promise<WonContestResponse[]> {
    const { rows } = await this.winners.list({ userId: auth.userId }, 0, 1000);
    return rows.map((row) => {
      const deadline = claimDeadline(row.notifiedAt);
      const status = row.claimId ? 'claimed' : deadline && deadline < now ? 'expired' : 'available';
      return {
        id: row.contestId,
        title: row.contestTitle,
        end_date: row.contestEndDate.toISOString(),
        status,
        rank: row.rank,
        prize: row.prize,
        winner_id: row.id,
        baby_name: row.babyName,
        photo_url: this.media.urls(row.photo)?.card ?? '',
        claim_status: row.claimStatus,
        claim_deadline: deadline?.toISOString() ?? null,
      };
    });
  }

  async recompute(auth: AuthContext, contestId: number, dto: RecomputeWinnersDto): Promise<RecomputeWinnersResponse> {
    const result = await this.recorder.recompute(contestId, {
      actorId: auth.userId,
      reason: dto.reason,
      overrideClaimed: dto.override_claimed ?? false,
    });
    return {
      detail: result.changed ? MESSAGES.awards.recomputed(result.winners.length) : MESSAGES.awards.unchanged,
      changed: result.changed,
      winners: result.winners.map((row) => this.toResponse(row)),
    };
  }

  toResponse(row: WinnerRow): WinnerResponse {
    return {
      id: row.id,
      contest: row.contestId,
      contest_title: row.contestTitle,
      contest_end_date: row.contestEndDate.toISOString(),
      position: row.rank,
      rank: row.rank,
      votes: row.votes,
      prize: row.prize,
      participant: row.participantId,
      baby_name: row.babyName,
      participant_name: row.parentName,
      photo_url: this.media.urls(row.photo)?.card ?? '',
      country: row.country,
      participant_data: { user: row.userId, user_id: row.userId },
      user: row.userId,
      user_id: row.userId,
      awarded_at: row.awardedAt.toISOString(),
    };
  }
}
