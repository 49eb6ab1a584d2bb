/** The query keys of countries and cities, from here only: one per endpoint. */
export const locationKeys = {
  all: ['locations'] as const,
  /** GET /api/countries */
  countries: () => ['locations', 'countries'] as const,
  /** GET /api/cities?country= */
  cities: (countryId: number) => ['locations', 'cities', countryId] as const,
};
