import { fetchCountries } from '@bebe-star/web-common/shared-reads';
import type { components } from '@contracts/api-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { common as COMMON_TEXT } from '@/messages/common';
import { locationKeys } from './location-keys';

export type Country = components['schemas']['CountryResponse'];

/** GET /api/countries: the countries offered in the forms (name, dial code). */
export async function getCountries(): Promise<Country[]> {
  return fetchCountries(api, COMMON_TEXT.location.loadFailed);
}

export const countriesQuery = () =>
  queryOptions({ queryKey: locationKeys.countries(), queryFn: getCountries, staleTime: 60 * 60_000 });

export const useCountries = () => useQuery(countriesQuery());
