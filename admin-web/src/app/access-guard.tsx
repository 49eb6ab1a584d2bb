import { messageOf } from '@bebe-star/web-common/api-errors';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { AccessDeniedPage } from '../components/access-denied-page';
import { ErrorView, LoadingView } from '../components/status-views';
import { useCurrentUser } from '../lib/api/users/current-user';
import { auth as AUTH_TEXT } from '../messages/auth';

/**
 * The back office's door: without a session, the sign-in page (then back here); an account that is
 * not an administrator sees "Accès refusé". What each tab may do is still checked by the server.
 */
export function AccessGuard() {
  const location = useLocation();
  const { session, user, isLoading, error, refetch } = useCurrentUser();
  if (!session?.userId) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={back === '/' ? '/login' : `/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  if (isLoading) return <LoadingView />;
  if (!user) {
    const message = messageOf(error, AUTH_TEXT.profileFailed);
    return <ErrorView message={message} onRetry={() => void refetch()} />;
  }
  if (!user.is_admin) return <AccessDeniedPage />;
  return <Outlet />;
}
