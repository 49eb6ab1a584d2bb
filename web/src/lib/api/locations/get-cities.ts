import { fetchCities } from '@bebe-star/web-common/shared-reads';
import type { components } from '@contracts/api-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { common as COMMON_TEXT } from '@/messages/common';
import { locationKeys } from './location-keys';

export type City = components['schemas']['CityResponse'];

/** GET /api/cities?country=: the cities of one country. */
export async function getCities(countryId: number): Promise<City[]> {
  return fetchCities(api, countryId, COMMON_TEXT.location.loadFailed);
}

export const citiesQuery = (countryId: number) =>
  queryOptions({
    queryKey: locationKeys.cities(countryId),
    queryFn: () => getCities(countryId),
    staleTime: 60 * 60_000,
  });

/** The cities of a country; nothing is asked while no country is chosen. */
export function useCities(countryId: number | null) {
  return useQuery({ ...citiesQuery(countryId ?? 0), enabled: countryId !== null });
}
