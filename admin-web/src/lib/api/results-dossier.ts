import { ApiError, unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useQuery } from '@tanstack/react-query';
import { transparency as TRANSPARENCY_TEXT } from '@/messages/transparency';
import { api } from '../api-client';

export type ResultsDossier = components['schemas']['ResultsDossierResponse'];

/** While the worker has not made the dossier yet (it does within seconds of the close), ask again this often. */
const PREPARING_REFETCH_MS = 15_000;

/**
 * GET /api/contests/contests/{id}/results: a closed contest's results dossier, or null while the
 * worker has not made it yet (the API's 404).
 */
export async function getResultsDossier(id: number): Promise<ResultsDossier | null> {
  try {
    return unwrap(
      await api.GET('/api/contests/contests/{id}/results', { params: { path: { id } } }),
      TRANSPARENCY_TEXT.dossier.failed,
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const useResultsDossier = (id: number) =>
  useQuery({
    queryKey: ['results-dossier', id],
    queryFn: () => getResultsDossier(id),
    refetchInterval: (query) => (query.state.data === null ? PREPARING_REFETCH_MS : false),
  });
