import { z } from 'zod';
import type { AccountQuery } from '@/lib/api/accounts/users';
import { useUrlState } from '@/lib/url-state';

export const ACCOUNT_SORTS = ['name', 'email', 'group', 'status', 'date_joined'] as const;
export const ACCOUNT_PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_ACCOUNT_PAGE_SIZE = 20;

const positive = z.preprocess(Number, z.number().int().positive());

/** A table of accounts in the URL: search, status, sort and direction, paging; bad values fall back. */
const accountsSearchSchema = z.object({
  search: z.string().trim().min(1).max(100).optional().catch(undefined),
  status: z.enum(['all', 'active', 'inactive']).catch('all'),
  sort: z.enum(ACCOUNT_SORTS).catch('name'),
  dir: z.enum(['asc', 'desc']).catch('asc'),
  page: positive.catch(1),
  page_size: z
    .preprocess(Number, z.union([z.literal(20), z.literal(50), z.literal(100)]))
    .catch(DEFAULT_ACCOUNT_PAGE_SIZE),
});

/** The accounts' search from the URL, as the API's query; `staffOnly` for the administrators' table. */
export function useAccountsSearch(staffOnly: boolean) {
  const [search, update] = useUrlState(accountsSearchSchema);
  const query: AccountQuery = {
    search: search.search,
    is_active: search.status === 'all' ? undefined : search.status === 'active',
    is_staff: staffOnly ? true : undefined,
    ordering: `${search.dir === 'desc' ? '-' : ''}${search.sort}` as AccountQuery['ordering'],
    page: search.page,
    page_size: search.page_size,
  };
  return { search, query, update };
}
