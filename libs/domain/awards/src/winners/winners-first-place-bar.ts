import { Injectable } from '@nestjs/common';
import { FirstPlaceBar } from '@app/entries';
import { firstPlaceBarEnd } from './award-rules';
import { WinnerRepository } from './winner.repository';

/** The first-place bar of award-rules.ts, for the entries lib's registration. */
@Injectable()
export class WinnersFirstPlaceBar extends FirstPlaceBar {
  constructor(private readonly winners: WinnerRepository) {
    super();
  }

  async barredUntil(babyId: number): Promise<Date | null> {
    const awardedAt = await this.winners.latestFirstPlace(babyId);
    return awardedAt ? firstPlaceBarEnd(awardedAt) : null;
  }
}
