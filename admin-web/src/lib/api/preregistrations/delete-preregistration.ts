import { expectOk } from '@bebe-star/web-common/api-errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { preregistrations as PREREGISTRATIONS_TEXT } from '@/messages/preregistrations';
import { api } from '../../api-client';
import { preregistrationKeys } from './preregistration-keys';

/** DELETE /api/contests/admin/preregistrations/{id} (204). */
export async function deletePreregistration(id: number): Promise<void> {
  expectOk(
    await api.DELETE('/api/contests/admin/preregistrations/{id}', { params: { path: { id } } }),
    PREREGISTRATIONS_TEXT.remove.failed,
  );
}

export function useDeletePreregistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePreregistration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: preregistrationKeys.all }),
  });
}
