import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Min } from 'class-validator';
import { MESSAGES, RequiredText } from '@app/common';

export class ReverseVoteDto {
  @RequiredText(500, 'Votes multiples depuis des comptes créés en série')
  reason!: string;
}

export class ReverseVotesDto extends ReverseVoteDto {
  @ApiPropertyOptional({ description: 'Annuler tous les votes de ce votant dans le concours' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: MESSAGES.field.integer })
  @Min(1, { message: MESSAGES.field.integer })
  voter_id?: number;

  @ApiPropertyOptional({
    description: 'Annuler tous les votes venus de cette connexion (empreinte IP) dans le concours',
  })
  @IsOptional()
  @Matches(/^[0-9a-f]{32}$/, { message: MESSAGES.fraud.badIpHash })
  ip_hash?: string;
}

export class ReversalPreviewQueryDto {
  @ApiPropertyOptional({ description: 'Un seul vote (identifiant de la ligne du registre)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: MESSAGES.field.integer })
  @Min(1, { message: MESSAGES.field.integer })
  vote_id?: number;

  @ApiPropertyOptional({ description: 'Tous les votes de ce votant dans le concours' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: MESSAGES.field.integer })
  @Min(1, { message: MESSAGES.field.integer })
  voter_id?: number;

  @ApiPropertyOptional({ description: 'Tous les votes venus de cette connexion (empreinte IP) dans le concours' })
  @IsOptional()
  @Matches(/^[0-9a-f]{32}$/, { message: MESSAGES.fraud.badIpHash })
  ip_hash?: string;
}
