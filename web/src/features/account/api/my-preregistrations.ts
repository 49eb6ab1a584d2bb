import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { preregistrationKeys } from '@/lib/api/preregistrations/preregistration-keys';
import { account as ACCOUNT_TEXT } from '@/messages/account';

export type Preregistration = components['schemas']['PreregistrationResponse'];

/** The page GET /api/contests/preregistrations answers (not typed in the OpenAPI document). */
interface PreregistrationPage {
  results: Preregistration[];
  count: number;
}

export const myPreregistrationsQuery = () =>
  queryOptions({
    queryKey: preregistrationKeys.mine(),
    queryFn: async () => {
      const result = await api.GET('/api/contests/preregistrations', { params: { query: { page_size: 100 } } });
      return unwrap<PreregistrationPage>(result, ACCOUNT_TEXT.preregistrations.loadFailed).results;
    },
  });

/** The signed-in user's own pre-registrations, newest first, each with its badge. */
export function useMyPreregistrations() {
  return useQuery(myPreregistrationsQuery());
}
