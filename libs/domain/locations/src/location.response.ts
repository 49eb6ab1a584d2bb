import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { CityRow, CountryRow } from './location.repository';

export class CityResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Identifiant du pays' }) country!: number;
}

export class CountryResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Code ISO 3166-1 alpha-2' }) code!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '+221' }) dial_code!: string | null;
  @ApiProperty() city_count!: number;
  @ApiPropertyOptional({ type: [CityResponse], description: 'Présent sur le détail et avec with_cities=true' })
  cities?: CityResponse[];
}

export const toCityResponse = (city: CityRow): CityResponse => ({
  id: city.id,
  name: city.name,
  country: city.countryId,
});

export function toCountryResponse(country: CountryRow, cities?: CityRow[]): CountryResponse {
  const response: CountryResponse = {
    id: country.id,
    name: country.name,
    code: country.code,
    dial_code: country.dialCode,
    city_count: country.cityCount,
  };
  if (cities) response.cities = cities.map(toCityResponse);
  return response;
}
