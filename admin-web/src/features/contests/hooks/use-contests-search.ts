import { z } from 'zod';
import { CONTEST_STATUSES, type ContestPageQuery } from '@/lib/api/contests/contest-page';
import { useUrlState } from '@/lib/url-state';

/** Contests per page of the grid. */
export const CONTEST_PAGE_SIZE = 12;

/** The grid's state in the URL: status filter and page; a bad value falls back to none. */
const contestsSearchSchema = z.object({
  status: z.enum(CONTEST_STATUSES).optional().catch(undefined),
  page: z.preprocess(Number, z.number().int().positive()).catch(1),
});

export function useContestsSearch() {
  const [search, update] = useUrlState(contestsSearchSchema);
  const query: ContestPageQuery = {
    page: search.page,
    page_size: CONTEST_PAGE_SIZE,
    ...(search.status ? { status: search.status } : {}),
  };
  return { search, query, update };
}
