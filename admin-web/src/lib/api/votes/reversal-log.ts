import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { votes as VOTES_TEXT } from '@/messages/votes';
import { api } from '../../api-client';
import { voteAuditKeys } from './vote-keys';

export type ReversalLogLine = components['schemas']['AuditLineResponse'];
export type ReversalLogPage = components['schemas']['PageResponse'] & { results: ReversalLogLine[] };

/** GET /api/contests/admin/votes/audit: the vote reversals, who made them and why, newest first. */
export async function getReversalLog(page: number, pageSize: number): Promise<ReversalLogPage> {
  return unwrap(
    await api.GET('/api/contests/admin/votes/audit', { params: { query: { page, page_size: pageSize } } }),
    VOTES_TEXT.log.failed,
  );
}

export const useReversalLog = (page: number, pageSize: number) =>
  useQuery({
    queryKey: voteAuditKeys.log(page, pageSize),
    queryFn: () => getReversalLog(page, pageSize),
    placeholderData: keepPreviousData,
  });
