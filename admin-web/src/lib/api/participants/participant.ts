import { unwrap } from '@bebe-star/web-common/api-errors';
import { useQuery } from '@tanstack/react-query';
import { participants as PARTICIPANTS_TEXT } from '@/messages/participants';
import { api } from '../../api-client';
import { type AdminParticipant } from './participants';
import { participantKeys } from './participant-keys';

/** GET /api/contests/participants/{id}: one participant, with its vote count and rank. */
export async function getParticipant(id: number): Promise<AdminParticipant> {
  return unwrap(
    await api.GET('/api/contests/participants/{id}', { params: { path: { id } } }),
    PARTICIPANTS_TEXT.loadFailed,
  );
}

export const useParticipant = (id: number) =>
  useQuery({ queryKey: participantKeys.detail(id), queryFn: () => getParticipant(id) });
