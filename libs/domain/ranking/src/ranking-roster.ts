import { createHash } from 'node:crypto';
import type { RosterRow } from '@app/entries';
import type { ContestRoster } from './ranking.scripts';

/**
 * A contest's participants as the projection needs them: who is ranked (not deleted), who is
 * excluded (deleted), and a fingerprint of both, stored beside the sorted set once merged into it so
 * that a reader knows in O(1) whether the set has every participant it should.
 */
export function toContestRoster(rows: RosterRow[]): ContestRoster {
  const active = rows.filter((row) => !row.deleted).map((row) => row.id);
  const deleted = rows.filter((row) => row.deleted).map((row) => row.id);
  const fingerprint = createHash('sha1')
    .update(`${active.join(',')}|${deleted.join(',')}`)
    .digest('hex')
    .slice(0, 16);
  return { active, deleted, fingerprint };
}

/** Rosters of several contests, every contest asked for present (empty when it has no participant). */
export function rostersByContest(contestIds: number[], rows: RosterRow[]): Map<number, ContestRoster> {
  const grouped = new Map<number, RosterRow[]>(contestIds.map((id) => [id, []]));
  for (const row of rows) grouped.get(row.contestId)?.push(row);
  return new Map([...grouped].map(([contestId, contestRows]) => [contestId, toContestRoster(contestRows)]));
}
