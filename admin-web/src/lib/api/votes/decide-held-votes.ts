import { invalidateKeys } from '@bebe-star/web-common/query-client';
import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { votes as VOTES_TEXT } from '@/messages/votes';
import { api } from '../../api-client';
import { dashboardKeys } from '../dashboard/dashboard-keys';
import type { HeldVotesFilter } from './held-votes';
import { participantKeys } from '../participants/participant-keys';
import { heldVoteKeys, participantStatementKeys, voteAuditKeys } from './vote-keys';

export type HeldDecision = 'release' | 'reject';
export type HeldDecisionResult = components['schemas']['HeldDecisionResponse'];

/**
 * The held votes a decision is about: one vote, or a cluster (what the server gave as its filter), of
 * one contest; or a selection of the queue, whatever their contests.
 */
export type HeldDecisionTarget = { vote_id: number } | HeldVotesFilter | { vote_ids: number[] };

/**
 * POST …/contests/{id}/held-votes/decide (a contest's vote or cluster) or …/held-votes/decide (a
 * selection of the queue): releases (counted from now on) or rejects the held votes of `target`;
 * each one gets a new ledger row with the administrator and the reason.
 */
export async function decideHeldVotes({
  contest,
  decision,
  reason,
  target,
}: {
  contest: number | undefined;
  decision: HeldDecision;
  reason: string;
  target: HeldDecisionTarget;
}): Promise<HeldDecisionResult> {
  if ('vote_ids' in target || contest === undefined) {
    const voteIds = 'vote_ids' in target ? target.vote_ids : 'vote_id' in target ? [target.vote_id] : [];
    return unwrap(
      await api.POST('/api/contests/admin/held-votes/decide', { body: { decision, reason, vote_ids: voteIds } }),
      VOTES_TEXT.decide.failed,
    );
  }
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
      invalidateKeys(queryClient, [
        heldVoteKeys.all,
        voteAuditKeys.all,
        participantStatementKeys.all,
        participantKeys.all,
        dashboardKeys.figures(),
      ]),
  });
}
