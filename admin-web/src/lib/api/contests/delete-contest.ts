import { expectOk } from '@bebe-star/web-common/api-errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contests as CONTESTS_TEXT } from '@/messages/contests';
import { api } from '../../api-client';
import { contestKeys } from './contest-keys';

/** DELETE /api/contests/contests/{id} (204): the contest leaves every list; its votes and payments are kept. */
export async function deleteContest(id: number): Promise<void> {
  expectOk(await api.DELETE('/api/contests/contests/{id}', { params: { path: { id } } }), CONTESTS_TEXT.remove.failed);
}

export function useDeleteContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKeys.all }),
  });
}
