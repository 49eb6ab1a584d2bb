import type { ClaimEligibility } from '@/lib/api/prize-claims/get-claim-eligibility';
import type { WonContest } from '@/lib/api/winners/get-my-wins';

/** Where a prize stands for its parent: to claim, claimed and awaiting payment, paid, rejected, or too late. */
export type ClaimState = 'available' | 'pending' | 'paid' | 'rejected' | 'expired';

/** A win as the list of wins knows it. */
export function claimStateOfWin(win: WonContest): ClaimState {
  if (win.status === 'claimed') return win.claim_status ?? 'pending';
  return win.status;
}

/**
 * A win as the eligibility check knows it (fresher than the list): its claim's status once made,
 * else claimable, else refused (the deadline passed, or another reason given in `message`).
 */
export function claimStateOfEligibility(eligibility: ClaimEligibility): ClaimState | 'refused' {
  if (eligibility.claim) return eligibility.claim.status;
  if (eligibility.can_claim) return 'available';
  if (eligibility.claim_deadline && Date.parse(eligibility.claim_deadline) < Date.now()) return 'expired';
  return 'refused';
}
