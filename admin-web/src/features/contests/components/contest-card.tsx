import { Link } from 'react-router-dom';
import type { Contest } from '@/lib/api/contests/contests';
import { formatFcfa, formatShortDateTime } from '@bebe-star/web-common/format';
import { contests as CONTESTS_TEXT } from '@/messages/contests';
import { isPreregistrationOverdue } from '../contest-rules';

const t = CONTESTS_TEXT.card;

interface ContestCardProps {
  contest: Contest;
  now: number;
  onEdit: (contest: Contest) => void;
  onDelete: (contest: Contest) => void;
}

/** A contest in the grid (spec 002 §2): image, status, dates, prize, category, counts, and its actions. */
export function ContestCard({ contest, now, onEdit, onDelete }: ContestCardProps) {
  const overdue = isPreregistrationOverdue(contest, now);
  return (
    <article
      className={`contest-card${overdue ? ' contest-card--overdue' : ''}`}
      aria-labelledby={`contest-${contest.id}`}
    >
      {contest.image ? (
        <img className="contest-card__image" src={contest.image} alt="" loading="lazy" />
      ) : (
        <div className="contest-card__image contest-card__image--none">{t.noImage}</div>
      )}
      <div className="contest-card__body">
        <div className="contest-card__badges">
          <span className={`status-badge status-badge--${contest.status}`}>
            {CONTESTS_TEXT.statuses[contest.status]}
          </span>
          {overdue && <span className="status-badge status-badge--overdue">{CONTESTS_TEXT.overdue}</span>}
        </div>
        <h3 id={`contest-${contest.id}`} className="contest-card__title">
          {contest.title}
        </h3>
        <p className="contest-card__description">{contest.description}</p>
        <dl className="contest-card__facts">
          <div>
            <dt>{t.start}</dt>
            <dd>{formatShortDateTime(contest.start_date)}</dd>
          </div>
          <div>
            <dt>{t.end}</dt>
            <dd>{formatShortDateTime(contest.end_date)}</dd>
          </div>
          <div>
            <dt>{t.prize}</dt>
            <dd>
              {t.prizes(formatFcfa(contest.prize), formatFcfa(contest.second_prize), formatFcfa(contest.third_prize))}
            </dd>
          </div>
          <div>
            <dt>{t.gender}</dt>
            <dd>{CONTESTS_TEXT.genders[contest.gender]}</dd>
          </div>
        </dl>
        <p className="contest-card__counts">
          <span>{t.participants(contest.participants_count)}</span>
          {contest.status === 'pre_registration' ? (
            <span>{t.preregistrations(contest.preregistrations_count)}</span>
          ) : (
            <span>{t.convertible(contest.convertible_preregistrations_count)}</span>
          )}
          <span className="contest-card__id">{t.id(contest.id)}</span>
        </p>
        <div className="contest-card__actions">
          <Link className="button button--small button--primary" to={`/concours/${contest.id}`}>
            {t.manage}
          </Link>
          <button
            type="button"
            className="button button--small"
            aria-label={`${t.edit} (${contest.title})`}
            onClick={() => onEdit(contest)}
          >
            {t.edit}
          </button>
          <button
            type="button"
            className="button button--small button--danger"
            aria-label={`${t.delete} (${contest.title})`}
            onClick={() => onDelete(contest)}
          >
            {t.delete}
          </button>
        </div>
      </div>
    </article>
  );
}
