import { invalidateKeys } from '@bebe-star/web-common/query-client';
import { unwrap } from '@bebe-star/web-common/api-errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { votes as VOTES_TEXT } from '@/messages/votes';
import { api } from '../../api-client';
import { dashboardKeys } from '../dashboard/dashboard-keys';
import type { VoteDispute } from './vote-disputes';
import { participantStatementKeys, voteDisputeKeys } from './vote-keys';

/** POST /api/contests/admin/vote-disputes/{id}/answer: the answer the parent reads on their statement. */
export async function answerVoteDispute({ id, answer }: { id: number; answer: string }): Promise<VoteDispute> {
  return unwrap(
    await api.POST('/api/contests/admin/vote-disputes/{id}/answer', { params: { path: { id } }, body: { answer } }),
    VOTES_TEXT.disputes.answerFailed,
  );
}

export function useAnswerVoteDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerVoteDispute,
    onSettled: () =>
      invalidateKeys(queryClient, [voteDisputeKeys.all, participantStatementKeys.all, dashboardKeys.figures()]),
  });
}
