import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { contests as CONTESTS_TEXT } from '../../../messages/contests';
import type { Participant } from './get-contest-participants';

/** GET /api/contests/participants/{id} */
export async function getParticipant(id: number) {
  return unwrap(
    await api.GET('/api/contests/participants/{id}', { params: { path: { id } } }),
    CONTESTS_TEXT.detail.notFound,
  );
}

export const participantQuery = (id: number) =>
  queryOptions({ queryKey: ['contests', 'participant', id], queryFn: () => getParticipant(id) });

/** One participant; `known` (e.g. its line of an already loaded list) is shown while it loads. */
export const useParticipant = (id: number | null, known?: Participant) =>
  useQuery({ ...participantQuery(id ?? 0), enabled: id !== null, placeholderData: known });
