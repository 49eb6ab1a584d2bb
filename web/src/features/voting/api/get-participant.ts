import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@contracts/api-schema';
import { api, unwrap } from '../../../lib/api-client';
import { voting as VOTING_TEXT } from '../../../messages/voting';

export type Participant = components['schemas']['ParticipantResponse'];

export const participantQuery = (participantId: number) =>
  queryOptions({
    queryKey: ['participants', participantId],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/api/contests/participants/{id}', { params: { path: { id: participantId } }, signal }),
        VOTING_TEXT.loadError,
      ),
  });

/** One participant with its votes, rank and contest (cached 30 s, the spec's participant cache). */
export function useParticipant(participantId: number, enabled = true) {
  return useQuery({ ...participantQuery(participantId), enabled });
}
