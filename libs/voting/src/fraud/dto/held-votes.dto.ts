import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { MESSAGES, OptionalChoice, PageQueryDto, QueryDate, QueryId, RequiredText } from '@app/common';

export const CLUSTER_KEYS = ['address', 'device', 'participant', 'window'] as const;

/** Which held votes: of the whole contest, or narrowed to a cluster. */
export class HeldVotesFilterDto extends PageQueryDto {
  @QueryId('Les votes pour ce participant')
  participant?: number;

  @IsOptional()
  @Matches(/^[0-9a-f]{32}$/, { message: MESSAGES.fraud.badIpHash })
  ip_hash?: string;

  @IsOptional()
  @Matches(/^[0-9a-f]{32}$/, { message: MESSAGES.fraud.badDeviceHash })
  device_hash?: string;

  @QueryDate('Votes émis à partir de cet instant')
  from?: string;

  @QueryDate('Votes émis avant cet instant')
  to?: string;
}

export class HeldClustersQueryDto extends HeldVotesFilterDto {
  @OptionalChoice(CLUSTER_KEYS)
  by?: (typeof CLUSTER_KEYS)[number];
}

export class DecideHeldVotesDto {
  @ApiProperty({ enum: ['release', 'reject'], description: 'release : compter ; reject : refuser' })
  @IsIn(['release', 'reject'], { message: MESSAGES.field.choice(['release', 'reject']) })
  decision!: 'release' | 'reject';

  @RequiredText(500, 'Votes d’une même famille, vérifiés par téléphone')
  reason!: string;

  @QueryId('Un seul vote (ligne du registre)')
  vote_id?: number;

  @QueryId('Les votes pour ce participant')
  participant?: number;

  @IsOptional()
  @Matches(/^[0-9a-f]{32}$/, { message: MESSAGES.fraud.badIpHash })
  ip_hash?: string;

  @IsOptional()
  @Matches(/^[0-9a-f]{32}$/, { message: MESSAGES.fraud.badDeviceHash })
  device_hash?: string;

  @QueryDate('Votes émis à partir de cet instant')
  from?: string;

  @QueryDate('Votes émis avant cet instant')
  to?: string;
}
