import { fetchCities, fetchCountries } from '@bebe-star/web-common/shared-reads';
import type { components } from '@contracts/api-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { locations as LOCATIONS_TEXT } from '@/messages/locations';
import { api } from '../../api-client';
import { locationKeys } from './location-keys';

export type Country = components['schemas']['CountryResponse'];
export type City = components['schemas']['CityResponse'];

/** GET /api/countries: the countries (name, dial code, number of cities), searched by name when asked. */
export async function getCountries(search?: string): Promise<Country[]> {
  return fetchCountries(api, LOCATIONS_TEXT.loadFailed, search);
}

export const countriesQuery = (search?: string) =>
  queryOptions({ queryKey: locationKeys.countries(search ?? ''), queryFn: () => getCountries(search) });

export const useCountries = (search?: string) => useQuery(countriesQuery(search));

/** GET /api/cities?country=: a country's cities. */
export async function getCities(country: number): Promise<City[]> {
  return fetchCities(api, country, LOCATIONS_TEXT.loadFailed);
}

export const useCities = (country: number | undefined) =>
  useQuery({
    queryKey: locationKeys.cities(country ?? 0),
    queryFn: () => getCities(country ?? 0),
    enabled: country !== undefined,
  });
