import { Link, useLocation } from 'react-router-dom';
import { authStore, useSessionExpired } from '../lib/auth-store';
import { common as COMMON_TEXT } from '../messages/common';
import './flash-notice.css';

/**
 * Said once the session has expired (a 401 the token refresh could not mend): « Connexion expirée,
 * veuillez vous reconnecter. », with the way to sign in and come back to this page. On the sign-in
 * pages it explains why they are there; signing in again, or closing it, takes it away.
 */
export function SessionExpiredNotice() {
  const expired = useSessionExpired();
  const location = useLocation();
  if (!expired) return null;
  const signingIn = location.pathname.startsWith('/login');
  const returnUrl = `${location.pathname}${location.search}`;
  return (
    <div className="flash-notice flash-notice--warning" role="alert">
      <p>{COMMON_TEXT.sessionExpired}</p>
      {!signingIn && (
        <Link className="button button--small button--primary" to={`/login?${new URLSearchParams({ returnUrl })}`}>
          {COMMON_TEXT.signInAgain}
        </Link>
      )}
      <button
        type="button"
        className="flash-notice__close"
        aria-label={COMMON_TEXT.close}
        onClick={() => authStore.expiryTold()}
      >
        ×
      </button>
    </div>
  );
}
