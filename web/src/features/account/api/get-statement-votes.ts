import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statementKeys } from '@/lib/api/statements/statement-keys';
import { account as ACCOUNT_TEXT } from '@/messages/account';

export type StatementLine = components['schemas']['StatementLineResponse'];

/** Lines loaded at a time: a phone screen or two, a few kilobytes over slow mobile data. */
export const STATEMENT_PAGE_SIZE = 20;

/** GET /api/contests/participants/{id}/statement/votes: one page of the votes cast for the participant, newest first. */
export async function getStatementVotes(participantId: number, page: number) {
  return unwrap(
    await api.GET('/api/contests/participants/{id}/statement/votes', {
      params: { path: { id: participantId }, query: { page, page_size: STATEMENT_PAGE_SIZE } },
    }),
    ACCOUNT_TEXT.statement.votesFailed,
  );
}

export const statementVotesQuery = (participantId: number) =>
  infiniteQueryOptions({
    queryKey: statementKeys.votes(participantId),
    queryFn: ({ pageParam }) => getStatementVotes(participantId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (last.next ? page + 1 : undefined),
  });

/** The pages of the statement's lines loaded so far, and how to load the next. */
export const useStatementVotes = (participantId: number) => useInfiniteQuery(statementVotesQuery(participantId));
