import { useLogout } from '../lib/api/auth/logout';
import { auth as AUTH_TEXT } from '../messages/auth';
import { common as COMMON_TEXT } from '../messages/common';

/**
 * Shown to an account that is not an administrator (spec 002 "Access guard"): refused at sign-in
 * (`onOtherAccount` brings the form back), or signed in when its rights were taken away (signs out).
 */
export function AccessDeniedPage({ onOtherAccount }: { onOtherAccount?: () => void }) {
  const logout = useLogout();
  return (
    <main className="standalone">
      <section className="standalone__card" aria-labelledby="access-denied-title">
        <p className="standalone__brand">
          {COMMON_TEXT.brand} · {COMMON_TEXT.area}
        </p>
        <h1 id="access-denied-title">{AUTH_TEXT.refused.title}</h1>
        <p>{AUTH_TEXT.refused.text}</p>
        <div className="standalone__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => (onOtherAccount ? onOtherAccount() : logout.mutate())}
            disabled={logout.isPending}
          >
            {AUTH_TEXT.refused.otherAccount}
          </button>
          <a className="button" href="/">
            {COMMON_TEXT.publicSite}
          </a>
        </div>
      </section>
    </main>
  );
}
