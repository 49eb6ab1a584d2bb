import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dashboard as DASHBOARD_TEXT } from '@/messages/dashboard';
import { api } from '../../api-client';
import { dashboardKeys } from './dashboard-keys';

export type HourlyVotes = components['schemas']['HourlyVotesResponse'];

/** GET /api/admin/dashboard/votes-per-hour: a contest's free and paid votes per hour, oldest first. */
export async function getVotesPerHour(contest: number, hours: number): Promise<HourlyVotes[]> {
  return unwrap(
    await api.GET('/api/admin/dashboard/votes-per-hour', { params: { query: { contest, hours } } }),
    DASHBOARD_TEXT.votesPerHour.failed,
  );
}

export const votesPerHourQuery = (contest: number, hours: number) =>
  queryOptions({
    queryKey: dashboardKeys.votesPerHour(contest, hours),
    queryFn: () => getVotesPerHour(contest, hours),
    placeholderData: keepPreviousData,
    // The cards move live; the hourly series, a heavier read, follows once a minute.
    refetchInterval: 60_000,
  });

export const useVotesPerHour = (contest: number | undefined, hours: number) =>
  useQuery({ ...votesPerHourQuery(contest ?? 0, hours), enabled: contest !== undefined });
