import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  Matches,
  Max,
  Min,
} from 'class-validator';
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

/** The queue of held votes across contests, oldest first; narrowed to one contest with `contest`. */
export class HeldQueueQueryDto extends PageQueryDto {
  @QueryId('Les votes de ce concours (tous les concours sans lui)')
  contest?: number;
}

export const MAX_HELD_SELECTION = 100;

/** A decision on a selection of held votes, of one contest or several. */
export class DecideHeldSelectionDto {
  @ApiProperty({ enum: ['release', 'reject'], description: 'release : compter ; reject : refuser' })
  @IsIn(['release', 'reject'], { message: MESSAGES.field.choice(['release', 'reject']) })
  decision!: 'release' | 'reject';

  @RequiredText(500, 'Votes d’une même famille, vérifiés par téléphone')
  reason!: string;

  @ApiProperty({
    type: [Number],
    minItems: 1,
    maxItems: MAX_HELD_SELECTION,
    description: 'Les votes (lignes du registre)',
  })
  @IsDefined({ message: MESSAGES.fraud.selectionRequired })
  @IsArray({ message: MESSAGES.field.list })
  @ArrayNotEmpty({ message: MESSAGES.fraud.selectionRequired })
  @ArrayMaxSize(MAX_HELD_SELECTION, { message: MESSAGES.field.listSize(MAX_HELD_SELECTION) })
  @Type(() => Number)
  @IsInt({ each: true, message: MESSAGES.field.integer })
  @Min(1, { each: true, message: MESSAGES.field.integer })
  @Max(2_147_483_647, { each: true, message: MESSAGES.field.integer })
  vote_ids!: number[];
}
