import { useMemo } from 'react';
import { z } from 'zod';
import type { PreregistrationFilters, PreregistrationQuery } from '@/lib/api/preregistrations/preregistrations';
import { useUrlState } from '@/lib/url-state';

export const PREREGISTRATION_PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_PREREGISTRATION_PAGE_SIZE = 20;
export const PREREGISTRATION_STATUSES = ['all', 'pending', 'converted'] as const;

/** The screen's state in the URL: search, contest, status, paging; a bad value falls back to its default. */
const searchSchema = z.object({
  search: z.string().trim().min(1).max(100).optional().catch(undefined),
  contest: z.preprocess(Number, z.number().int().positive()).optional().catch(undefined),
  status: z.enum(PREREGISTRATION_STATUSES).catch('all'),
  page: z.preprocess(Number, z.number().int().positive()).catch(1),
  page_size: z
    .preprocess(Number, z.union([z.literal(20), z.literal(50), z.literal(100)]))
    .catch(DEFAULT_PREREGISTRATION_PAGE_SIZE),
});

export function usePreregistrationsSearch() {
  const [search, update] = useUrlState(searchSchema);
  const filters = useMemo<PreregistrationFilters>(
    () => ({
      ...(search.search ? { search: search.search } : {}),
      // The API's 'all' (no contest filter) is the absence of a contest here.
      contest: search.contest ? String(search.contest) : 'all',
      status: search.status,
    }),
    [search.search, search.contest, search.status],
  );
  const query: PreregistrationQuery = { ...filters, page: search.page, page_size: search.page_size };
  return { search, filters, query, update };
}
