import { Link } from 'react-router-dom';
import type { Contest } from '@/lib/api/contests/get-contest';
import { formatFcfa } from '@bebe-star/web-common/format';
import { useDateFormats } from '@/lib/use-date-formats';
import { contests as CONTESTS_TEXT } from '@/messages/contests';
import { ContestImage } from './contest-image';

const t = CONTESTS_TEXT.list;

/** The pre-registration label: "Début dans Xj Yh", in hours and minutes, or "Ouverture imminente". */
function startsIn({ days, hours, minutes, total_seconds }: Contest['time_until_start']): string {
  if (total_seconds <= 0) return t.openingSoon;
  if (days > 0) return t.startsIn(`${days}j ${hours}h`);
  return t.startsIn(`${hours}h ${minutes}min`);
}

function ContestAction({ contest }: { contest: Contest }) {
  if (contest.status === 'open') {
    return (
      <Link className="button button--primary" to="/participer/flow" state={{ contestId: contest.id }}>
        {t.participate}
      </Link>
    );
  }
  if (contest.status === 'pre_registration') {
    return (
      <Link className="button button--primary" to="/concours/preinscription/flow" state={{ contest }}>
        {t.preregister}
      </Link>
    );
  }
  return (
    <Link className="button button--primary" to={`/concours/${contest.id}/classement`}>
      {t.seeRanking}
    </Link>
  );
}

/** A contest of the list: picture, status, dates, prize, participants and the action its status allows. */
export function ContestCard({ contest }: { contest: Contest }) {
  const preregistration = contest.status === 'pre_registration';
  const { formatDate } = useDateFormats();
  return (
    <article className="contest-card card">
      <div className="contest-card__media">
        <ContestImage contest={contest} className="contest-card__image" />
        <span className={`status-badge status-badge--${contest.status}`}>{t.status[contest.status]}</span>
      </div>
      <div className="contest-card__body">
        <h2 className="contest-card__title">{contest.title}</h2>
        <p className="contest-card__dates">{t.from(formatDate(contest.start_date), formatDate(contest.end_date))}</p>
        <dl className="contest-card__facts">
          <div>
            <dt>{t.prize}</dt>
            <dd>{formatFcfa(contest.prize)}</dd>
          </div>
          <div>
            <dt className="visually-hidden">{t.participantsLabel}</dt>
            <dd>
              {preregistration
                ? t.preregistrations(contest.preregistrations_count)
                : t.participants(contest.participants_count)}
            </dd>
          </div>
        </dl>
        {preregistration && <p className="contest-card__starts">{startsIn(contest.time_until_start)}</p>}
        <div className="contest-card__actions">
          <ContestAction contest={contest} />
          {contest.status === 'open' && (
            <Link className="button" to={`/concours/${contest.id}/participants`}>
              {t.seeParticipants}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
