import type { VotePack } from '@/lib/api/vote-packs/vote-packs';

const DAY_MS = 24 * 3600 * 1000;

/** Spec 002 §9: the icon's tier by price (10 000, 5 000, 1 000 FCFA and more, or less). */
export function priceTier(price: number): 1 | 2 | 3 | 4 {
  if (price >= 10_000) return 4;
  if (price >= 5000) return 3;
  if (price >= 1000) return 2;
  return 1;
}

/** Spec 002 §9: 50 votes or more 'Excellent', 20 or more 'Bon', else 'Standard'. */
export function economicValue(votes: number): 'excellent' | 'good' | 'standard' {
  if (votes >= 50) return 'excellent';
  if (votes >= 20) return 'good';
  return 'standard';
}

/** Days until an upcoming promotion starts or an active one ends, rounded up (spec 002 §4); null otherwise. */
export function promotionDays(pack: VotePack, now: number): { kind: 'startsIn' | 'endsIn'; days: number } | null {
  const days = (date: string) => Math.max(0, Math.ceil((new Date(date).getTime() - now) / DAY_MS));
  if (pack.promotion_status === 'upcoming' && pack.promotion_start_date) {
    return { kind: 'startsIn', days: days(pack.promotion_start_date) };
  }
  if (pack.promotion_status === 'active' && pack.promotion_end_date) {
    return { kind: 'endsIn', days: days(pack.promotion_end_date) };
  }
  return null;
}
