import { expectOk } from '@bebe-star/web-common/api-errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { participants as PARTICIPANTS_TEXT } from '@/messages/participants';
import { api } from '../../api-client';
import { participantKeys } from './participant-keys';

/** DELETE /api/contests/participants/{id} (204): the participation is withdrawn; its votes stay in the ledger. */
export async function deleteParticipant(id: number): Promise<void> {
  expectOk(
    await api.DELETE('/api/contests/participants/{id}', { params: { path: { id } } }),
    PARTICIPANTS_TEXT.remove.failed,
  );
}

export function useDeleteParticipant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteParticipant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: participantKeys.all }),
  });
}
