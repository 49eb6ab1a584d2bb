import { Injectable } from '@nestjs/common';
import { MediaStorage } from '@app/media';
import type { EntityManager } from 'typeorm';

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
  constructor(private readonly media: MediaStorage) {}

  async erase(transaction: EntityManager, userIds: number[]): Promise<() => Promise<void>> {
    // DELETE and UPDATE answer [rows, affected count] through TypeORM.
    const [babies]: [{ photo: string | null }[], number] = await transaction.query(
      'DELETE FROM babies WHERE owner_id = ANY($1::int[]) RETURNING photo',
      [userIds],
    );
    const [participants]: [{ photo: string }[], number] = await transaction.query(
      `UPDATE participants p
          SET baby_name = $2, baby_bio = '', photo = '', phone_number = '', user_id = NULL, baby_id = NULL,
              deleted_at = coalesce(p.deleted_at, now()), updated_at = now()
         FROM participants old
        WHERE old.id = p.id AND old.user_id = ANY($1::int[])
        RETURNING old.photo`,
      [userIds, ERASED_PARTICIPANT_NAME],
    );
    const photos = [...babies, ...participants].map((row) => row.photo).filter((key): key is string => !!key);
    return async () => {
      for (const key of new Set(photos)) await this.media.remove(key);
    };
  }
}
