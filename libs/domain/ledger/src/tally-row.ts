import type { ParticipantTally } from './ledger-entry';

/** A participant's sum of weights and latest row id, as the tallies' SQL selects them. */
export interface TallyRow {
  contest_id: number;
  participant_id: number;
  count: string;
  last: string;
}

export function toTally(row: TallyRow): ParticipantTally {
  return { participantId: row.participant_id, count: Number(row.count), lastEntryId: Number(row.last) };
}
