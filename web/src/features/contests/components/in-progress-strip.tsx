import { Link } from 'react-router-dom';
import { WhenVisible } from '@/components/when-visible';
import { useInProgressContests } from '@/lib/api/contests/get-in-progress-contests';
import { useDateFormats } from '@/lib/use-date-formats';
import { contests as CONTESTS_TEXT } from '@/messages/contests';
import { ContestImage } from './contest-image';
import { sortContests } from './contest-order';

const t = CONTESTS_TEXT;

/**
 * The contests in progress, in a horizontal strip: open ones lead to their participants. A phone's
 * screen shows the first card and the edge of the second; the browser would fetch the pictures of
 * the cards further right at once (lazy loading looks 1,250 px or more ahead, sideways too), so
 * after the first each picture comes when its card does.
 */
export function InProgressStrip() {
  const { data, isPending, isError } = useInProgressContests();
  const { formatDate } = useDateFormats();
  if (isError) return null;
  return (
    <section className="in-progress" aria-labelledby="in-progress-title">
      <div className="section-head">
        <h2 id="in-progress-title">{t.home.inProgressTitle}</h2>
        <Link to="/concours">{t.home.inProgressAll}</Link>
      </div>
      {isPending && <div className="in-progress__placeholder" aria-busy="true" />}
      {data?.length === 0 && <p className="muted">{t.home.inProgressEmpty}</p>}
      {data && data.length > 0 && (
        <ul className="in-progress__list">
          {sortContests(data).map((contest, index) => (
            <li key={contest.id}>
              <Link
                className="in-progress__item card"
                to={contest.status === 'open' ? `/concours/${contest.id}/participants` : '/concours'}
              >
                {index === 0 ? (
                  <ContestImage contest={contest} className="in-progress__image" />
                ) : (
                  <WhenVisible placeholderClass="in-progress__image contest-image--empty">
                    <ContestImage contest={contest} className="in-progress__image" />
                  </WhenVisible>
                )}
                <span className={`status-badge status-badge--${contest.status}`}>{t.list.status[contest.status]}</span>
                <strong className="in-progress__title">{contest.title}</strong>
                <span className="muted">
                  {contest.status === 'open'
                    ? t.home.endsOn(formatDate(contest.end_date))
                    : t.home.startsOn(formatDate(contest.start_date))}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
