import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { votes as VOTES_TEXT } from '@/messages/votes';
import { api } from '../api-client';

export type HeldCluster = components['schemas']['HeldClusterResponse'];
export type HeldClusterBy = 'address' | 'device' | 'participant' | 'window';
/** What narrows held votes to a cluster: what the server gave as the cluster's `filter`. */
export type HeldVotesFilter = HeldCluster['filter'];
export type HeldVote = components['schemas']['HeldVoteResponse'];
export type HeldVotePage = components['schemas']['PageResponse'] & { results: HeldVote[] };

/** Every query of the held votes (clusters and their votes), for invalidation after a decision. */
export const heldVotesKey = ['held-votes'] as const;

/** GET …/contests/{id}/held-votes/clusters: the undecided held votes grouped `by`, the largest groups first. */
export async function getHeldClusters(contest: number, by: HeldClusterBy): Promise<HeldCluster[]> {
  return unwrap(
    await api.GET('/api/contests/admin/contests/{id}/held-votes/clusters', {
      params: { path: { id: contest }, query: { by } },
    }),
    VOTES_TEXT.held.failed,
  );
}

export const useHeldClusters = (contest: number, by: HeldClusterBy) =>
  useQuery({
    queryKey: [...heldVotesKey, 'clusters', contest, by],
    queryFn: () => getHeldClusters(contest, by),
    placeholderData: keepPreviousData,
  });

/** GET …/contests/{id}/held-votes: one page of the undecided held votes of `filter`, oldest first. */
export async function getHeldVotes(
  contest: number,
  filter: HeldVotesFilter,
  page: number,
  pageSize: number,
): Promise<HeldVotePage> {
  return unwrap(
    await api.GET('/api/contests/admin/contests/{id}/held-votes', {
      params: { path: { id: contest }, query: { ...filter, page, page_size: pageSize } },
    }),
    VOTES_TEXT.held.votesFailed,
  );
}

export const useHeldVotes = (contest: number, filter: HeldVotesFilter, page: number, pageSize: number) =>
  useQuery({
    queryKey: [...heldVotesKey, 'votes', contest, filter, page, pageSize],
    queryFn: () => getHeldVotes(contest, filter, page, pageSize),
    placeholderData: keepPreviousData,
  });
