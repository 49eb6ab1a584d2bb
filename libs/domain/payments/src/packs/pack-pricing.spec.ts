import { packPricing, type PackPriceTerms } from './pack-pricing';

const start = new Date('2026-05-01T00:00:00Z');
const end = new Date('2026-05-10T00:00:00Z');
const promotion: PackPriceTerms = {
  price: 1000,
  promotionPrice: 750,
  promotionStartDate: start,
  promotionEndDate: end,
};
const regular = (price: number, promotionStatus: string) => ({
  promotionStatus,
  isPromotionActive: false,
  currentPrice: price,
  discountPercentage: 0,
});

describe('packPricing', () => {
  it('sells at the promotion price from the start to the end of the promotion, both included', () => {
    const active = { promotionStatus: 'active', isPromotionActive: true, currentPrice: 750, discountPercentage: 25 };
    expect(packPricing(promotion, start)).toEqual(active);
    expect(packPricing(promotion, new Date('2026-05-05T12:00:00Z'))).toEqual(active);
    expect(packPricing(promotion, end)).toEqual(active);
  });

  it('sells at the regular price before the promotion (upcoming) and after it (expired)', () => {
    expect(packPricing(promotion, new Date(start.getTime() - 1))).toEqual(regular(1000, 'upcoming'));
    expect(packPricing(promotion, new Date(end.getTime() + 1))).toEqual(regular(1000, 'expired'));
  });

  it('has no promotion without a promotion price or without both dates', () => {
    const now = new Date('2026-05-05T00:00:00Z');
    expect(packPricing({ ...promotion, promotionPrice: null }, now)).toEqual(regular(1000, 'no_promotion'));
    expect(packPricing({ ...promotion, promotionStartDate: null }, now)).toEqual(regular(1000, 'no_promotion'));
    expect(packPricing({ ...promotion, promotionEndDate: null }, now)).toEqual(regular(1000, 'no_promotion'));
  });

  it('rounds the discount to the nearest whole percent', () => {
    const now = new Date('2026-05-05T00:00:00Z');
    const discount = (price: number, promotionPrice: number) =>
      packPricing({ ...promotion, price, promotionPrice }, now).discountPercentage;
    expect(discount(3000, 2000)).toBe(33);
    expect(discount(1500, 995)).toBe(34);
    expect(discount(1000, 665)).toBe(34);
    expect(discount(3000, 2995)).toBe(0);
    expect(discount(10000, 100)).toBe(99);
  });
});
