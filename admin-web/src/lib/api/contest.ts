import { unwrap } from '@bebe-star/web-common/api-errors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contests as CONTESTS_TEXT } from '@/messages/contests';
import { api } from '../api-client';
import { contestsRootKey } from './contest-page';
import type { Contest } from './contests';

/** GET /api/contests/contests/{id}: one contest (drafts too, for an administrator). */
export async function getContest(id: number): Promise<Contest> {
  return unwrap(await api.GET('/api/contests/contests/{id}', { params: { path: { id } } }), CONTESTS_TEXT.loadFailed);
}

export const contestQuery = (id: number) =>
  queryOptions({ queryKey: [...contestsRootKey, 'detail', id], queryFn: () => getContest(id) });

export const useContest = (id: number) => useQuery(contestQuery(id));
