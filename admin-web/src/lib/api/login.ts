import { useMutation } from '@tanstack/react-query';
import type { components } from '@contracts/api-schema';
import { auth as AUTH_TEXT } from '../../messages/auth';
import { api, unwrap } from '../api-client';
import { authStore } from '../auth-store';

export type LoginBody = components['schemas']['LoginDto'];

/** POST /api/login: the same accounts as the public site; the tokens are kept for the back office. */
export async function login(body: LoginBody): Promise<void> {
  const tokens = unwrap(await api.POST('/api/login', { body }), AUTH_TEXT.signIn.failed);
  authStore.save(tokens.access, tokens.refresh);
}

export const useLogin = () => useMutation({ mutationFn: login });
