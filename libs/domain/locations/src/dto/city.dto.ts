import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, Max, Min } from 'class-validator';
import { MESSAGES, OptionalText, RequiredText } from '@app/common';
import { NoControlCharacters } from './location-name.validator';

/**
 * A country id, as a JSON number or its decimal text (query strings). An id outside the database's
 * range names no country, so it is answered like an unknown one.
 */
const countryIdRules = [
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\s*\d{1,12}\s*$/.test(value) ? Number(value) : value,
  ),
  IsInt({ message: MESSAGES.field.integer }),
  Min(1, { message: MESSAGES.locations.countryNotFound }),
  Max(2_147_483_647, { message: MESSAGES.locations.countryNotFound }),
];

const RequiredCountryId = (): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ description: 'Identifiant du pays', example: 1 }),
    IsDefined({ message: MESSAGES.field.required }),
    ...countryIdRules,
  );

const OptionalCountryId = (): PropertyDecorator =>
  applyDecorators(ApiPropertyOptional({ description: 'Identifiant du pays' }), IsOptional(), ...countryIdRules);

export class CityDto {
  @NoControlCharacters()
  @RequiredText(120, 'Dakar')
  name!: string;

  @RequiredCountryId() country!: number;
}

/** PATCH and PUT: the name, the country, or both. */
export class UpdateCityDto extends PartialType(CityDto) {}

export class CityListQueryDto {
  @OptionalCountryId() country?: number;

  @NoControlCharacters()
  @OptionalText(120)
  search?: string;
}
