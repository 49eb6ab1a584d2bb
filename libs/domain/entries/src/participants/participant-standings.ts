import type { ParticipantStanding } from './participant.response';

/**
 * Vote counts and ranks of participants, for the participant answers. They live in the ranking
 * projection, which is built on this lib: the ranking lib provides this port (RankingModule), so
 * the dependency points one way.
 */
export abstract class ParticipantStandings {
  abstract standings(contestId: number, participantIds: number[]): Promise<Map<number, ParticipantStanding>>;

  /**
   * One number per participant that orders them as the ranking does (more votes first; on equal
   * counts, whoever reached the count first), comparable across contests; 0 for no votes.
   */
  abstract orderKeys(contestId: number, participantIds: number[]): Promise<Map<number, number>>;
}
