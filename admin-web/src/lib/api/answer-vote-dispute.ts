import { unwrap } from '@bebe-star/web-common/api-errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { votes as VOTES_TEXT } from '@/messages/votes';
import { api } from '../api-client';
import { dashboardKey } from './dashboard';
import { participantStatementKey } from './participant-statement';
import { type VoteDispute, voteDisputesKey } from './vote-disputes';

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
      Promise.all(
        [voteDisputesKey, participantStatementKey, dashboardKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
