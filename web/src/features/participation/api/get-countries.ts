import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@contracts/api-schema';
import { api, unwrap } from '../../../lib/api-client';
import { participation as PARTICIPATION_TEXT } from '../../../messages/participation';

export type Country = components['schemas']['CountryResponse'];

export const countriesQuery = () =>
  queryOptions({
    queryKey: ['countries'],
    queryFn: async () => unwrap(await api.GET('/api/countries'), PARTICIPATION_TEXT.errors.locations),
    staleTime: 60 * 60_000,
  });

/** The countries offered in the forms (name, dial code). */
export function useCountries() {
  return useQuery(countriesQuery());
}
