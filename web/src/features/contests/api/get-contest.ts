import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { contests as CONTESTS_TEXT } from '../../../messages/contests';

/** GET /api/contests/contests/{id} */
export async function getContest(id: number) {
  return unwrap(
    await api.GET('/api/contests/contests/{id}', { params: { path: { id } } }),
    CONTESTS_TEXT.participants.contestLoadFailed,
  );
}

export const contestQuery = (id: number) =>
  queryOptions({ queryKey: ['contests', 'detail', id], queryFn: () => getContest(id) });

export const useContest = (id: number) => useQuery(contestQuery(id));
