import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQuery } from '@/lib/current-user';
import { account as ACCOUNT_TEXT } from '@/messages/account';

export type ChangeEmailBody = components['schemas']['ChangeEmailDto'];

export async function changeEmail(userId: number, body: ChangeEmailBody) {
  return unwrap(
    await api.POST('/api/users/{id}/change_email', { params: { path: { id: userId } }, body }),
    ACCOUNT_TEXT.settings.emailFailed,
  );
}

/** POST /api/users/{id}/change_email (the current password is required); updates the cached user. */
export function useChangeEmail(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeEmailBody) => changeEmail(userId, body),
    onSuccess: (user) => queryClient.setQueryData(currentUserQuery(userId).queryKey, user),
  });
}
