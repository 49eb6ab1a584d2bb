import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { account as ACCOUNT_TEXT } from '@/messages/account';

export interface ResetPasswordInput extends Pick<
  components['schemas']['ResetPasswordDto'],
  'new_password' | 'confirm_password'
> {
  uid: string;
  token: string;
}

/** Sets the new password from the e-mailed link and signs the user in. */
export async function resetPassword({ uid, token, ...body }: ResetPasswordInput): Promise<void> {
  const tokens = unwrap(
    await api.POST('/api/reset-password/{uid}/{token}', { params: { path: { uid, token } }, body }),
    ACCOUNT_TEXT.reset.failed,
  );
  authStore.save(tokens.access, tokens.refresh, { remember: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
