import { ApiError, errorMessage } from '@bebe-star/web-common/api-errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { babyKeys } from '@/lib/api/babies/baby-keys';
import { account as ACCOUNT_TEXT } from '@/messages/account';

export async function deleteBaby(id: number): Promise<void> {
  const { response, error } = await api.DELETE('/api/contests/babies/{id}', { params: { path: { id } } });
  const fallback = ACCOUNT_TEXT.deleteDialog.failed;
  if (!response.ok) throw new ApiError(response.status, errorMessage(error, fallback), error);
}

/** DELETE /api/contests/babies/{id}; refreshes the parent's profile. */
export function useDeleteBaby() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBaby,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: babyKeys.all }),
  });
}
