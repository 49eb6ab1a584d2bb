import { Injectable } from '@nestjs/common';
import { MediaStorage } from '@app/media';
import type { EntityManager } from 'typeorm';
import { BabyRepository } from '../babies/baby.repository';
import { ParticipantRepository } from '../participants/participant.repository';

/** What a withdrawn participation shows in place of the child's name (rankings and winners stay exact). */
export const ERASED_PARTICIPANT_NAME = 'Participant retiré';

/**
 * Everything of a deleted account's children in this lib: their babies (and so their
 * pre-registrations) are deleted; their participations are withdrawn and emptied of the child's
 * name, bio, photo and the parent's phone, but kept, because ledger rows and payments point at them
 * (votes and money stay auditable, under an anonymous participation). The photo files are removed
 * once the transaction has committed. The awards lib, built on this one, runs it as part of
 * identity's AccountDataEraser, with the winners' names.
 */
@Injectable()
export class ContestAccountEraser {
  constructor(
    private readonly babies: BabyRepository,
    private readonly participants: ParticipantRepository,
    private readonly media: MediaStorage,
  ) {}

  async erase(transaction: EntityManager, userIds: number[]): Promise<() => Promise<void>> {
    const babyPhotos = await this.babies.deleteOwnedBy(transaction, userIds);
    const participantPhotos = await this.participants.eraseOwnedBy(transaction, userIds, ERASED_PARTICIPANT_NAME);
    const photos = [...babyPhotos, ...participantPhotos].filter((key): key is string => !!key);
    return async () => {
      for (const key of new Set(photos)) await this.media.remove(key);
    };
  }
}
