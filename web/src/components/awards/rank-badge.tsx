import { awards as AWARDS_TEXT } from '@/messages/awards';
import './awards.css';

/** "1er Prix" gold, "2ème Prix" silver, "3ème Prix" bronze, others "Nème Prix". */
export function RankBadge({ rank }: { rank: number }) {
  return <span className={`rank-badge rank-badge--${rank <= 3 ? rank : 'other'}`}>{AWARDS_TEXT.rankPrize(rank)}</span>;
}
