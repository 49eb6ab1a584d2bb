/** The query keys of countries and cities, from here only: one per endpoint. */
export const locationKeys = {
  all: ['locations'] as const,
  /** GET /api/countries?search= */
  countries: (search: string) => ['locations', 'countries', search] as const,
  /** GET /api/cities?country= */
  cities: (country: number) => ['locations', 'cities', country] as const,
};
