import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components, operations } from '@contracts/api-schema';
import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { accounts as ACCOUNTS_TEXT } from '@/messages/accounts';
import { api } from '../../api-client';
import { accountKeys } from './account-keys';

export type Account = components['schemas']['UserResponse'];
export type AccountQuery = NonNullable<operations['UserController_list']['parameters']['query']>;
export type AccountPage = components['schemas']['PageResponse'] & { results: Account[] };

/** GET /api/users: one page of accounts, searched, filtered and sorted by the server. */
export async function getAccounts(query: AccountQuery): Promise<AccountPage> {
  return unwrap(await api.GET('/api/users', { params: { query } }), ACCOUNTS_TEXT.loadFailed);
}

export const accountsQuery = (query: AccountQuery) =>
  queryOptions({
    queryKey: accountKeys.list(query),
    queryFn: () => getAccounts(query),
    placeholderData: keepPreviousData,
  });

export const useAccounts = (query: AccountQuery) => useQuery(accountsQuery(query));

/** How many accounts in all, active and inactive (with `base` filters): three one-row pages counted by the server. */
export function useAccountCounts(base: Pick<AccountQuery, 'is_staff'> = {}) {
  const results = useQueries({
    queries: [undefined, true, false].map((active) =>
      accountsQuery({ ...base, page: 1, page_size: 1, ...(active === undefined ? {} : { is_active: active }) }),
    ),
  });
  const [total, active, inactive] = results.map((result) => result.data?.count);
  return { total, active, inactive };
}
