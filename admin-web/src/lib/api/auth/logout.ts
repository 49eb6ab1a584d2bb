import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api-client';
import { authStore } from '../../auth-store';

/** DELETE /admin/api/admin/session: the server revokes the session and clears its cookies, then it ends here. */
export async function logout(): Promise<void> {
  await api.DELETE('/api/admin/session').catch(() => undefined);
  authStore.clear();
}

/** Signs out and forgets every cached answer (they belong to the previous account). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logout, onSettled: () => queryClient.clear() });
}
