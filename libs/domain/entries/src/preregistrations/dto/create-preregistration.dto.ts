import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { MESSAGES, OptionalText } from '@app/common';
import { BABY_GENDERS, type BabyGender } from '../../babies/baby.entity';
import { BirthDate, OptionalId } from '../../babies/dto/baby.dto';

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** The front ends send `male`/`female`, or `M`/`F` from the profile screens. */
const toGender = Transform(({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const normalized = value.trim().toLowerCase();
  return normalized === 'm' ? 'male' : normalized === 'f' ? 'female' : normalized;
});

/** True when the request describes a baby to create rather than naming an existing one. */
export function describesNewBaby(dto: CreatePreregistrationDto): boolean {
  return (
    dto.baby === undefined &&
    dto.baby_id === undefined &&
    [dto.baby_name, dto.date_of_birth, dto.gender, dto.bio].some((value) => value !== undefined)
  );
}

/**
 * Either `{baby, contest}` (ids), or the wizard's payload: `contest_id` with an existing `baby_id`, or a
 * new baby (`baby_name`, `date_of_birth`, `gender`, optional `bio`, and a `photo` file in multipart).
 */
export class CreatePreregistrationDto {
  @OptionalId('Concours') contest?: number;
  @OptionalId('Concours (variante de l’assistant)') contest_id?: number;
  @OptionalId('Bébé existant de l’utilisateur') baby?: number;
  @OptionalId('Bébé existant de l’utilisateur (variante de l’assistant)') baby_id?: number;

  @ApiPropertyOptional({ maxLength: 100, example: 'Awa', description: 'Prénom (nouveau bébé)' })
  @trim
  @ValidateIf(describesNewBaby)
  @IsDefined({ message: MESSAGES.field.required })
  @IsString({ message: MESSAGES.field.string })
  @IsNotEmpty({ message: MESSAGES.field.blank })
  @MaxLength(100, { message: MESSAGES.field.maxLength(100) })
  baby_name?: string;

  @ValidateIf(describesNewBaby)
  @BirthDate({ required: true })
  date_of_birth?: string;

  @ApiPropertyOptional({ enum: [...BABY_GENDERS, 'M', 'F'], description: 'Genre (nouveau bébé)' })
  @toGender
  @ValidateIf(describesNewBaby)
  @IsDefined({ message: MESSAGES.field.required })
  @IsIn(BABY_GENDERS, { message: MESSAGES.field.choice(BABY_GENDERS) })
  gender?: BabyGender;

  @OptionalText(500) bio?: string;
  @OptionalText(120, 'Sénégal') country?: string;
  @OptionalText(120, 'Dakar') city?: string;

  @ApiPropertyOptional({ example: '771234567', description: 'Facultatif ; vérifié selon le pays' })
  @OptionalText(32)
  phone_number?: string;
}

/** The multipart form, for the OpenAPI document. */
export class CreatePreregistrationForm extends CreatePreregistrationDto {
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'Photo du nouveau bébé, 10 Mo au plus' })
  photo?: unknown;
}
