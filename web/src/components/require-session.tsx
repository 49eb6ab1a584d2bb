import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../lib/auth-store';
import { useHydrated } from '../lib/hydrated';

/**
 * A page for signed-in users: without a session, /login?returnUrl=<this page>. Until the browser has
 * taken the server's page over, the session is the server's (a visitor's): nothing is decided then.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const hydrated = useHydrated();
  if (!session) {
    if (!hydrated) return null;
    const here = `${location.pathname}${location.search}`;
    return <Navigate replace to={`/login?returnUrl=${encodeURIComponent(here)}`} />;
  }
  return children;
}
