import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { common as COMMON_TEXT } from '@/messages/common';
import { api } from '../../api-client';
import { contestKeys } from './contest-keys';

export type Contest = components['schemas']['ContestResponse'];

/** GET /api/contests/contests: every contest (an array when no page is asked). */
export async function getContests(): Promise<Contest[]> {
  const data: Contest[] | { results?: Contest[] } = unwrap(
    await api.GET('/api/contests/contests'),
    COMMON_TEXT.loadFailed,
  );
  return Array.isArray(data) ? data : (data.results ?? []);
}

export const contestsQuery = () =>
  queryOptions({ queryKey: contestKeys.list(), queryFn: getContests, staleTime: 5 * 60_000 });

export const useContests = () => useQuery(contestsQuery());
