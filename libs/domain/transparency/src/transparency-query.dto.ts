import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, Max, Min } from 'class-validator';
import { MESSAGES, QueryId } from '@app/common';

export const HEADS_MAX_PAGE_SIZE = 100;

export class TreeHeadsQueryDto {
  @QueryId('Lire les états signés avant celui-ci (next_before de la page précédente)') before?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: HEADS_MAX_PAGE_SIZE, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: MESSAGES.field.integer })
  @Min(1, { message: MESSAGES.field.integer })
  @Max(HEADS_MAX_PAGE_SIZE, { message: MESSAGES.ranking.pageSize(HEADS_MAX_PAGE_SIZE) })
  limit?: number;
}

const size = (value: unknown) =>
  typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : value;

/** Two sizes of signed heads: the proof that the first is a prefix of the second. */
export class ConsistencyQueryDto {
  @ApiProperty({ type: Number, description: "Taille de l'état de départ" })
  @Transform(({ value }: { value: unknown }) => size(value))
  @IsDefined({ message: MESSAGES.field.required })
  @IsInt({ message: MESSAGES.field.integer })
  @Min(1, { message: MESSAGES.field.integer })
  first!: number;

  @ApiProperty({ type: Number, description: "Taille de l'état d'arrivée" })
  @Transform(({ value }: { value: unknown }) => size(value))
  @IsDefined({ message: MESSAGES.field.required })
  @IsInt({ message: MESSAGES.field.integer })
  @Min(1, { message: MESSAGES.field.integer })
  second!: number;
}
