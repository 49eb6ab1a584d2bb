import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { account as ACCOUNT_TEXT } from '@/messages/account';

export type ChangePasswordBody = components['schemas']['ChangePasswordDto'];

/** Changing the password ends the other sign-ins; this one continues with the fresh pair the API returns. */
export async function changePassword(userId: number, body: ChangePasswordBody): Promise<void> {
  const tokens = unwrap(
    await api.POST('/api/users/{id}/change_password', { params: { path: { id: userId } }, body }),
    ACCOUNT_TEXT.settings.passwordFailed,
  );
  authStore.save(tokens.access, tokens.refresh);
}

export function useChangePassword(userId: number) {
  return useMutation({ mutationFn: (body: ChangePasswordBody) => changePassword(userId, body) });
}
