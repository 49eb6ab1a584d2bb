import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';
import { MESSAGES, OptionalBoolean, PageQueryDto, RequiredText } from '@app/common';

export class WinnerListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Les gagnants de ce concours seulement' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: MESSAGES.awards.contestNotFound })
  @Min(1, { message: MESSAGES.awards.contestNotFound })
  contest?: number;
}

export class RecomputeWinnersDto {
  @RequiredText(500, 'Votes annulés après le concours : comptes créés en série')
  reason!: string;

  /** Take a prize already claimed away from its winner (the claim is kept, on the revoked winner). */
  @OptionalBoolean()
  override_claimed?: boolean;
}
