import { Link } from 'react-router-dom';
import { useRecentWinners } from '@/lib/api/winners/get-winners';
import { awards as AWARDS_TEXT } from '@/messages/awards';
import { WinnerCardContent, winnerCardClass } from './winner-card';
import './awards.css';

const t = AWARDS_TEXT.champions;
/** Two contests' podiums. */
const CHAMPIONS = 6;

/** The home's champions: the latest winners, each leading to its page; nothing when there are none yet. */
export function ChampionsSection() {
  const { data, isPending, isError } = useRecentWinners(CHAMPIONS);
  if (isError || data?.results.length === 0) return null;
  return (
    <section className="champions" aria-labelledby="champions-title">
      <div className="awards-section-head">
        <h2 id="champions-title">{t.title}</h2>
        <Link to="/gagnants">{t.seePodium}</Link>
      </div>
      {isPending ? (
        <p className="awards-loading" role="status">
          {t.loading}
        </p>
      ) : (
        <ul className="champions__list">
          {data.results.map((winner) => (
            <li key={winner.id}>
              <Link className={winnerCardClass(winner)} to={`/vote/${winner.contest}/${winner.participant}`}>
                <WinnerCardContent winner={winner} withContest />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
