import { fetchContest } from '@bebe-star/web-common/shared-reads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contests as CONTESTS_TEXT } from '@/messages/contests';
import { api } from '../../api-client';
import type { Contest } from './contests';
import { contestKeys } from './contest-keys';

/** GET /api/contests/contests/{id}: one contest (drafts too, for an administrator). */
export async function getContest(id: number): Promise<Contest> {
  return fetchContest(api, id, CONTESTS_TEXT.loadFailed);
}

export const contestQuery = (id: number) =>
  queryOptions({ queryKey: contestKeys.detail(id), queryFn: () => getContest(id) });

export const useContest = (id: number) => useQuery(contestQuery(id));
