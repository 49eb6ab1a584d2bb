import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { votes as VOTES_TEXT } from '@/messages/votes';
import { api } from '../api-client';
import { dashboardKey } from './dashboard';
import { heldVotesKey, type HeldVotesFilter } from './held-votes';
import { participantStatementKey } from './participant-statement';
import { participantsKey } from './participants';
import { voteAuditKey } from './vote-ledger';

export type HeldDecision = 'release' | 'reject';
export type HeldDecisionResult = components['schemas']['HeldDecisionResponse'];

/** The held votes a decision is about: one vote, or a cluster (what the server gave as its filter). */
export type HeldDecisionTarget = { vote_id: number } | HeldVotesFilter;

/**
 * POST …/contests/{id}/held-votes/decide: releases (counted from now on) or rejects the held
 * votes of `target`; each one gets a new ledger row with the administrator and the reason.
 */
export async function decideHeldVotes({
  contest,
  decision,
  reason,
  target,
}: {
  contest: number;
  decision: HeldDecision;
  reason: string;
  target: HeldDecisionTarget;
}): Promise<HeldDecisionResult> {
  return unwrap(
    await api.POST('/api/contests/admin/contests/{id}/held-votes/decide', {
      params: { path: { id: contest } },
      body: { decision, reason, ...target },
    }),
    VOTES_TEXT.decide.failed,
  );
}

export function useDecideHeldVotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideHeldVotes,
    onSettled: () =>
      Promise.all(
        [heldVotesKey, voteAuditKey, participantStatementKey, participantsKey, dashboardKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
