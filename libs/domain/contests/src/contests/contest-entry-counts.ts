/** What a contest's answer counts of its entries. */
export interface ContestCounts {
  participants: number;
  preregistrations: number;
  /** Pre-registrations not yet turned into a participant. */
  convertiblePreregistrations: number;
}

export const NO_COUNTS: ContestCounts = { participants: 0, preregistrations: 0, convertiblePreregistrations: 0 };

/**
 * Participant and pre-registration counts of contests, for the contests' answers. Participants and
 * pre-registrations live in the entries lib, built on this one: it provides this port
 * (EntriesModule), so the dependency points one way.
 */
export abstract class ContestEntryCounts {
  /** The counts of many contests at once; a contest without entries may be absent. */
  abstract counts(contestIds: number[]): Promise<Map<number, ContestCounts>>;
}
