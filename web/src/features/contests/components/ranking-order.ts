import type { LiveRankingEntry } from '@contracts/live-protocol';

/** What a ranking line needs: the HTTP ranking, the participants list and the live feed all give it. */
export interface RankingLine {
  secure_id: string;
  participant_id?: number;
  rank: number | null;
  baby_name: string;
  photo_url: string | null;
  vote_count: number;
  /** The participant's city, shown under the name when known. */
  city?: string;
}

/** The spec's order: ranked participants by rank, then the unranked ones (rank null) by votes. */
export function orderRanking<T extends Pick<RankingLine, 'rank' | 'vote_count'>>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => {
    if (a.rank !== null && b.rank !== null) return a.rank - b.rank || b.vote_count - a.vote_count;
    if (a.rank !== null) return -1;
    if (b.rank !== null) return 1;
    return b.vote_count - a.vote_count;
  });
}

/** The lines read over HTTP with the rank and votes of the live feed laid over them (matched by secure_id). */
export function withLiveRanking<T extends RankingLine>(
  lines: readonly T[],
  live: readonly LiveRankingEntry[] | null,
): T[] {
  if (!live) return orderRanking(lines);
  const bySecureId = new Map(live.map((entry) => [entry.secure_id, entry]));
  return orderRanking(
    lines.map((line) => {
      const entry = bySecureId.get(line.secure_id);
      return entry ? { ...line, rank: entry.rank, vote_count: entry.vote_count } : line;
    }),
  );
}
