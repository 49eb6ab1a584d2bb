import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { MESSAGES, OptionalChoice, OptionalText, PageQueryDto, RequiredText } from '@app/common';
import { BABY_GENDERS, type BabyGender } from '../../babies/baby.entity';
import { BirthDate, Gender, OptionalId } from '../../babies/dto/baby.dto';
import { AGE_CATEGORIES, type AgeCategory } from '../age';
import { PARTICIPANT_ORDERINGS, type ParticipantOrdering } from '../participant.repository';

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

function PageSize(max: number, defaultSize: number): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ minimum: 1, maximum: max, default: defaultSize }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: MESSAGES.field.integer }),
    Min(1, { message: MESSAGES.field.integer }),
    Max(max, { message: MESSAGES.participants.pageSize(max) }),
  );
}

const ORDERING_DESCRIPTION =
  'created_at, -created_at (défaut), name, -name, votes, -votes (selon le classement en direct).';

const SEARCH_DESCRIPTION =
  'Recherche dans le prénom, le pays et la ville, sans tenir compte des majuscules ni des accents, ou un code de vote entier';

export class ParticipantListQueryDto extends OmitType(PageQueryDto, ['page_size'] as const) {
  @PageSize(200, 50) page_size?: number;
  @OptionalId('Identifiant du concours') contest?: number;
  @OptionalChoice(BABY_GENDERS) gender?: BabyGender;

  @ApiPropertyOptional({ enum: AGE_CATEGORIES, description: "Âge en années révolues aujourd'hui" })
  @OptionalChoice(AGE_CATEGORIES)
  age_category?: AgeCategory;

  @ApiPropertyOptional({ description: SEARCH_DESCRIPTION })
  @OptionalText(100)
  search?: string;

  @ApiPropertyOptional({ enum: PARTICIPANT_ORDERINGS, description: ORDERING_DESCRIPTION })
  @OptionalChoice(PARTICIPANT_ORDERINGS)
  ordering?: ParticipantOrdering;
}

export class ContestParticipantsQueryDto extends OmitType(PageQueryDto, ['page_size'] as const) {
  @PageSize(1000, 100) page_size?: number;
  @OptionalChoice(BABY_GENDERS) gender?: BabyGender;

  @ApiPropertyOptional({ enum: AGE_CATEGORIES, description: "Âge en années révolues aujourd'hui" })
  @OptionalChoice(AGE_CATEGORIES)
  age_category?: AgeCategory;

  @ApiPropertyOptional({ description: 'Pays exact du participant' })
  @OptionalText(120)
  country?: string;

  @ApiPropertyOptional({ description: 'Ville (une partie du nom suffit ; ni la casse ni les accents ne comptent)' })
  @OptionalText(120)
  city?: string;

  @ApiPropertyOptional({ description: SEARCH_DESCRIPTION })
  @OptionalText(100)
  search?: string;

  @ApiPropertyOptional({ enum: PARTICIPANT_ORDERINGS, description: ORDERING_DESCRIPTION })
  @OptionalChoice(PARTICIPANT_ORDERINGS)
  ordering?: ParticipantOrdering;
}

function OptionalNonBlankText(maxLength: number): PropertyDecorator {
  return applyDecorators(OptionalText(maxLength), IsNotEmpty({ message: MESSAGES.field.blank }));
}

/** Administrators' correction of a participation (the copies shown to voters). */
export class UpdateParticipantDto {
  @OptionalNonBlankText(100) baby_name?: string;
  @OptionalText(500) baby_bio?: string;
  @OptionalNonBlankText(120) country?: string;
  @OptionalNonBlankText(120) city?: string;
}

const withoutBaby = (dto: RegisterParticipantDto) => dto.baby_id === undefined;

/**
 * The participation wizard's form. With `baby_id` (a baby of the caller) the baby's own name, bio,
 * date of birth, gender and photo are used and those fields may be left out.
 */
export class RegisterParticipantDto {
  @OptionalId('Un bébé du parent ; sinon un nouveau bébé est créé avec les champs du formulaire')
  baby_id?: number;

  @ValidateIf(withoutBaby)
  @RequiredText(100, 'Awa')
  baby_name?: string;

  @ValidateIf(withoutBaby)
  @BirthDate({ required: true })
  date_of_birth?: string;

  @ValidateIf(withoutBaby)
  @Gender({ required: true })
  gender?: BabyGender;

  @OptionalText(500) bio?: string;
  @RequiredText(120, 'Sénégal') country!: string;
  @RequiredText(120, 'Dakar') city!: string;

  @ApiProperty({ example: '771234567', description: "Chiffres, avec ou sans l'indicatif du pays" })
  @trim
  @IsDefined({ message: MESSAGES.field.required })
  @IsString({ message: MESSAGES.field.string })
  @MaxLength(32, { message: MESSAGES.field.maxLength(32) })
  phone_number!: string;

  @OptionalId('Concours choisi ; sinon le concours ouvert correspondant au genre du bébé, celui qui finit le plus tôt')
  contest?: number;

  @OptionalId('Synonyme de contest') contest_id?: number;
}

export class RegisterParticipantForm extends RegisterParticipantDto {
  @ApiPropertyOptional({
    type: 'string',
    format: 'binary',
    description: 'Image (10 Mo au plus) ; facultative seulement avec un baby_id dont le profil a une photo',
  })
  photo?: unknown;
}
