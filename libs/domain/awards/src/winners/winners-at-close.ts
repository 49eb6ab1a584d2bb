import { Injectable } from '@nestjs/common';
import { ContestClosing } from '@app/contests';
import type { EntityManager } from 'typeorm';
import { WinnerNotifier } from './winner-notifier';
import { WinnerRecorder } from './winner-recorder';

/** What a contest's close decides, for the contests lib's status sync: its winners, then their notices. */
@Injectable()
export class WinnersAtClose extends ContestClosing {
  constructor(
    private readonly recorder: WinnerRecorder,
    private readonly notifier: WinnerNotifier,
  ) {
    super();
  }

  async closed(transaction: EntityManager, contestId: number): Promise<void> {
    await this.recorder.recordAtClose(transaction, contestId);
  }

  async afterSync(): Promise<void> {
    await this.notifier.notifyPending();
  }
}
