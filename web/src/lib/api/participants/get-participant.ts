import { fetchParticipant } from '@bebe-star/web-common/shared-reads';
import { ApiError } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { voting as VOTING_TEXT } from '@/messages/voting';
import { participantKeys } from './participant-keys';

export type Participant = components['schemas']['ParticipantResponse'];

/** GET /api/contests/participants/{id}: one participant with its votes, rank and contest. */
export async function getParticipant(id: number, signal?: AbortSignal): Promise<Participant> {
  return fetchParticipant(api, id, VOTING_TEXT.loadError, signal);
}

export const participantQuery = (id: number) =>
  queryOptions({ queryKey: participantKeys.detail(id), queryFn: ({ signal }) => getParticipant(id, signal) });

/** Whether `participant` is in the contest an address such as /vote/{contestId}/{id} names. */
export const inContest = (participant: Participant, contestId: number) => participant.contest === contestId;

/**
 * Whether participant `id` is in contest `contestId` (true), read from the participant's own query; a
 * participant of another contest fails with a 404, as an unknown one does: the server's render of
 * /vote/{contestId}/{id} then answers 404 (entry-server.tsx).
 */
export const participantInContestQuery = (queryClient: QueryClient, contestId: number, id: number) =>
  queryOptions({
    queryKey: [...participantKeys.detail(id), 'contest', contestId] as const,
    queryFn: async () => {
      if (!inContest(await queryClient.fetchQuery(participantQuery(id)), contestId)) {
        throw new ApiError(404, VOTING_TEXT.notFoundText, null);
      }
      return true;
    },
  });

/** One participant; `known` (e.g. its line of an already loaded list) is shown while it loads. */
export function useParticipant(id: number | null, known?: Participant) {
  return useQuery({ ...participantQuery(id ?? 0), enabled: id !== null, placeholderData: known });
}
