import { unwrap } from '@bebe-star/web-common/api-errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { babyKeys } from '@/lib/api/babies/baby-keys';
import type { Baby } from '@/lib/api/babies/get-participant-profile';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import { babyFormData, type BabyFields } from './create-baby';

/** PATCH multipart: the fields, and a new photo only when one was chosen (the current one is kept otherwise). */
export async function updateBaby(id: number, fields: BabyFields, photo: File | null): Promise<Baby> {
  return unwrap(
    await api.PATCH('/api/contests/babies/{id}', {
      params: { path: { id } },
      body: babyFormData(fields, photo) as never,
    }),
    ACCOUNT_TEXT.childForm.editFailed,
  );
}

export function useUpdateBaby() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields, photo }: { id: number; fields: BabyFields; photo: File | null }) =>
      updateBaby(id, fields, photo),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: babyKeys.all }),
  });
}
