export const PROMOTION_STATUSES = ['no_promotion', 'active', 'upcoming', 'expired'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** What a pack's price depends on. */
export interface PackPriceTerms {
  price: number;
  promotionPrice: number | null;
  promotionStartDate: Date | null;
  promotionEndDate: Date | null;
}

export interface PackPricing {
  promotionStatus: PromotionStatus;
  isPromotionActive: boolean;
  /** What the pack costs at `now`, in FCFA. */
  currentPrice: number;
  /** Whole percent off the regular price while the promotion is active, otherwise 0. */
  discountPercentage: number;
}

/**
 * The price of a pack at `now`. A promotion needs its price and both dates; it is active from its
 * start to its end, both included.
 */
export function packPricing(pack: PackPriceTerms, now: Date): PackPricing {
  const { price, promotionPrice, promotionStartDate: start, promotionEndDate: end } = pack;
  if (promotionPrice === null || !start || !end) return regular(price, 'no_promotion');
  if (now < start) return regular(price, 'upcoming');
  if (now > end) return regular(price, 'expired');
  return {
    promotionStatus: 'active',
    isPromotionActive: true,
    currentPrice: promotionPrice,
    discountPercentage: Math.round(((price - promotionPrice) * 100) / price),
  };
}

function regular(price: number, promotionStatus: Exclude<PromotionStatus, 'active'>): PackPricing {
  return { promotionStatus, isPromotionActive: false, currentPrice: price, discountPercentage: 0 };
}
