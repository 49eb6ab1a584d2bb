import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsOptional, IsString, Max, Min, ValidateBy } from 'class-validator';
import { MESSAGES, OptionalChoice, OptionalText, PageQueryDto, RequiredText } from '@app/common';
import { parseIsoDate } from '../../participants/age';
import { BABY_GENDERS, type BabyGender } from '../baby.entity';

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Digits sent as text (multipart fields, query strings) become numbers; an empty text means "not sent". */
const numberFromText = Transform(({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^\d{1,12}$/.test(text) ? Number(text) : value;
});

/** A date of birth, YYYY-MM-DD naming a real day. Whether the child's age is allowed is a rule of the service. */
export function BirthDate(options: { required: boolean }): PropertyDecorator {
  return applyDecorators(
    options.required
      ? ApiProperty({ format: 'date', example: '2024-03-15' })
      : ApiPropertyOptional({ format: 'date', example: '2024-03-15' }),
    trim,
    options.required ? IsDefined({ message: MESSAGES.field.required }) : IsOptional(),
    IsString({ message: MESSAGES.field.string }),
    ValidateBy({
      name: 'isBirthDate',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && parseIsoDate(value) !== null,
        defaultMessage: () => MESSAGES.babies.birthDateFormat,
      },
    }),
  );
}

export function Gender(options: { required: boolean }): PropertyDecorator {
  return applyDecorators(
    options.required ? ApiProperty({ enum: BABY_GENDERS }) : ApiPropertyOptional({ enum: BABY_GENDERS }),
    options.required ? IsDefined({ message: MESSAGES.field.required }) : IsOptional(),
    IsIn(BABY_GENDERS, { message: MESSAGES.field.choice(BABY_GENDERS) }),
  );
}

/** An optional database id (contest, baby), as a JSON number or its decimal text. */
export function OptionalId(description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: Number, description }),
    numberFromText,
    IsOptional(),
    IsInt({ message: MESSAGES.field.integer }),
    Min(1, { message: MESSAGES.field.integer }),
    Max(2_147_483_647, { message: MESSAGES.field.integer }),
  );
}

function OptionalMonths(description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: Number, minimum: 0, description }),
    numberFromText,
    IsOptional(),
    IsInt({ message: MESSAGES.babies.ageMonths }),
    Min(0, { message: MESSAGES.babies.ageMonths }),
    Max(10_000, { message: MESSAGES.babies.ageMonths }),
  );
}

export class CreateBabyDto {
  @RequiredText(100, 'Awa') name!: string;
  @BirthDate({ required: true }) date_of_birth!: string;
  @Gender({ required: true }) gender!: BabyGender;
  @OptionalText(500) bio?: string;
  @OptionalText(120, 'Sénégal') country?: string;
  @OptionalText(120, 'Dakar') city?: string;
}

/** PATCH: any of the fields; a new photo, when sent, replaces the old one. */
export class UpdateBabyDto extends PartialType(CreateBabyDto) {}

/** The multipart form of POST, for the OpenAPI document. */
export class CreateBabyForm extends CreateBabyDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'Image (JPEG, PNG, WebP…), 10 Mo au plus' })
  photo!: unknown;
}

export class UpdateBabyForm extends UpdateBabyDto {
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'Nouvelle photo (remplace la précédente)' })
  photo?: unknown;
}

export class BabyListQueryDto extends PageQueryDto {
  @OptionalChoice(BABY_GENDERS) gender?: BabyGender;
  @OptionalMonths('Âge minimal en mois') age_min?: number;
  @OptionalMonths('Âge maximal en mois') age_max?: number;

  @ApiPropertyOptional({ description: 'Recherche dans le prénom' })
  @OptionalText(100)
  search?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 1000, description: 'Synonyme de page_size' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? Number(value) : value))
  @IsInt({ message: MESSAGES.field.integer })
  @Min(1, { message: MESSAGES.field.integer })
  @Max(1000, { message: MESSAGES.participants.pageSize(1000) })
  limit?: number;
}
