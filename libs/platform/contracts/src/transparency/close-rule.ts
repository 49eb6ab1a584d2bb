import type { VoteLeaf } from './leaf';

/** The leaves that add votes: a vote cast (free or held) or bought. */
const CASTS: ReadonlySet<string> = new Set(['free', 'paid', 'held']);

/**
 * The leaves that count in a contest that ended at `endDate`: a vote counts only if it was written
 * before the end. A vote dated at or after it counts for nothing, and neither do the decisions and
 * reversals that refer to it (or to a decision on it); a decision or a reversal of an earlier vote
 * counts whenever it was made. The results dossier and its verifiers apply this one rule.
 */
export function countedLeaves(leaves: VoteLeaf[], endDate: string): VoteLeaf[] {
  const end = Date.parse(endDate);
  const late = new Set<number>();
  for (const leaf of leaves) {
    const afterEnd = CASTS.has(leaf.kind) && Date.parse(leaf.at) >= end;
    if (afterEnd || (leaf.ref !== null && late.has(leaf.ref))) late.add(leaf.id);
  }
  return leaves.filter((leaf) => !late.has(leaf.id));
}
