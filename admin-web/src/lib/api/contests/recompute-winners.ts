import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contests as CONTESTS_TEXT } from '@/messages/contests';
import { api } from '../../api-client';
import { winnerKeys } from './contest-keys';

export type RecomputeWinnersBody = components['schemas']['RecomputeWinnersDto'];
export type RecomputeWinnersResult = components['schemas']['RecomputeWinnersResponse'];

/** POST /api/contests/admin/contests/{id}/winners/recompute: the podium again from the ledger, with a reason. */
export async function recomputeWinners({
  id,
  ...body
}: RecomputeWinnersBody & { id: number }): Promise<RecomputeWinnersResult> {
  return unwrap(
    await api.POST('/api/contests/admin/contests/{id}/winners/recompute', { params: { path: { id } }, body }),
    CONTESTS_TEXT.podium.recomputeFailed,
  );
}

export function useRecomputeWinners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recomputeWinners,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: winnerKeys.all }),
  });
}
