import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { voting as VOTING_TEXT } from '@/messages/voting';
import { participantKeys } from './participant-keys';

export type Participant = components['schemas']['ParticipantResponse'];

/** GET /api/contests/participants/{id}: one participant with its votes, rank and contest. */
export async function getParticipant(id: number, signal?: AbortSignal): Promise<Participant> {
  return unwrap(
    await api.GET('/api/contests/participants/{id}', { params: { path: { id } }, signal }),
    VOTING_TEXT.loadError,
  );
}

export const participantQuery = (id: number) =>
  queryOptions({ queryKey: participantKeys.detail(id), queryFn: ({ signal }) => getParticipant(id, signal) });

/** One participant; `known` (e.g. its line of an already loaded list) is shown while it loads. */
export function useParticipant(id: number | null, known?: Participant) {
  return useQuery({ ...participantQuery(id ?? 0), enabled: id !== null, placeholderData: known });
}
