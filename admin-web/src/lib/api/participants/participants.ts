import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components, operations } from '@contracts/api-schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { participants as PARTICIPANTS_TEXT } from '@/messages/participants';
import { api } from '../../api-client';
import { participantKeys } from './participant-keys';

export type AdminParticipant = components['schemas']['ParticipantResponse'];
export type ParticipantQuery = NonNullable<operations['ParticipantController_list']['parameters']['query']>;
export type ParticipantPage = components['schemas']['PageResponse'] & { results: AdminParticipant[] };

/** GET /api/contests/participants: one page of participants, filtered, searched and sorted by the server. */
export async function getParticipants(query: ParticipantQuery): Promise<ParticipantPage> {
  return unwrap(await api.GET('/api/contests/participants', { params: { query } }), PARTICIPANTS_TEXT.loadFailed);
}

export const participantsQuery = (query: ParticipantQuery) =>
  queryOptions({
    queryKey: participantKeys.list(query),
    queryFn: () => getParticipants(query),
    placeholderData: keepPreviousData,
  });

export const useParticipants = (query: ParticipantQuery) => useQuery(participantsQuery(query));
