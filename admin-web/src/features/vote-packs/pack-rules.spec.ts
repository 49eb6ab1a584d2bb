import { describe, expect, it } from 'vitest';
import type { VotePack } from '@/lib/api/vote-packs/vote-packs';
import { economicValue, priceTier, promotionDays } from './pack-rules';

const NOW = new Date('2026-11-24T12:00:00Z').getTime();
const pack = (overrides: Partial<VotePack>) =>
  ({ promotion_start_date: null, promotion_end_date: null, ...overrides }) as VotePack;

describe('the vote packs’ display rules (spec 002 §4, §9)', () => {
  it('tiers the icon by price and labels the value by votes', () => {
    expect([999, 1000, 4999, 5000, 10_000].map(priceTier)).toEqual([1, 2, 2, 3, 4]);
    expect([19, 20, 49, 50].map(economicValue)).toEqual(['standard', 'good', 'good', 'excellent']);
  });

  it('counts the days until an upcoming promotion starts or an active one ends, rounded up', () => {
    expect(
      promotionDays(pack({ promotion_status: 'upcoming', promotion_start_date: '2026-11-26T00:00:00Z' }), NOW),
    ).toEqual({
      kind: 'startsIn',
      days: 2,
    });
    expect(
      promotionDays(pack({ promotion_status: 'active', promotion_end_date: '2026-11-24T13:00:00Z' }), NOW),
    ).toEqual({
      kind: 'endsIn',
      days: 1,
    });
    expect(
      promotionDays(pack({ promotion_status: 'expired', promotion_end_date: '2026-11-20T00:00:00Z' }), NOW),
    ).toBeNull();
  });
});
