import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../../lib/auth-store';
import { useReturnPath } from '../hooks/use-return-path';

/** A page for signed-in users: without a session, /login?returnUrl=<this page>. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const here = `${location.pathname}${location.search}`;
    return <Navigate replace to={`/login?returnUrl=${encodeURIComponent(here)}`} />;
  }
  return children;
}

/** A page for visitors (login, register…): a signed-in user goes on to the return path, or home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const returnPath = useReturnPath();
  if (session) return <Navigate replace to={returnPath} />;
  return children;
}
