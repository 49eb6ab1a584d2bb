import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { authStore } from '../auth-store';

/** POST /api/logout: the refresh token is revoked on the server, then the session ends here. */
export async function logout(): Promise<void> {
  const refresh = authStore.get()?.refreshToken;
  if (refresh) await api.POST('/api/logout', { body: { refresh } }).catch(() => undefined);
  authStore.clear();
}

/** Signs out and forgets every cached answer (they belong to the previous account). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logout, onSettled: () => queryClient.clear() });
}
