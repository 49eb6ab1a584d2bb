import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@contracts/api-schema';
import { api, unwrap } from '../../../lib/api-client';
import { common as COMMON_TEXT } from '../../../messages/common';

export type Country = components['schemas']['CountryResponse'];

export const countriesQuery = () =>
  queryOptions({
    queryKey: ['countries'],
    queryFn: async () => unwrap(await api.GET('/api/countries'), COMMON_TEXT.errorText),
    staleTime: 60 * 60_000,
  });

export function useCountries() {
  return useQuery(countriesQuery());
}
