import type { HeldVotesFilter } from './ledger-entry';

/**
 * The SQL condition on rows `l` for the held votes of `filter` that no decision names yet, with its
 * parameters numbered from `$<first>`.
 */
export function heldVotesWhere(filter: HeldVotesFilter, first: number): { sql: string; params: unknown[] } {
  const at = (offset: number) => `$${first + offset}`;
  return {
    sql: `l.kind = 'held' AND l.contest_id = ${at(0)}
      AND (${at(1)}::bigint IS NULL OR l.id = ${at(1)})
      AND (${at(2)}::varchar IS NULL OR l.ip_hash = ${at(2)})
      AND (${at(3)}::varchar IS NULL OR l.device_hash = ${at(3)})
      AND (${at(4)}::int IS NULL OR l.participant_id = ${at(4)})
      AND (${at(5)}::timestamptz IS NULL OR l.created_at >= ${at(5)})
      AND (${at(6)}::timestamptz IS NULL OR l.created_at < ${at(6)})
      AND NOT EXISTS (SELECT 1 FROM vote_ledger d WHERE d.decides_id = l.id)`,
    params: [
      filter.contestId,
      filter.voteId ?? null,
      filter.ipHash ?? null,
      filter.deviceHash ?? null,
      filter.participantId ?? null,
      filter.from ?? null,
      filter.to ?? null,
    ],
  };
}
