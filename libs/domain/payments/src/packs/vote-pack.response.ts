import { ApiProperty } from '@nestjs/swagger';
import { packPricing, PROMOTION_STATUSES, type PromotionStatus } from './pack-pricing';
import type { VotePackEntity } from './vote-pack.entity';

export class VotePackResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty() votes_count!: number;
  @ApiProperty({ description: 'Prix normal, en FCFA' }) price!: number;
  @ApiProperty({ type: Number, nullable: true }) promotion_price!: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) promotion_start_date!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) promotion_end_date!: string | null;
  @ApiProperty() promotion_description!: string;
  @ApiProperty() is_promotion_active!: boolean;
  @ApiProperty({ description: 'Prix à payer maintenant : le prix promotionnel pendant la promotion' })
  current_price!: number;
  @ApiProperty({ description: 'Remise en pourcentage entier pendant la promotion, sinon 0' })
  discount_percentage!: number;
  @ApiProperty({ enum: PROMOTION_STATUSES }) promotion_status!: PromotionStatus;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function toVotePackResponse(pack: VotePackEntity, now: Date): VotePackResponse {
  const pricing = packPricing(pack, now);
  return {
    id: pack.id,
    name: pack.name,
    description: pack.description,
    votes_count: pack.votesCount,
    price: pack.price,
    promotion_price: pack.promotionPrice,
    promotion_start_date: iso(pack.promotionStartDate),
    promotion_end_date: iso(pack.promotionEndDate),
    promotion_description: pack.promotionDescription,
    is_promotion_active: pricing.isPromotionActive,
    current_price: pricing.currentPrice,
    discount_percentage: pricing.discountPercentage,
    promotion_status: pricing.promotionStatus,
    created_at: pack.createdAt.toISOString(),
  };
}
