import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth-store';
import { awards as AWARDS_TEXT } from '@/messages/awards';
import { winnerKeys } from './winner-keys';

export type WonContest = components['schemas']['WonContestResponse'];

/** GET /api/contests/contests/my-wins: the signed-in parent's wins, with where each prize stands. */
export async function getMyWins(): Promise<WonContest[]> {
  return unwrap(await api.GET('/api/contests/contests/my-wins'), AWARDS_TEXT.prizeClaim.winsFailed);
}

export const myWinsQuery = (userId: number) => queryOptions({ queryKey: winnerKeys.mine(userId), queryFn: getMyWins });

/** The signed-in parent's wins; nothing is asked without a session. */
export function useMyWins() {
  const session = useSession();
  return useQuery({ ...myWinsQuery(session?.userId ?? 0), enabled: session !== null });
}
