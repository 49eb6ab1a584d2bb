import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '@/lib/auth-store';
import { useReturnPath } from '../hooks/use-return-path';

/** A page for visitors (login, register…): a signed-in user goes on to the return path, or home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const returnPath = useReturnPath();
  if (session) return <Navigate replace to={returnPath} />;
  return children;
}
