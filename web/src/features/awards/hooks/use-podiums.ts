import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useClosedContests } from '@/lib/api/contests/get-closed-contests';
import { contestWinnersQuery } from '@/lib/api/winners/get-winners';
import type { Podium } from '../components/podium-order';

/** The podium page shows the 15 most recent closed contests… */
export const PODIUM_CONTESTS = 15;
/** …whose winners are read 3 contests at a time… */
export const PODIUM_BATCH = 3;
/** …with a short pause between batches, so the first podiums show at once on a slow network. */
export const PODIUM_PAUSE_MS = 100;

/**
 * The podiums of the most recent closed contests, newest first, growing batch by batch; a closed
 * contest without winners (nobody voted) is left out.
 */
export function usePodiums() {
  const contests = useClosedContests();
  const recent = useMemo(() => (contests.data ?? []).slice(0, PODIUM_CONTESTS), [contests.data]);
  const [batches, setBatches] = useState(1);
  const requested = recent.slice(0, batches * PODIUM_BATCH);
  const winners = useQueries({ queries: requested.map((contest) => contestWinnersQuery(contest.id)) });
  const batchSettled = winners.every((query) => !query.isPending);
  const hasMore = requested.length < recent.length;

  useEffect(() => {
    if (!batchSettled || !hasMore) return;
    const timer = setTimeout(() => setBatches((count) => count + 1), PODIUM_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [batchSettled, hasMore, batches]);

  const podiums: Podium[] = requested
    .map((contest, index) => ({ contest, winners: winners[index]?.data ?? [] }))
    .filter((podium) => podium.winners.length > 0);
  const failed = contests.isError || (winners.length > 0 && winners.every((query) => query.isError));

  return {
    podiums,
    isPending: !failed && (contests.isPending || (podiums.length === 0 && (!batchSettled || hasMore))),
    isLoadingMore: !failed && podiums.length > 0 && (!batchSettled || hasMore),
    isError: failed,
    retry: () => {
      if (contests.isError) void contests.refetch();
      winners.filter((query) => query.isError).forEach((query) => void query.refetch());
    },
  };
}
