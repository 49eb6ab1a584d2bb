import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { common as COMMON_TEXT } from '@/messages/common';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';

const t = PARTICIPATION_TEXT.preregistration;
/** Delay before leaving a pre-registration screen on its own (success, no contest). */
export const PREREGISTRATION_REDIRECT_MS = 2_000;

function useRedirect(to: string) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(to, { replace: true }), PREREGISTRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, to]);
}

/** Reached without a contest: a warning, then the contest list. */
export function NoContestState() {
  useRedirect('/concours');
  return (
    <section className="state" role="alert">
      <p className="notice notice--warning">{t.noContest}</p>
      <Link className="button button--primary" to="/concours">
        {t.backToContests}
      </Link>
    </section>
  );
}

export function LoginRequiredState() {
  return (
    <section className="state">
      <h1>{t.loginRequired}</h1>
      <p>{t.loginRequiredText}</p>
      <div className="state__actions">
        <Link className="button button--primary" to="/concours">
          {t.backToContests}
        </Link>
        <Link className="button" to={`/login?returnUrl=${encodeURIComponent('/concours')}`}>
          {COMMON_TEXT.signIn}
        </Link>
      </div>
    </section>
  );
}

export function NoBabyState() {
  return (
    <section className="card welcome-box">
      <h2>{t.welcomeTitle}</h2>
      <p>{t.welcomeText}</p>
      <Link className="button button--primary" to="/account">
        {t.addBaby}
      </Link>
    </section>
  );
}

/** 'Préinscription réussie !', links to the account and the contests, then the contest list. */
export function PreregistrationSuccess() {
  useRedirect('/concours');
  return (
    <section className="state preregistration-success" role="status">
      <span className="success-modal__icon" aria-hidden="true">
        🎉
      </span>
      <h1>{t.successTitle}</h1>
      <p>{t.successText}</p>
      <div className="state__actions">
        <Link className="button button--primary" to="/account">
          {t.viewPreregistrations}
        </Link>
        <Link className="button" to="/concours">
          {t.allContests}
        </Link>
      </div>
    </section>
  );
}

export function Benefits() {
  return (
    <aside className="benefits">
      <h2>{t.benefitsTitle}</h2>
      <ul>
        {t.benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
    </aside>
  );
}
