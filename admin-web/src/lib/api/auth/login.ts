import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation } from '@tanstack/react-query';
import { auth as AUTH_TEXT } from '@/messages/auth';
import { api } from '../../api-client';
import { authStore } from '../../auth-store';

export type LoginBody = components['schemas']['LoginDto'];

/**
 * POST /admin/api/admin/session: the same accounts as the public site, administrators only; the
 * server keeps the tokens in HttpOnly cookies, the answer names the account.
 */
export async function login(body: LoginBody): Promise<void> {
  const session = unwrap(await api.POST('/api/admin/session', { body }), AUTH_TEXT.signIn.failed);
  authStore.save(session.user_id);
}

export const useLogin = () => useMutation({ mutationFn: login });
