import { ApiError } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { awards as AWARDS_TEXT } from '@/messages/awards';
import { prizeClaimKeys } from './prize-claim-keys';

export type ClaimEligibility = components['schemas']['CanClaimResponse'];
export type PrizeClaim = components['schemas']['PrizeClaimResponse'];

const t = AWARDS_TEXT.prizeClaim;

/**
 * GET /api/contests/getmyprize/can-claim?contest_id=: may the parent claim the prize of this contest
 * now, and where the claim stands once made. A contest the parent did not win is a 404.
 */
export async function getClaimEligibility(contestId: number): Promise<ClaimEligibility> {
  const { data, error, response } = await api.GET('/api/contests/getmyprize/can-claim', {
    params: { query: { contest_id: contestId } },
  });
  if (response.ok && data) return data;
  const message = response.status === 404 ? t.notYours : response.status === 400 ? t.invalidContest : t.checkFailed;
  throw new ApiError(response.status, message, error);
}

export const claimEligibilityQuery = (contestId: number) =>
  queryOptions({ queryKey: prizeClaimKeys.eligibility(contestId), queryFn: () => getClaimEligibility(contestId) });

/** The eligibility for one contest's prize, asked only when `enabled` (a session and a chosen contest). */
export function useClaimEligibility(contestId: number | null, enabled = true) {
  return useQuery({ ...claimEligibilityQuery(contestId ?? 0), enabled: enabled && contestId !== null });
}
