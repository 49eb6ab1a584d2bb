import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { votes as VOTES_TEXT } from '@/messages/votes';
import { api } from '../../api-client';
import { voteDisputeKeys } from './vote-keys';

export type VoteDispute = components['schemas']['AdminDisputeResponse'];
export type VoteDisputeStatus = 'open' | 'answered';
export type VoteDisputePage = components['schemas']['PageResponse'] & { results: VoteDispute[] };

/** GET /api/contests/admin/vote-disputes: one page of the parents' disputes in `status`. */
export async function getVoteDisputes(status: VoteDisputeStatus, page: number): Promise<VoteDisputePage> {
  return unwrap(
    await api.GET('/api/contests/admin/vote-disputes', { params: { query: { status, page } } }),
    VOTES_TEXT.disputes.failed,
  );
}

export const useVoteDisputes = (status: VoteDisputeStatus, page: number) =>
  useQuery({
    queryKey: voteDisputeKeys.list(status, page),
    queryFn: () => getVoteDisputes(status, page),
    placeholderData: keepPreviousData,
  });
