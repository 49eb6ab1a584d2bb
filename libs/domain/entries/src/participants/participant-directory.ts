import { Injectable } from '@nestjs/common';
import { ContestDirectory } from '@app/contests';
import type { EntityManager } from 'typeorm';
import { type OwnedEntry, ParticipantRepository } from './participant.repository';

export type { OwnedEntry };

/** A participant as other libs name it: who it is, in which contest, and whose child it is. */
export interface ParticipantCard {
  id: number;
  name: string;
  contestId: number;
  contestName: string;
  /** The parent who registered it; null once that account is gone. */
  userId: number | null;
  /** The photo's stored name (libs/platform/media makes its addresses). */
  photo: string;
  /** The child entered; null once its parent's account is gone. */
  babyId: number | null;
  country: string;
  city: string;
}

/**
 * Participants' names, contests, parents and photos for other libs (vote statements, held votes'
 * review, payments, comments). The statements are ParticipantRepository's.
 */
@Injectable()
export class ParticipantDirectory {
  constructor(
    private readonly participants: ParticipantRepository,
    private readonly contests: ContestDirectory,
  ) {}

  /** The participant, withdrawn ones included (their votes stay accountable); null when unknown. */
  async find(id: number): Promise<ParticipantCard | null> {
    return (await this.findMany([id])).get(id) ?? null;
  }

  /**
   * `transaction`: read inside it, as a step of its work (the winners recorded at a close). The
   * contests' titles are asked of ContestDirectory.
   */
  async findMany(ids: number[], transaction?: EntityManager): Promise<Map<number, ParticipantCard>> {
    if (ids.length === 0) return new Map();
    const records = await this.participants.records(ids, transaction);
    const contests = await this.contests.findMany([...new Set(records.map((record) => record.contestId))], transaction);
    return new Map(
      records.map((record) => [
        record.id,
        {
          id: record.id,
          name: record.name,
          contestId: record.contestId,
          contestName: contests.get(record.contestId)!.title,
          userId: record.userId,
          photo: record.photo,
          babyId: record.babyId,
          country: record.country,
          city: record.city,
        },
      ]),
    );
  }

  /** Whether the public may see the participant: not withdrawn, in a contest neither deleted nor draft. */
  async isVisible(id: number): Promise<boolean> {
    const contestId = await this.participants.activeContestId(id);
    return contestId !== null && this.contests.isPublic(contestId);
  }

  /** The participants entered in this contest and not withdrawn, read inside `transaction`. */
  idsEntered(transaction: EntityManager, contestId: number): Promise<number[]> {
    return this.participants.idsEntered(transaction, contestId);
  }

  /** The children these accounts entered (and did not withdraw) in these contests. */
  enteredBy(userIds: number[], contestIds: number[]): Promise<OwnedEntry[]> {
    return this.participants.enteredBy(userIds, contestIds);
  }

  /** The accounts with a child entered (and not withdrawn) in this contest. */
  ownersIn(contestId: number): Promise<number[]> {
    return this.participants.ownersIn(contestId);
  }

  /** Participants, withdrawn ones included, of this contest. */
  idsInContest(contestId: number): Promise<number[]> {
    return this.participants.idsInContest(contestId);
  }

  /**
   * Participants, withdrawn ones included, whose name contains `term`, case aside but accents not
   * (`ILIKE`, as the moderators' search has always matched).
   */
  idsNamedLike(term: string): Promise<number[]> {
    return this.participants.idsNamedLike(term);
  }

  /** Participants, withdrawn ones included, whose name contains `term` (case and accents aside). */
  idsNamed(term: string): Promise<number[]> {
    return this.participants.idsNamed(term);
  }
}
