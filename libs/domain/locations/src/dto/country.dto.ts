import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches } from 'class-validator';
import { MESSAGES, OptionalQueryBoolean, OptionalText, RequiredText } from '@app/common';
import { NoControlCharacters } from './location-name.validator';

/** Trimmed (and with `upper`, upper-cased); an empty string becomes null, which clears the value. */
const toNullableText = (upper: boolean) =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const text = value.replace(/\s+/g, '');
    if (!text) return null;
    return upper ? text.toUpperCase() : text;
  });

function OptionalCountryCode(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, example: 'SN', description: 'Code ISO 3166-1 alpha-2' }),
    toNullableText(true),
    IsOptional(),
    IsString({ message: MESSAGES.field.string }),
    Matches(/^[A-Z]{2}$/, { message: MESSAGES.locations.codeFormat }),
  );
}

function OptionalDialCode(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, example: '+221', description: 'Indicatif téléphonique' }),
    toNullableText(false),
    IsOptional(),
    IsString({ message: MESSAGES.field.string }),
    Matches(/^\+\d{1,5}$/, { message: MESSAGES.locations.dialCodeFormat }),
  );
}

/** A country as created (POST) or replaced (PUT); code and dial code left out stay as they are. */
export class CountryDto {
  @NoControlCharacters()
  @RequiredText(120, 'Sénégal')
  name!: string;

  @OptionalCountryCode() code?: string | null;
  @OptionalDialCode() dial_code?: string | null;
}

/** PATCH: every field optional; a field sent is validated as on creation. */
export class UpdateCountryDto extends PartialType(CountryDto) {}

export class CountryListQueryDto {
  @NoControlCharacters()
  @OptionalText(120)
  search?: string;

  @OptionalQueryBoolean() with_cities?: boolean;
}
