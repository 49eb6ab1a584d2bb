import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { account as ACCOUNT_TEXT } from '@/messages/account';

export type LoginBody = components['schemas']['LoginDto'];

/**
 * POST /api/login: the token pair is stored, which signs the user in everywhere; in local storage, or
 * in session storage (ends with the browser) when not remembered.
 */
export async function login({ remember, ...body }: LoginBody & { remember: boolean }): Promise<void> {
  const tokens = unwrap(await api.POST('/api/login', { body }), ACCOUNT_TEXT.login.failed);
  authStore.save(tokens.access, tokens.refresh, { remember });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
