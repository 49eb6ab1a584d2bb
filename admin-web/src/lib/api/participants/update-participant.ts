import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { participants as PARTICIPANTS_TEXT } from '@/messages/participants';
import { api } from '../../api-client';
import { type AdminParticipant } from './participants';
import { participantKeys } from './participant-keys';

export type UpdateParticipantBody = components['schemas']['UpdateParticipantDto'];

/** PATCH /api/contests/participants/{id}: corrects the name, bio or location voters see. */
export async function updateParticipant({
  id,
  ...body
}: UpdateParticipantBody & { id: number }): Promise<AdminParticipant> {
  return unwrap(
    await api.PATCH('/api/contests/participants/{id}', { params: { path: { id } }, body }),
    PARTICIPANTS_TEXT.edit.failed,
  );
}

export function useUpdateParticipant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateParticipant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: participantKeys.all }),
  });
}
