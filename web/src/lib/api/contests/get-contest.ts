import { fetchContest } from '@bebe-star/web-common/shared-reads';
import type { components } from '@contracts/api-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contests as CONTESTS_TEXT } from '@/messages/contests';
import { contestKeys } from './contest-keys';

export type Contest = components['schemas']['ContestResponse'];

/** GET /api/contests/contests/{id} */
export async function getContest(id: number): Promise<Contest> {
  return fetchContest(api, id, CONTESTS_TEXT.participants.contestLoadFailed);
}

export const contestQuery = (id: number) =>
  queryOptions({ queryKey: contestKeys.detail(id), queryFn: () => getContest(id) });

/** One contest (title, dates, prizes…), once its id is known. */
export function useContest(id: number | null) {
  return useQuery({ ...contestQuery(id ?? 0), enabled: id !== null });
}
