import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components, operations } from '@contracts/api-schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { preregistrations as PREREGISTRATIONS_TEXT } from '@/messages/preregistrations';
import { api } from '../../api-client';
import { preregistrationKeys } from './preregistration-keys';

export type AdminPreregistration = components['schemas']['AdminPreregistrationResponse'];
export type PreregistrationQuery = NonNullable<
  operations['AdminPreregistrationController_list']['parameters']['query']
>;
export type PreregistrationFilters = Omit<PreregistrationQuery, 'page' | 'page_size'>;
export type PreregistrationPage = components['schemas']['PageResponse'] & { results: AdminPreregistration[] };
export type PreregistrationStats = components['schemas']['PreregistrationStatisticsResponse'];

/** GET /api/contests/admin/preregistrations: one page, searched and filtered by the server. */
export async function getPreregistrations(query: PreregistrationQuery): Promise<PreregistrationPage> {
  return unwrap(
    await api.GET('/api/contests/admin/preregistrations', { params: { query } }),
    PREREGISTRATIONS_TEXT.loadFailed,
  );
}

export const preregistrationsQuery = (query: PreregistrationQuery) =>
  queryOptions({
    queryKey: preregistrationKeys.list(query),
    queryFn: () => getPreregistrations(query),
    placeholderData: keepPreviousData,
  });

export const usePreregistrations = (query: PreregistrationQuery) => useQuery(preregistrationsQuery(query));

/** GET /api/contests/admin/preregistrations/statistics: the stat cards' figures. */
export async function getPreregistrationStats(): Promise<PreregistrationStats> {
  return unwrap(await api.GET('/api/contests/admin/preregistrations/statistics'), PREREGISTRATIONS_TEXT.loadFailed);
}

export const usePreregistrationStats = () =>
  useQuery({ queryKey: preregistrationKeys.statistics(), queryFn: getPreregistrationStats });
