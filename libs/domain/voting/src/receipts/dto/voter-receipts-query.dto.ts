import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MESSAGES, QueryId } from '@app/common';

export const MAX_RECEIPTS = 100;

export class VoterReceiptsQueryDto {
  @QueryId('Reçus plus anciens que celui-ci (next_before de la page précédente)') before?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_RECEIPTS, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: MESSAGES.field.integer })
  @Min(1, { message: MESSAGES.field.integer })
  @Max(MAX_RECEIPTS, { message: MESSAGES.ranking.pageSize(MAX_RECEIPTS) })
  limit?: number;
}
