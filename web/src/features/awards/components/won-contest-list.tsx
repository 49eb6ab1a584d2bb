import { RankBadge } from '@/components/awards/rank-badge';
import type { WonContest } from '@/lib/api/winners/get-my-wins';
import { useDateFormats } from '@/lib/use-date-formats';
import { awards as AWARDS_TEXT } from '@/messages/awards';
import { claimStateOfWin } from './claim-state';

const t = AWARDS_TEXT.prizeClaim;

/** The parent's wins, one selectable card each: photo, contest, place, prize and where the prize stands. */
export function WonContestList({
  wins,
  selected,
  onSelect,
}: {
  wins: WonContest[];
  selected: number | null;
  onSelect: (contestId: number) => void;
}) {
  const { formatDate } = useDateFormats();
  return (
    <ul className="won-list">
      {wins.map((win) => {
        const state = claimStateOfWin(win);
        return (
          <li key={win.winner_id}>
            <button
              type="button"
              className={`won-card won-card--rank-${win.rank <= 3 ? win.rank : 'other'}`}
              aria-pressed={selected === win.id}
              aria-label={t.choose(win.baby_name, win.title)}
              onClick={() => onSelect(win.id)}
            >
              {win.photo_url ? (
                <img className="won-card__photo" src={win.photo_url} alt="" loading="lazy" />
              ) : (
                <span className="won-card__photo won-card__photo--empty" aria-hidden="true">
                  ★
                </span>
              )}
              <span className="won-card__body">
                <span className="won-card__top">
                  <RankBadge rank={win.rank} />
                  <span className={`claim-chip claim-chip--${state}`}>{t.status[state]}</span>
                </span>
                <strong className="won-card__baby">{win.baby_name}</strong>
                <span className="won-card__contest">{win.title}</span>
                <span className="won-card__prize">{AWARDS_TEXT.francs(win.prize)}</span>
                {state === 'available' && win.claim_deadline && (
                  <span className="won-card__deadline">{t.deadline(formatDate(win.claim_deadline))}</span>
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
