import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-errors';

/** Reads stay fresh 30 s (the spec's participant cache); client errors (403, 404…) are not retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
      },
    },
  });
}

/** After a change: every query under each of `keys` is marked stale and read again, all at once. */
export async function invalidateKeys(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
