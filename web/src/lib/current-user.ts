import { ApiError, unwrap } from '@bebe-star/web-common/api-errors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './api-client';
import { userKeys } from './api/users/user-keys';
import { authStore, useSession } from './auth-store';

export const currentUserQuery = (userId: number) =>
  queryOptions({
    queryKey: userKeys.detail(userId),
    queryFn: async () => unwrap(await api.GET('/api/users/{id}', { params: { path: { id: userId } } }), ''),
    staleTime: 5 * 60_000,
  });

/** The answers that say the session's account is not there for it any more (signed out elsewhere, deleted). */
const ACCOUNT_GONE = new Set([401, 403, 404]);

/**
 * The signed-in user's profile. A session whose profile the server refuses (the account deleted, the
 * session revoked) is ended, after the render (clearing the store re-renders every reader of the session);
 * a failed connection leaves it as it is.
 */
export function useCurrentUser() {
  const session = useSession();
  const userId = session?.userId ?? null;
  const query = useQuery({ ...currentUserQuery(userId ?? 0), enabled: userId !== null });
  const refused = session !== null && query.error instanceof ApiError && ACCOUNT_GONE.has(query.error.status);
  useEffect(() => {
    if (refused) authStore.clear();
  }, [refused]);
  return { session, user: userId !== null ? (query.data ?? null) : null, isLoading: query.isLoading };
}

/** Ends the session on the server (refresh token revoked) and in this browser. */
export async function logout(): Promise<void> {
  const refresh = authStore.get()?.refreshToken;
  if (refresh) await api.POST('/api/logout', { body: { refresh } }).catch(() => undefined);
  authStore.clear();
}
