import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { participation as PARTICIPATION_TEXT } from '../../../messages/participation';

export const citiesQuery = (countryId: number) =>
  queryOptions({
    queryKey: ['cities', countryId],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/cities', { params: { query: { country: countryId } } }),
        PARTICIPATION_TEXT.errors.locations,
      ),
    staleTime: 60 * 60_000,
  });

/** The cities of a country, once one is chosen. */
export function useCities(countryId: number | null) {
  return useQuery({ ...citiesQuery(countryId ?? 0), enabled: countryId !== null });
}
