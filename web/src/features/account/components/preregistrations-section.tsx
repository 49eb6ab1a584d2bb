import { Link } from 'react-router-dom';
import { LoadingState } from '@/components/status-views';
import { useDateFormats } from '@/lib/use-date-formats';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import { type Preregistration, useMyPreregistrations } from '../api/my-preregistrations';

const t = ACCOUNT_TEXT.preregistrations;

function PreregistrationItem({ item }: { item: Preregistration }) {
  const { formatDate } = useDateFormats();
  const baby = item.baby_details;
  const contest = item.contest_details;
  return (
    <li className="prereg">
      {baby?.photo ? (
        <img
          className="prereg__photo"
          src={baby.photo}
          alt={t.photoOf(baby.name)}
          width={48}
          height={48}
          loading="lazy"
        />
      ) : (
        <span className="prereg__photo prereg__photo--empty" aria-hidden="true">
          {baby?.name[0]?.toUpperCase() ?? '?'}
        </span>
      )}
      <div className="prereg__body">
        <p className="prereg__title">
          <strong>{baby?.name ?? t.babyRemoved}</strong> · {contest.title}
        </p>
        <p className="prereg__meta">
          {t.registeredOn(formatDate(item.created_at))}
          {contest.status === 'pre_registration' && contest.preregistration_end_date && (
            <> · {t.endsOn(formatDate(contest.preregistration_end_date))}</>
          )}
        </p>
        <div className="prereg__footer">
          <span className={`badge badge--${item.badge.code}`}>{item.badge.label}</span>
          {item.badge.code === 'convertible' && (
            <Link
              className="button button--small button--primary"
              to="/participer/flow"
              state={{ contestId: contest.id }}
            >
              {t.participate}
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}

/** "Mes préinscriptions": each pre-registration with its badge by contest status, and a retry on failure. */
export function PreregistrationsSection() {
  const list = useMyPreregistrations();
  return (
    <section className="card account-section" aria-labelledby="preregistrations-title">
      <div className="account-section__header">
        <h2 id="preregistrations-title">{t.title}</h2>
      </div>
      {list.isLoading && <LoadingState />}
      {list.isError && (
        <div className="account-section__error" role="alert">
          <p>{t.loadFailed}</p>
          <button type="button" className="button button--small" onClick={() => void list.refetch()}>
            {t.retry}
          </button>
        </div>
      )}
      {list.data?.length === 0 && <p className="account-section__empty">{t.empty}</p>}
      {list.data && list.data.length > 0 && (
        <ul className="prereg-list">
          {list.data.map((item) => (
            <PreregistrationItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
