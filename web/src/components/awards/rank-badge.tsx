import { awards as AWARDS_TEXT } from '@/messages/awards';
import './awards.css';

/** "1er Prix" on gold, "2e Prix" on silver, "3e Prix" on bronze (ink text, AA contrast), others "Ne Prix" on pink. */
export function RankBadge({ rank }: { rank: number }) {
  return <span className={`rank-badge rank-badge--${rank <= 3 ? rank : 'other'}`}>{AWARDS_TEXT.rankPrize(rank)}</span>;
}
