import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { votes as VOTES_TEXT } from '@/messages/votes';
import { api } from '../../api-client';
import { voteAuditKeys } from './vote-keys';

export type LedgerLine = components['schemas']['LedgerLineResponse'];
export type VoteChannel = LedgerLine['channel'];
export const VOTE_CHANNELS = ['web', 'ussd', 'sms'] as const satisfies readonly VoteChannel[];
export type LedgerPage = components['schemas']['PageResponse'] & { results: LedgerLine[] };
export type VoteSummary = components['schemas']['VoteSummaryResponse'];

/** GET /api/contests/admin/participants/{id}/votes: a participant's ledger lines, newest first, of one channel or all. */
export async function getVoteLedger(
  id: number,
  page: number,
  pageSize: number,
  channel: VoteChannel | undefined,
): Promise<LedgerPage> {
  return unwrap(
    await api.GET('/api/contests/admin/participants/{id}/votes', {
      params: { path: { id }, query: { page, page_size: pageSize, channel } },
    }),
    VOTES_TEXT.ledger.failed,
  );
}

export const useVoteLedger = (id: number, page: number, pageSize: number, channel: VoteChannel | undefined) =>
  useQuery({
    queryKey: voteAuditKeys.ledger(id, page, pageSize, channel ?? 'all'),
    queryFn: () => getVoteLedger(id, page, pageSize, channel),
    placeholderData: keepPreviousData,
  });

/** GET /api/contests/participants/{id}/votes/summary: free, paid and reversed votes from the whole ledger. */
export async function getVoteSummary(id: number): Promise<VoteSummary> {
  return unwrap(
    await api.GET('/api/contests/participants/{id}/votes/summary', { params: { path: { id } } }),
    VOTES_TEXT.ledger.failed,
  );
}

export const useVoteSummary = (id: number) =>
  useQuery({ queryKey: voteAuditKeys.summary(id), queryFn: () => getVoteSummary(id) });
