import { invalidateKeys } from '@bebe-star/web-common/query-client';
import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { votes as VOTES_TEXT } from '@/messages/votes';
import { api } from '../../api-client';
import { participantKeys } from '../participants/participant-keys';
import { voteAuditKeys } from './vote-keys';

export type ReversalPreview = components['schemas']['ReversalPreviewResponse'];
export type ReversalResult = components['schemas']['ReversalResponse'];

/** What a reversal targets: one vote, every vote of a voter, or every vote of a connection, in a contest. */
export type ReversalTarget = { vote_id: number } | { voter_id: number } | { ip_hash: string };

/** GET …/contests/{id}/votes/reversal-preview: how many votes would go, and each participant's votes and rank after. */
export async function getReversalPreview(contest: number, target: ReversalTarget): Promise<ReversalPreview> {
  return unwrap(
    await api.GET('/api/contests/admin/contests/{id}/votes/reversal-preview', {
      params: { path: { id: contest }, query: target },
    }),
    VOTES_TEXT.reverse.previewFailed,
  );
}

export const useReversalPreview = (contest: number, target: ReversalTarget) =>
  useQuery({
    queryKey: voteAuditKeys.preview(contest, target),
    queryFn: () => getReversalPreview(contest, target),
    staleTime: 0,
  });

/**
 * POST /api/contests/admin/votes/{id}/reverse for one vote, else POST …/contests/{id}/votes/reverse for
 * a voter's or a connection's votes; new reversal lines are added, nothing is deleted.
 */
export async function reverseVotes({
  contest,
  target,
  reason,
}: {
  contest: number;
  target: ReversalTarget;
  reason: string;
}): Promise<ReversalResult> {
  if ('vote_id' in target) {
    return unwrap(
      await api.POST('/api/contests/admin/votes/{id}/reverse', {
        params: { path: { id: target.vote_id } },
        body: { reason },
      }),
      VOTES_TEXT.reverse.failed,
    );
  }
  return unwrap(
    await api.POST('/api/contests/admin/contests/{id}/votes/reverse', {
      params: { path: { id: contest } },
      body: { reason, ...target },
    }),
    VOTES_TEXT.reverse.failed,
  );
}

export function useReverseVotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reverseVotes,
    onSettled: () => invalidateKeys(queryClient, [voteAuditKeys.all, participantKeys.all]),
  });
}
