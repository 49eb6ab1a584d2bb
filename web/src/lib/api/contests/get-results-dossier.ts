import { fetchResultsDossier } from '@bebe-star/web-common/shared-reads';
import type { components } from '@contracts/api-schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { results as RESULTS_TEXT } from '@/messages/results';
import { contestKeys } from './contest-keys';

export type ResultsDossier = components['schemas']['ResultsDossierResponse'];

/**
 * GET /api/contests/contests/{id}/results: the closed contest's results dossier, or null while it is
 * not made yet (the API's 404, a few minutes after the close).
 */
export async function getResultsDossier(contestId: number): Promise<ResultsDossier | null> {
  return fetchResultsDossier(api, contestId, RESULTS_TEXT.loadFailed);
}

/**
 * The dossier of contest `contestId` once it is known to be closed (null: not asked), since an open
 * contest has none and asking would only log a 404 in the visitor's console.
 */
export function useResultsDossier(contestId: number | null) {
  return useQuery({
    queryKey: contestKeys.results(contestId ?? 0),
    queryFn: () => getResultsDossier(contestId!),
    enabled: contestId !== null,
  });
}
