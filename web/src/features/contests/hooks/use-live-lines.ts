import { useMemo } from 'react';
import { useLiveRanking } from '@/lib/live-ranking';
import { withLiveRanking, type RankingLine } from '../components/ranking-order';

/** How many lines the live feed sends: the top of the ranking, where votes move most. */
const LIVE_LIMIT = 100;

/**
 * The lines read over HTTP, kept up to date by the live feed of `contestId` (null: no feed) and in
 * the spec's order; `highlighted` holds the secure_ids that changed in the last two seconds.
 */
export function useLiveLines<T extends RankingLine>(contestId: number | null, lines: readonly T[]) {
  const live = useLiveRanking(contestId, LIVE_LIMIT);
  const ordered = useMemo(() => withLiveRanking(lines, live.ranking), [lines, live.ranking]);
  return { lines: ordered, highlighted: live.highlighted, status: live.status };
}
