/**
 * Who votes for whom, request by request, so that a run never meets the free-vote rules: the
 * 600 s cooldown per (voter, participant) and 50 free votes a day per voter and per IP. Four
 * requests in five go to the hot participants, the fifth to the others. Hot request k is voter
 * ⌊k / H⌋ for hot participant k mod H (each voter votes once for each hot participant, voters
 * taken from the front of the pool); cold request m is voter V-1-⌊m / C⌋ for cold participant
 * m mod C (voters taken from the back). A voter thus votes at most once per participant and at
 * most H + C ≤ 50 times, and every pair (voter, participant) is used once while
 * 0.8 n ≤ V·H and 0.2 n ≤ V·C. Past that the plan wraps around and the server answers 429.
 *
 * load-tests/k6/vote-path.js implements the same mapping on k6's global iteration number.
 */
export interface VotePlan {
  /** Participant ids: the hot ones (80 % of requests) and the others. */
  hot: number[];
  cold: number[];
  /** Voters of the plan (indexes into the seeded voter list). */
  voters: number;
}

export interface PlannedVote {
  voter: number;
  participant: number;
}

export const HOT_SHARE = 0.8;

export function plannedVote(plan: VotePlan, index: number): PlannedVote {
  const block = Math.floor(index / 5);
  const slot = index % 5;
  if (slot < 4) {
    const k = block * 4 + slot;
    return { voter: Math.floor(k / plan.hot.length) % plan.voters, participant: plan.hot[k % plan.hot.length] };
  }
  const m = block;
  const round = Math.floor(m / plan.cold.length) % plan.voters;
  return { voter: plan.voters - 1 - round, participant: plan.cold[m % plan.cold.length] };
}

/** Voters a plan of `requests` requests needs so that no pair (voter, participant) repeats. */
export function votersNeeded(requests: number, hot: number, cold: number): number {
  return Math.max(Math.ceil((requests * HOT_SHARE) / hot), Math.ceil((requests * (1 - HOT_SHARE)) / cold)) + 1;
}

/**
 * A voter's client address (10.0.0.0/8), sent as X-Forwarded-For: the API trusts it from 127.0.0.1
 * (TRUSTED_PROXIES). A distinct one per voter, or with `addresses`, one of that many shared by all the
 * voters (a carrier's NAT).
 */
export function voterIp(voterIndex: number, addresses = 0): string {
  const n = (addresses > 0 ? voterIndex % addresses : voterIndex) + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
