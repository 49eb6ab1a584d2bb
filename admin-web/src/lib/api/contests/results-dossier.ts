import { fetchResultsDossier } from '@bebe-star/web-common/shared-reads';
import type { components } from '@contracts/api-schema';
import { useQuery } from '@tanstack/react-query';
import { transparency as TRANSPARENCY_TEXT } from '@/messages/transparency';
import { api } from '../../api-client';
import { contestKeys } from './contest-keys';

export type ResultsDossier = components['schemas']['ResultsDossierResponse'];

/** While the worker has not made the dossier yet (it does within seconds of the close), ask again this often. */
const PREPARING_REFETCH_MS = 15_000;

/**
 * GET /api/contests/contests/{id}/results: a closed contest's results dossier, or null while the
 * worker has not made it yet (the API's 404).
 */
export async function getResultsDossier(id: number): Promise<ResultsDossier | null> {
  return fetchResultsDossier(api, id, TRANSPARENCY_TEXT.dossier.failed);
}

export const useResultsDossier = (id: number) =>
  useQuery({
    queryKey: contestKeys.resultsDossier(id),
    queryFn: () => getResultsDossier(id),
    refetchInterval: (query) => (query.state.data === null ? PREPARING_REFETCH_MS : false),
  });
