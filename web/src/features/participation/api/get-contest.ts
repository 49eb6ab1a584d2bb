import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { participation as PARTICIPATION_TEXT } from '../../../messages/participation';

export const contestQuery = (id: number) =>
  queryOptions({
    queryKey: ['contests', id],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/contests/contests/{id}', { params: { path: { id } } }),
        PARTICIPATION_TEXT.preregistration.contestError,
      ),
  });

/** One contest (title, start date…), when an id is known. */
export function useContest(id: number | null) {
  return useQuery({ ...contestQuery(id ?? 0), enabled: id !== null });
}
