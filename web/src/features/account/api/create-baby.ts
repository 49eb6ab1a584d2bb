import { ApiError, unwrap } from '@bebe-star/web-common/api-errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { babyKeys } from '@/lib/api/babies/baby-keys';
import type { Baby } from '@/lib/api/babies/get-participant-profile';
import { account as ACCOUNT_TEXT } from '@/messages/account';

export interface BabyFields {
  name: string;
  date_of_birth: string;
  gender: 'male' | 'female';
  bio: string;
  country: string;
  city: string;
}

/** The multipart body of a baby: its fields, and the photo when one was chosen. */
export function babyFormData(fields: Partial<BabyFields>, photo: File | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  if (photo) form.append('photo', photo);
  return form;
}

/** The spec's message for a failed addition: the server's own text first, then by status. */
function addFailure(error: ApiError): ApiError {
  const t = ACCOUNT_TEXT.childForm;
  const hasServerText = error.message !== t.addFailed;
  if (hasServerText) return error;
  if (error.status === 401) return new ApiError(401, t.addUnauthorized, error.body);
  if (error.status === 400) return new ApiError(400, t.addInvalid, error.body);
  return error;
}

export async function createBaby(fields: BabyFields, photo: File): Promise<Baby> {
  const result = await api.POST('/api/contests/babies', { body: babyFormData(fields, photo) as never });
  try {
    return unwrap(result, ACCOUNT_TEXT.childForm.addFailed);
  } catch (error) {
    throw error instanceof ApiError ? addFailure(error) : error;
  }
}

/** POST /api/contests/babies (multipart with the photo); refreshes the parent's profile. */
export function useCreateBaby() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, photo }: { fields: BabyFields; photo: File }) => createBaby(fields, photo),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: babyKeys.all }),
  });
}
