import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNow } from '@/components/countdown';
import { contestQuery } from '@/lib/api/contests/get-contest';
import type { Participant } from '@/lib/api/participants/get-participant';
import { claimEligibilityQuery } from '@/lib/api/prize-claims/get-claim-eligibility';
import { prizeClaimKeys } from '@/lib/api/prize-claims/prize-claim-keys';
import { useSession } from '@/lib/auth-store';

/** The contest is read again every 120 s (spec 001 §4 "Won prize"). */
export const CONTEST_WATCH_MS = 120_000;

/**
 * Watches the participant's contest: read again every 120 s, it is finished once it moved to
 * closed or its end date passed (`closed`: the server closed it, its winners are recorded). Then a
 * signed-in parent is checked for a prize in it (the answer, or null for a visitor or a parent who
 * won nothing there). `endDate` is the contest's latest end date.
 */
export function useContestWatch(known: Participant['contest_details']) {
  const session = useSession();
  const queryClient = useQueryClient();
  const now = useNow(CONTEST_WATCH_MS);
  const watched = useQuery({ ...contestQuery(known.id), refetchInterval: CONTEST_WATCH_MS });
  const status = watched.data?.status ?? known.status;
  const endDate = watched.data?.end_date ?? known.end_date;
  const closed = status === 'closed';
  const finished = closed || Date.parse(endDate) <= now.getTime();
  const prize = useQuery({ ...claimEligibilityQuery(known.id), enabled: finished && session !== null });

  // The winners are recorded when the contest closes: a check made at the end date, before the
  // close, found nothing and is made again once the contest is seen closed.
  const wasClosed = useRef(closed);
  useEffect(() => {
    if (closed && !wasClosed.current) {
      void queryClient.invalidateQueries({ queryKey: prizeClaimKeys.eligibility(known.id) });
    }
    wasClosed.current = closed;
  }, [closed, known.id, queryClient]);

  return { finished, closed, endDate, prize: prize.data ?? null };
}
