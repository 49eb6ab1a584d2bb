import { useMutation } from '@tanstack/react-query';
import type { components } from '@contracts/api-schema';
import { api, unwrap } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { account as ACCOUNT_TEXT } from '../../../messages/account';

export type LoginBody = components['schemas']['LoginDto'];

/** Signs in with e-mail and password; the tokens go to local storage, or session storage when not remembered. */
export async function login({ remember, ...body }: LoginBody & { remember: boolean }): Promise<void> {
  const tokens = unwrap(await api.POST('/api/login', { body }), ACCOUNT_TEXT.login.failed);
  authStore.save(tokens.access, tokens.refresh, { remember });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
