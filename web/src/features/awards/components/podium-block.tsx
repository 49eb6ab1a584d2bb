import { Link } from 'react-router-dom';
import { WinnerCardContent, winnerCardClass } from '@/components/awards/winner-card';
import type { Winner } from '@/lib/api/winners/get-winners';
import { useDateFormats } from '@/lib/use-date-formats';
import { awards as AWARDS_TEXT } from '@/messages/awards';
import { type Podium, totalPrizeOf } from './podium-order';

const t = AWARDS_TEXT.podium;

/** One closed contest: its title, end date, what it distributed, and its winners on a podium. */
export function PodiumBlock({ podium, onOpen }: { podium: Podium; onOpen: (winner: Winner) => void }) {
  const { contest, winners } = podium;
  const { formatDate } = useDateFormats();
  const titleId = `podium-${contest.id}`;
  return (
    <section className="podium-block" aria-labelledby={titleId}>
      <header className="podium-block__head">
        <div>
          <h2 id={titleId} className="podium-block__title">
            {contest.title}
          </h2>
          <p className="podium-block__meta">
            {t.closedOn(formatDate(contest.end_date))} · {t.totalPrize(AWARDS_TEXT.francs(totalPrizeOf(podium)))}
          </p>
        </div>
        <Link className="podium-block__ranking" to={`/concours/${contest.id}/classement`}>
          {t.seeRanking}
        </Link>
      </header>
      <ol className="podium">
        {winners.map((winner) => (
          <li key={winner.id} className={`podium__place podium__place--${winner.position}`}>
            <button
              type="button"
              className={winnerCardClass(winner)}
              aria-label={t.open(winner.baby_name, winner.position)}
              onClick={() => onOpen(winner)}
            >
              <WinnerCardContent winner={winner} />
            </button>
            <span className="podium__step" aria-hidden="true" />
          </li>
        ))}
      </ol>
    </section>
  );
}
