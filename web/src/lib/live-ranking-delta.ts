import type { LiveDeltaEntry, LiveRankingEntry } from '@contracts/live-protocol';

const isComplete = (entry: LiveDeltaEntry): entry is LiveRankingEntry => entry.baby_name !== undefined;

/** What a `ranking_delta` leaves for the client: the new lines, or the need of a fresh snapshot. */
export type DeltaOutcome = { kind: 'applied'; ranking: LiveRankingEntry[] } | { kind: 'resync' };

/**
 * Applies the changed entries (absolute counts) to the top `limit` lines a client holds, contiguous
 * from rank 1. The order is the server's: more votes first; on equal counts the one that reached the
 * count first, i.e. a line that did not change before one that just changed, two changed lines by
 * their new server rank, two unchanged lines as they were. Ranks are then the positions. A line that
 * lost votes and left the top leaves a gap only a snapshot can fill, and a line that entered it
 * without its name cannot be shown: `resync` for both.
 */
export function applyRankingDelta(
  lines: readonly LiveRankingEntry[],
  changed: readonly LiveDeltaEntry[],
  limit: number,
): DeltaOutcome {
  const position = new Map(lines.map((line, index) => [line.secure_id, index]));
  const fresh = new Map(changed.map((entry) => [entry.secure_id, entry]));
  const entering: LiveRankingEntry[] = [];
  for (const entry of changed) {
    const inTop = entry.rank !== null && entry.rank <= limit;
    if (position.has(entry.secure_id)) {
      if (!inTop && lines.length >= limit) return { kind: 'resync' };
    } else if (inTop) {
      if (!isComplete(entry)) return { kind: 'resync' };
      entering.push(entry);
    }
  }
  const merged = [...lines.map((line) => ({ ...line, ...fresh.get(line.secure_id) })), ...entering];
  const rankOf = (line: LiveRankingEntry) => fresh.get(line.secure_id)?.rank ?? Number.MAX_SAFE_INTEGER;
  merged.sort((a, b) => {
    if (a.vote_count !== b.vote_count) return b.vote_count - a.vote_count;
    const aChanged = fresh.has(a.secure_id);
    const bChanged = fresh.has(b.secure_id);
    if (aChanged && bChanged) return rankOf(a) - rankOf(b);
    if (aChanged !== bChanged) return aChanged ? 1 : -1;
    return (position.get(a.secure_id) ?? 0) - (position.get(b.secure_id) ?? 0);
  });
  return {
    kind: 'applied',
    ranking: merged.slice(0, limit).map((line, index) => ({ ...line, rank: line.vote_count > 0 ? index + 1 : null })),
  };
}
