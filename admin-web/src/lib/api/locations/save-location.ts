import { expectOk, unwrap } from '@bebe-star/web-common/api-errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locations as LOCATIONS_TEXT } from '@/messages/locations';
import { api } from '../../api-client';
import { type City, type Country } from './locations';
import { locationKeys } from './location-keys';

/** POST /api/countries (id absent) or PATCH /api/countries/{id}: a country by its name. */
export async function saveCountry({ id, name }: { id?: number; name: string }): Promise<Country> {
  if (id === undefined) {
    return unwrap(await api.POST('/api/countries', { body: { name } }), LOCATIONS_TEXT.errors.createCountry);
  }
  return unwrap(
    await api.PATCH('/api/countries/{id}', { params: { path: { id } }, body: { name } }),
    LOCATIONS_TEXT.errors.updateCountry,
  );
}

/** POST /api/cities (id absent) or PATCH /api/cities/{id}: a city of a country. */
export async function saveCity({ id, name, country }: { id?: number; name: string; country: number }): Promise<City> {
  if (id === undefined) {
    return unwrap(await api.POST('/api/cities', { body: { name, country } }), LOCATIONS_TEXT.errors.createCity);
  }
  return unwrap(
    await api.PATCH('/api/cities/{id}', { params: { path: { id } }, body: { name } }),
    LOCATIONS_TEXT.errors.updateCity,
  );
}

/** DELETE /api/countries/{id} (its cities go with it) or DELETE /api/cities/{id}. */
export async function deleteLocation({ kind, id }: { kind: 'country' | 'city'; id: number }): Promise<void> {
  if (kind === 'country') {
    expectOk(
      await api.DELETE('/api/countries/{id}', { params: { path: { id } } }),
      LOCATIONS_TEXT.errors.deleteCountry,
    );
  } else {
    expectOk(await api.DELETE('/api/cities/{id}', { params: { path: { id } } }), LOCATIONS_TEXT.errors.deleteCity);
  }
}

/** The three writes of the Localisations tab; each reads the countries and cities again afterwards. */
export function useLocationWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: locationKeys.all });
  return {
    country: useMutation({ mutationFn: saveCountry, onSuccess }),
    city: useMutation({ mutationFn: saveCity, onSuccess }),
    remove: useMutation({ mutationFn: deleteLocation, onSuccess }),
  };
}
