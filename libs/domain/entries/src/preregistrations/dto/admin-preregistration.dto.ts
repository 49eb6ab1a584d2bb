import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsDefined,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
} from 'class-validator';
import { MESSAGES, OptionalChoice, OptionalText, PageQueryDto } from '@app/common';

export const PREREGISTRATION_STATUS_FILTERS = ['all', 'pending', 'converted'] as const;
export type PreregistrationStatusFilter = (typeof PREREGISTRATION_STATUS_FILTERS)[number];

/** Filters shared by the admin list and its CSV export. */
export class PreregistrationFilterDto {
  @ApiPropertyOptional({ description: 'E-mail, nom de l’utilisateur, nom du bébé ou titre du concours' })
  @OptionalText(100)
  search?: string;

  @ApiPropertyOptional({ description: "Identifiant du concours, ou 'all' pour tous", example: 'all' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsOptional()
  @IsString({ message: MESSAGES.preregistrations.contestFilter })
  @Matches(/^(all|\d{1,9})?$/, { message: MESSAGES.preregistrations.contestFilter })
  contest?: string;

  @ApiPropertyOptional({ description: 'pending = convertibles ; converted = déjà participants' })
  @OptionalChoice(PREREGISTRATION_STATUS_FILTERS)
  status?: PreregistrationStatusFilter;
}

export class PreregistrationListQueryDto extends IntersectionType(PageQueryDto, PreregistrationFilterDto) {}

export class BulkConvertDto {
  @ApiProperty({ type: [Number], minItems: 1, maxItems: 1000 })
  @IsDefined({ message: MESSAGES.preregistrations.selectionRequired })
  @IsArray({ message: MESSAGES.field.list })
  @ArrayNotEmpty({ message: MESSAGES.preregistrations.selectionRequired })
  @ArrayMaxSize(1000, { message: MESSAGES.field.listSize(1000) })
  @Type(() => Number)
  @IsInt({ each: true, message: MESSAGES.field.integer })
  @Min(1, { each: true, message: MESSAGES.field.integer })
  @Max(2_147_483_647, { each: true, message: MESSAGES.field.integer })
  preregistration_ids!: number[];
}
