import type { Winner } from '@/lib/api/winners/get-winners';
import { awards as AWARDS_TEXT } from '@/messages/awards';
import { RankBadge } from './rank-badge';
import './awards.css';

const t = AWARDS_TEXT;

/** The inside of a winner card: photo with its medal, rank, names, votes and prize (and the contest, when asked). */
export function WinnerCardContent({ winner, withContest = false }: { winner: Winner; withContest?: boolean }) {
  return (
    <>
      <span className="winner-card__photo">
        {winner.photo_url ? (
          <img src={winner.photo_url} alt={t.photoOf(winner.baby_name)} loading="lazy" />
        ) : (
          <span className="winner-card__no-photo" aria-hidden="true">
            ★
          </span>
        )}
        <span className="winner-card__medal" aria-hidden="true">
          {winner.position}
        </span>
      </span>
      <span className="winner-card__body">
        <RankBadge rank={winner.position} />
        <strong className="winner-card__name">{winner.baby_name}</strong>
        <span className="winner-card__parent">{winner.participant_name}</span>
        <span className="winner-card__votes">{t.podium.votes(winner.votes)}</span>
        <span className="winner-card__prize">{t.francs(winner.prize)}</span>
        {withContest && <span className="winner-card__contest">{winner.contest_title}</span>}
      </span>
    </>
  );
}

/** The class of a winner card: gold, silver or bronze for the first three. */
export const winnerCardClass = (winner: Winner) =>
  `winner-card winner-card--${winner.position <= 3 ? winner.position : 'other'}`;
