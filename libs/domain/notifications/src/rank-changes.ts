/** What a move in a ranking means to a parent: the places that count are 1, the top 3 and the top 10. */
export type RankTier = 'first' | 'podium' | 'top10' | 'rest';

export function tierOf(rank: number | null): RankTier {
  if (rank === null || rank > 10) return 'rest';
  if (rank === 1) return 'first';
  return rank <= 3 ? 'podium' : 'top10';
}

const place = (rank: number) => (rank === 1 ? '1re' : `${rank}e`);

/**
 * The sentence for a child who moved from `before` to `now`, or null when the move crosses no line a
 * parent cares about (first place, the top 3, the top 10).
 */
export function rankChange(name: string, before: number | null, now: number | null): string | null {
  const [from, to] = [tierOf(before), tierOf(now)];
  if (from === to) return null;
  if (to === 'first') return `${name} est en tête du classement !`;
  if (from === 'first') return `${name} a été dépassé(e) : ${now === null ? 'hors du top 10' : `${place(now)} place`}.`;
  if (to === 'podium') return `${name} entre dans le top 3 (${place(now!)} place).`;
  if (from === 'podium')
    return `${name} sort du top 3${now === null || now > 10 ? ' et du top 10' : ` (${place(now)} place)`}.`;
  if (to === 'top10') return `${name} entre dans le top 10 (${place(now!)} place).`;
  return `${name} sort du top 10.`;
}
