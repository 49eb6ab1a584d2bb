import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { votes as VOTES_TEXT } from '@/messages/votes';
import { api } from '../../api-client';
import { heldVoteKeys } from './vote-keys';

export type HeldCluster = components['schemas']['HeldClusterResponse'];
export type HeldClusterBy = 'address' | 'device' | 'participant' | 'window';
/** What narrows held votes to a cluster: what the server gave as the cluster's `filter`. */
export type HeldVotesFilter = HeldCluster['filter'];
export type HeldVote = components['schemas']['HeldVoteResponse'];
export type HeldVotePage = components['schemas']['PageResponse'] & { results: HeldVote[] };

export type HeldQueueVote = components['schemas']['HeldQueueVoteResponse'];
export type HeldQueuePage = components['schemas']['PageResponse'] & { results: HeldQueueVote[] };
export type HeldCounts = components['schemas']['HeldCountsResponse'];

/** GET …/held-votes/counts: the votes waiting in all and per contest (the tab's badge, the queue's menu). */
export async function getHeldCounts(): Promise<HeldCounts> {
  return unwrap(await api.GET('/api/contests/admin/held-votes/counts'), VOTES_TEXT.held.countsFailed);
}

/** Refreshed every minute, and after every decision (its key is under `heldVoteKeys.all`). */
export const useHeldCounts = (enabled = true) =>
  useQuery({
    queryKey: heldVoteKeys.counts(),
    queryFn: getHeldCounts,
    enabled,
    refetchInterval: 60_000,
  });

/** GET …/held-votes: one page of the queue, every contest's held votes (or `contest`'s), oldest first. */
export async function getHeldQueue(
  contest: number | undefined,
  page: number,
  pageSize: number,
): Promise<HeldQueuePage> {
  return unwrap(
    await api.GET('/api/contests/admin/held-votes', {
      params: { query: { contest, page, page_size: pageSize } },
    }),
    VOTES_TEXT.held.failed,
  );
}

export const useHeldQueue = (contest: number | undefined, page: number, pageSize: number) =>
  useQuery({
    queryKey: heldVoteKeys.queue(contest ?? 'all', page, pageSize),
    queryFn: () => getHeldQueue(contest, page, pageSize),
    placeholderData: keepPreviousData,
  });

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
    queryKey: heldVoteKeys.clusters(contest, by),
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
    queryKey: heldVoteKeys.votes(contest, filter, page, pageSize),
    queryFn: () => getHeldVotes(contest, filter, page, pageSize),
    placeholderData: keepPreviousData,
  });
