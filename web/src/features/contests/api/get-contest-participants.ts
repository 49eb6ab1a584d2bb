import { queryOptions, useQuery } from '@tanstack/react-query';
import { contestKeys } from '../../../lib/api/contests/contest-keys';
import type { Participant } from '../../../lib/api/participants/get-participant';
import { api, unwrap } from '../../../lib/api-client';
import { contests as CONTESTS_TEXT } from '../../../messages/contests';

/** The page the API answers (its schema is not in the OpenAPI document). */
interface ParticipantsPage {
  results: Participant[];
  count: number;
  total_pages: number;
  next: string | null;
}

const PAGE_SIZE = 100;

/**
 * GET /api/contests/contests/{id}/participants, every page of 100, best-voted first: search and
 * filters then run on the device without another download.
 */
export async function getContestParticipants(contestId: number): Promise<Participant[]> {
  const participants: Participant[] = [];
  for (let page = 1; ; page += 1) {
    const data = unwrap(
      await api.GET('/api/contests/contests/{id}/participants', {
        params: { path: { id: contestId }, query: { page, page_size: PAGE_SIZE, ordering: '-votes' } },
      }),
      CONTESTS_TEXT.participants.loadFailed,
    ) as unknown as ParticipantsPage;
    participants.push(...data.results);
    if (!data.next || page >= data.total_pages) return participants;
  }
}

export const contestParticipantsQuery = (contestId: number) =>
  queryOptions({
    queryKey: contestKeys.participants(contestId),
    queryFn: () => getContestParticipants(contestId),
  });

export const useContestParticipants = (contestId: number) => useQuery(contestParticipantsQuery(contestId));
