/** The query keys of prize claims, from here only: one per endpoint. */
export const prizeClaimKeys = {
  all: ['prize-claims'] as const,
  /** GET /api/contests/getmyprize/can-claim?contest_id= (the signed-in parent's win in that contest) */
  eligibility: (contestId: number) => ['prize-claims', 'eligibility', contestId] as const,
};
