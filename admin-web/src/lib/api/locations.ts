import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { locations as LOCATIONS_TEXT } from '@/messages/locations';
import { api } from '../api-client';

export type Country = components['schemas']['CountryResponse'];
export type City = components['schemas']['CityResponse'];

/** Every query of countries and cities, for invalidation after a change. */
export const locationsKey = ['locations'] as const;

/** GET /api/countries: the countries (name, dial code, number of cities), searched by name when asked. */
export async function getCountries(search?: string): Promise<Country[]> {
  return unwrap(
    await api.GET('/api/countries', { params: { query: search ? { search } : {} } }),
    LOCATIONS_TEXT.loadFailed,
  );
}

export const countriesQuery = (search?: string) =>
  queryOptions({ queryKey: [...locationsKey, 'countries', search ?? ''], queryFn: () => getCountries(search) });

export const useCountries = (search?: string) => useQuery(countriesQuery(search));

/** GET /api/cities?country=: a country's cities. */
export async function getCities(country: number): Promise<City[]> {
  return unwrap(await api.GET('/api/cities', { params: { query: { country } } }), LOCATIONS_TEXT.loadFailed);
}

export const useCities = (country: number | undefined) =>
  useQuery({
    queryKey: [...locationsKey, 'cities', country ?? 0],
    queryFn: () => getCities(country ?? 0),
    enabled: country !== undefined,
  });
