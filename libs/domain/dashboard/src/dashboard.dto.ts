import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MESSAGES } from '@app/common';

export class HourlyVotesQueryDto {
  @ApiProperty({ description: 'Concours' })
  @Type(() => Number)
  @IsInt({ message: MESSAGES.field.integer })
  @Min(1, { message: MESSAGES.field.integer })
  @Max(2_147_483_647, { message: MESSAGES.field.integer })
  contest!: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 720, default: 48, description: 'Heures couvertes (jusqu’à 30 jours)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: MESSAGES.field.integer })
  @Min(1, { message: MESSAGES.dashboard.hours })
  @Max(720, { message: MESSAGES.dashboard.hours })
  hours?: number;
}
