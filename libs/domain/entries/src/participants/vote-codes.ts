import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ContestDirectory } from '@app/contests';
import type { EntityManager } from 'typeorm';
import { VoteCodeRepository } from './vote-code.repository';

/** Codes have 4 digits, then 5, then 6 (the column's width), never a leading zero. */
export const VOTE_CODE_LENGTHS = [4, 5, 6] as const;
/** A length is left for the next once this share of its codes is used in the season. */
const FULL_SHARE = 0.8;
/**
 * Random draws before giving up: below 80 % of a length used, each draw is free at least one time
 * in five, so 100 draws all taken happen less than once in 10⁹ assignments.
 */
const DRAWS = 100;

/** A participant found by its vote code. */
export interface VoteCodeMatch {
  participantId: number;
  contestId: number;
  code: string;
}

/** A participant to give a code, with its contest's start (which makes the season). */
export interface VoteCodeRequest {
  participantId: number;
  contestStartDate: Date;
}

/** What the draws of one season in one transaction share. */
interface SeasonDraw {
  transaction: EntityManager;
  season: number;
  /** Contests taking entries: their participants' codes are held, whatever the season. */
  liveContestIds: number[];
  /** Codes the season has used, by length. */
  used: Map<number, number>;
}

/** The season of a contest: the calendar year of its start, UTC. */
export const seasonOf = (contestStartDate: Date): number => contestStartDate.getUTCFullYear();

/** The codes of a length: 1000–9999 for 4 digits. */
export const codeRange = (length: number): { min: number; max: number } => ({
  min: 10 ** (length - 1),
  max: 10 ** length - 1,
});

/** The length new codes take in a season that has used `used(length)` codes of each length. */
export function codeLengthFor(used: (length: number) => number): number {
  return (
    VOTE_CODE_LENGTHS.find((length) => {
      const { min, max } = codeRange(length);
      return used(length) < FULL_SHARE * (max - min + 1);
    }) ?? VOTE_CODE_LENGTHS[VOTE_CODE_LENGTHS.length - 1]
  );
}

/** A code as typed ("48 21 ", " 4821"): its spaces removed; null when it cannot be a code. */
export function normaliseVoteCode(input: string): string | null {
  const code = input.replace(/\s+/g, '');
  return /^[1-9]\d{3,5}$/.test(code) ? code : null;
}

/**
 * Participants' vote codes (`vote_codes`), to vote by keypad: USSD, SMS. A code is drawn at random,
 * taken once per season (its row stays when the participant is deleted), and held by no participant
 * of another season whose contest takes entries, so that two contests open at once never share one.
 * Each draw takes an advisory lock on the code for the transaction, so two transactions never try the
 * same code at once, in the same season or not; a code locked elsewhere is passed over. The
 * statements are VoteCodeRepository's.
 */
@Injectable()
export class VoteCodes {
  constructor(
    private readonly codes: VoteCodeRepository,
    private readonly contests: ContestDirectory,
  ) {}

  /** Gives the participant its code in the transaction that creates it (or returns the one it has). */
  async assign(transaction: EntityManager, participantId: number, contestStartDate: Date): Promise<string> {
    return (await this.assignMany(transaction, [{ participantId, contestStartDate }])).get(participantId)!;
  }

  /**
   * `assign` for several participants (a bulk conversion, the demo seed), by participant id. Each
   * season's counts of codes by length are read once and kept up to date as codes are drawn.
   */
  async assignMany(transaction: EntityManager, requests: VoteCodeRequest[]): Promise<Map<number, string>> {
    const codes = await this.ofParticipants(
      requests.map((request) => request.participantId),
      transaction,
    );
    const missing = requests.filter((request) => !codes.has(request.participantId));
    if (missing.length === 0) return codes;
    const liveContestIds = await this.contests.idsTakingEntries();
    const seasons = new Map<number, SeasonDraw>();
    for (const { participantId, contestStartDate } of missing) {
      const season = seasonOf(contestStartDate);
      let draw = seasons.get(season);
      if (!draw) {
        draw = { transaction, season, liveContestIds, used: await this.codes.usedByLength(transaction, season) };
        seasons.set(season, draw);
      }
      const code = await this.draw(draw, participantId);
      draw.used.set(code.length, (draw.used.get(code.length) ?? 0) + 1);
      codes.set(participantId, code);
    }
    return codes;
  }

  /**
   * The participant, not deleted and in a contest not deleted, whose code this is; null when none.
   * Were two seasons to hold it, the participant of an open contest, else of the latest season.
   */
  async find(input: string): Promise<VoteCodeMatch | null> {
    const code = normaliseVoteCode(input);
    if (!code) return null;
    const holders = await this.codes.holders(code);
    if (holders.length === 0) return null;
    const contests = await this.contests.details([...new Set(holders.map((holder) => holder.contestId))]);
    const live = holders.filter((holder) => contests.get(holder.contestId)?.deletedAt === null);
    const match = live.find((holder) => contests.get(holder.contestId)!.status === 'open') ?? live[0];
    return match ? { participantId: match.participantId, contestId: match.contestId, code } : null;
  }

  /** The codes of these participants, deleted ones included, by participant id. */
  ofParticipants(ids: number[], transaction?: EntityManager): Promise<Map<number, string>> {
    return this.codes.ofParticipants(ids, transaction);
  }

  /**
   * A free code of the season's length; should the codes other seasons' open contests hold leave
   * none to draw there, of the next length.
   */
  private async draw(draw: SeasonDraw, participantId: number): Promise<string> {
    const first = codeLengthFor((length) => draw.used.get(length) ?? 0);
    for (const length of VOTE_CODE_LENGTHS.filter((candidate) => candidate >= first)) {
      const code = await this.drawOfLength(draw, participantId, codeRange(length));
      if (code) return code;
    }
    throw new Error(`No free vote code found in season ${draw.season}`);
  }

  private async drawOfLength(
    { transaction, season, liveContestIds }: SeasonDraw,
    participantId: number,
    { min, max }: { min: number; max: number },
  ): Promise<string | null> {
    for (let attempt = 0; attempt < DRAWS; attempt += 1) {
      const code = randomInt(min, max + 1);
      if (!(await this.codes.tryLock(transaction, code))) continue;
      const inserted = await this.codes.insertIfFree(transaction, season, code, participantId, liveContestIds);
      if (inserted) return inserted;
    }
    return null;
  }
}
