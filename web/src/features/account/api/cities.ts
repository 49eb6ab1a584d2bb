import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@contracts/api-schema';
import { api, unwrap } from '../../../lib/api-client';
import { common as COMMON_TEXT } from '../../../messages/common';

export type City = components['schemas']['CityResponse'];

export const citiesQuery = (countryId: number) =>
  queryOptions({
    queryKey: ['cities', countryId],
    queryFn: async () =>
      unwrap(await api.GET('/api/cities', { params: { query: { country: countryId } } }), COMMON_TEXT.errorText),
    staleTime: 60 * 60_000,
  });

/** The cities of a country; nothing is asked while no country is chosen. */
export function useCities(countryId: number | null) {
  return useQuery({ ...citiesQuery(countryId ?? 0), enabled: countryId !== null });
}
