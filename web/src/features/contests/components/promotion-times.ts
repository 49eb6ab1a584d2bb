import type { VotePack } from '@/lib/api/payments/get-vote-packs';
import { contests as CONTESTS_TEXT } from '@/messages/contests';

const t = CONTESTS_TEXT.promotions;

function parts(milliseconds: number): [number, number, number] {
  const minutes = Math.floor(milliseconds / 60_000);
  return [Math.floor(minutes / 1_440), Math.floor((minutes % 1_440) / 60), minutes % 60];
}

/**
 * The countdown text of a pack in promotion: "Xj Yh Zm restants" until the end of an active one
 * ("Terminé" once past), "Commence dans …" until the start of an upcoming one ("Commence
 * maintenant" once past); null without the date it needs.
 */
export function promotionCountdown(pack: VotePack, now: Date): string | null {
  if (pack.promotion_status === 'active') {
    if (!pack.promotion_end_date) return null;
    const left = new Date(pack.promotion_end_date).getTime() - now.getTime();
    return left > 0 ? t.left(...parts(left)) : t.ended;
  }
  const start = pack.promotion_start_date ?? null;
  if (!start) return null;
  const left = new Date(start).getTime() - now.getTime();
  return left > 0 ? t.startsIn(...parts(left)) : t.startsNow;
}

/** The packs the banner shows: active promotions first, then upcoming ones. */
export function promotedPacks(packs: readonly VotePack[]): VotePack[] {
  return [
    ...packs.filter((pack) => pack.promotion_status === 'active'),
    ...packs.filter((pack) => pack.promotion_status === 'upcoming'),
  ];
}
