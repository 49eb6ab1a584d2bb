import { unwrap } from '@bebe-star/web-common/api-errors';
import type { operations } from '@contracts/api-schema';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contestKeys } from '@/lib/api/contests/contest-keys';
import type { Participant } from '@/lib/api/participants/get-participant';
import { contests as CONTESTS_TEXT } from '@/messages/contests';
import type { ParticipantFilters } from '../components/participant-filters';

/** One page of participants as the API answers it. */
interface ParticipantsPage {
  results: Participant[];
  count: number;
  total_pages: number;
  current_page: number;
  next: string | null;
}

type ParticipantsQuery = NonNullable<operations['ParticipantController_listForContest']['parameters']['query']>;

/** Participants loaded at a time: one screen on a phone, a few kilobytes over slow mobile data. */
export const PARTICIPANTS_PAGE_SIZE = 20;

/** The query of the filters: blank ones left out, the rest sent as the API names them. */
export function participantsQueryOf(filters: ParticipantFilters, page: number): ParticipantsQuery {
  const query: ParticipantsQuery = { page, page_size: PARTICIPANTS_PAGE_SIZE, ordering: '-votes' };
  const search = filters.search.trim();
  const city = filters.city.trim();
  if (search) query.search = search;
  if (filters.country) query.country = filters.country;
  if (city) query.city = city;
  if (filters.age) query.age_category = filters.age;
  if (filters.gender) query.gender = filters.gender;
  return query;
}

/**
 * GET /api/contests/contests/{id}/participants: one page of the participants matching the filters,
 * best-voted first. Search and filters run on the server, so a phone only downloads what it shows.
 */
export async function getContestParticipants(
  contestId: number,
  filters: ParticipantFilters,
  page: number,
): Promise<ParticipantsPage> {
  return unwrap(
    await api.GET('/api/contests/contests/{id}/participants', {
      params: { path: { id: contestId }, query: participantsQueryOf(filters, page) },
    }),
    CONTESTS_TEXT.participants.loadFailed,
  );
}

export const contestParticipantsQuery = (contestId: number, filters: ParticipantFilters) =>
  infiniteQueryOptions({
    queryKey: [...contestKeys.participants(contestId), participantsQueryOf(filters, 1)] as const,
    queryFn: ({ pageParam }) => getContestParticipants(contestId, filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.total_pages ? last.current_page + 1 : undefined),
    // The previous results stay on screen while a new filter loads.
    placeholderData: keepPreviousData,
  });

/** The pages loaded so far of a contest's participants matching `filters`, and how to load the next. */
export const useContestParticipants = (contestId: number, filters: ParticipantFilters) =>
  useInfiniteQuery(contestParticipantsQuery(contestId, filters));
