import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQuery } from '@/lib/current-user';

export type User = components['schemas']['UserDetailResponse'];
export type ProfileChanges = Pick<
  components['schemas']['UpdateUserDto'],
  'first_name' | 'last_name' | 'contact_number' | 'address' | 'city' | 'country'
>;

export async function updateProfile(userId: number, body: ProfileChanges, fallback: string): Promise<User> {
  return unwrap(await api.PATCH('/api/users/{id}', { params: { path: { id: userId } }, body }), fallback);
}

/** PATCH /api/users/{id}; the answer replaces the cached current user. */
export function useUpdateProfile(userId: number, fallback: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileChanges) => updateProfile(userId, body, fallback),
    onSuccess: (user) => queryClient.setQueryData(currentUserQuery(userId).queryKey, user),
  });
}
