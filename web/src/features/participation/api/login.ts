import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { participation as PARTICIPATION_TEXT } from '../../../messages/participation';

/** POST /api/login: the token pair is stored, which signs the user in everywhere. */
export async function login(credentials: { email: string; password: string }): Promise<void> {
  const tokens = unwrap(await api.POST('/api/login', { body: credentials }), PARTICIPATION_TEXT.auth.loginError);
  authStore.save(tokens.access, tokens.refresh);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
